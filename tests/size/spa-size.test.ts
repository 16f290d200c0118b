// The download budget: a cold first visit of each public entry screen (the chat widget of the public layout included)
// is to download at most 150 KiB of JavaScript and CSS, gzip; no chunk of the build is over 100 KiB. The signed-in
// shell, the screen table and the API contract load with the screens that need them.
// Each is held to what it weighs today (its `ceiling`, about a KiB over and never above the target), so none grows.
import { afterAll, describe, expect, it } from 'vitest';
import { allFiles, entryKeys, filesLoadedWith, sizeTable, total, wireSize, type WeighedFile } from './page-weight';
import { spaBuild } from './spa-build';

const KIB = 1024;
const CHUNK_BUDGET = 100 * KIB;

// Each screen's page module, as the manifest names it (its path under web/): written here, not read from the router.
// Weighed on 2026-11-28: sign-in 185.6 KiB, booking 232.7, guest chat 260.5, guest ticket 279.3; after the public pages
// dropped zod, react-hook-form, the toasts and the chat's dropdown from their first load: 160.8, 162.2, 161.6, 168.2;
// after React Router's unused components, the chat button's portal and an open ticket's rating left them, and their
// forms' shared modules came in one file: 155.8, 157.2, 158.7, 160.8; after they read and wrote without TanStack Query
// (web/src/lib/public-fetch.ts) and a guest's ticket lost Mantine's Grid and its list loader: 146.7, 148.0, 149.6, 147.7
// (docs/decisions.md, "The public pages' weight"); with the skip link, focus rings, the causes a page that cannot load
// says, and the booking page's "Show more" and campus choice: 147.1, 149.1, 149.9, 148.1; with the signed-in shell's
// scripts no longer named by the entry (vite.config.ts, `modulePreload`): 147.0, 149.0, 149.9, 148.0.
const ENTRY_SCREENS = [
  { screen: 'sign-in (/login)', page: 'src/features/auth/pages/login-page.tsx', ceiling: 148 * KIB },
  {
    screen: 'short-course booking (/short-course-book/:id)',
    page: 'src/features/short-courses/pages/book-short-course-page.tsx',
    ceiling: 150 * KIB,
  },
  { screen: 'guest chat (/chat/guest)', page: 'src/features/chat/pages/guest-chat-page.tsx', ceiling: 150 * KIB },
  { screen: 'guest ticket (/tickets/guest/:id)', page: 'src/features/tickets/pages/guest-ticket-page.tsx', ceiling: 149 * KIB },
];

const build = spaBuild();
afterAll(() => build.dispose());

const weigh = (files: readonly string[]): WeighedFile[] => files.map((file) => ({ file, bytes: wireSize(build.dir, file) }));

describe(`the SPA's download budget, from ${build.origin}`, () => {
  it.each(ENTRY_SCREENS)(
    'a cold visit of the $screen page downloads at most its ceiling of $ceiling bytes (the target: 150 KiB)',
    ({ screen, page, ceiling }) => {
      const files = weigh(filesLoadedWith(build.manifest, [...entryKeys(build.manifest), page]));
      expect(total(files), `${screen} loads:\n${sizeTable(files)}`).toBeLessThanOrEqual(ceiling);
    },
  );

  it('no chunk or stylesheet is over 100 KiB', () => {
    const files = weigh(allFiles(build.manifest));
    const over = files.filter((f) => f.bytes > CHUNK_BUDGET);
    expect(
      over,
      `over 100 KiB:\n${sizeTable(over)}\n\nthe largest files:\n${sizeTable(files.sort((a, b) => b.bytes - a.bytes).slice(0, 10))}`,
    ).toEqual([]);
  });
});
