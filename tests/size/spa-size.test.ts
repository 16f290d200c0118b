// The Scale issue's download budget: a cold first visit of each public entry screen (the chat widget of the public
// layout included) downloads at most 150 KiB of JavaScript and CSS, gzip; no chunk of the build is over 100 KiB.
// The signed-in shell, the screen table and the API contract load with the screens that need them.
import { afterAll, describe, expect, it } from 'vitest';
import { allFiles, entryKeys, filesLoadedWith, sizeTable, total, wireSize, type WeighedFile } from './page-weight';
import { spaBuild } from './spa-build';

const KIB = 1024;
const PAGE_BUDGET = 150 * KIB;
const CHUNK_BUDGET = 100 * KIB;

// Each screen's page module, as the manifest names it (its path under web/): written here, not read from the router.
const ENTRY_SCREENS = [
  { screen: 'sign-in (/login)', page: 'src/features/auth/pages/login-page.tsx' },
  { screen: 'short-course booking (/short-course-book/:id)', page: 'src/features/short-courses/pages/book-short-course-page.tsx' },
  { screen: 'guest chat (/chat/guest)', page: 'src/features/chat/pages/guest-chat-page.tsx' },
  { screen: 'guest ticket (/tickets/guest/:id)', page: 'src/features/tickets/pages/guest-ticket-page.tsx' },
];

const build = spaBuild();
afterAll(() => build.dispose());

const weigh = (files: readonly string[]): WeighedFile[] => files.map((file) => ({ file, bytes: wireSize(build.dir, file) }));

describe(`the SPA's download budget, from ${build.origin}`, () => {
  it.each(ENTRY_SCREENS)('a cold visit of the $screen page downloads at most 150 KiB', ({ screen, page }) => {
    const files = weigh(filesLoadedWith(build.manifest, [...entryKeys(build.manifest), page]));
    expect(total(files), `${screen} loads:\n${sizeTable(files)}`).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it('no chunk or stylesheet is over 100 KiB', () => {
    const files = weigh(allFiles(build.manifest));
    const over = files.filter((f) => f.bytes > CHUNK_BUDGET);
    expect(
      over,
      `over 100 KiB:\n${sizeTable(over)}\n\nthe largest files:\n${sizeTable(files.sort((a, b) => b.bytes - a.bytes).slice(0, 10))}`,
    ).toEqual([]);
  });
});
