// The docs name files by their paths and comments name the docs' sections: both go stale quietly when code moves
// or a page is reorganised. These checks keep them true: every repository path written in backticks in the map of
// the code, the decision record and the README exists, every link of theirs leads somewhere, and every
// `docs/<page>.md "Section"` that product code or a doc cites is a heading of that page.
import { describe, expect, it } from 'vitest';
import { anchorOf, codeSpansOf, existsInRepo, fromRoot, headingsOf, linksOf, productFiles, readRepoFile } from './repo-text';

// Its examples below cite a missing section on purpose.
const THIS_FILE = 'tools/doc-paths.test.ts';
const CHECKED_DOCS = ['docs/architecture.md', 'docs/decisions.md', 'docs/adding-a-domain.md', 'README.md'];

/** A code span that names a path of the repository: it starts with one of its top-level folders. Placeholders (`<domain>`, `{id}`, `*`) are not paths. */
const REPO_PATH = /^(functions|shared|web|infra|tests|tools|docs|\.ci)\/[\w./-]*$/;

/** The repository paths a page names in backticks that do not exist, as `line: path`. */
const missingPaths = (page: string, markdown: string): string[] =>
  codeSpansOf(markdown)
    .filter(({ text }) => REPO_PATH.test(text) && !text.includes('..') && !existsInRepo(text))
    .map(({ text, line }) => `${page}:${line}: ${text}`);

/** The links of a page that lead nowhere: a file that does not exist, or an anchor no heading has. */
const brokenLinks = (page: string, markdown: string, headingsOfPage: (path: string) => string[]): string[] =>
  linksOf(markdown).flatMap(({ target, line }) => {
    if (/^[a-z]+:/.test(target)) return [];
    const [file = '', anchor] = target.split('#');
    const path = file ? fromRoot(page, file) : page;
    if (file && !existsInRepo(path)) return [`${page}:${line}: ${target} (no such file)`];
    if (anchor === undefined || !path.endsWith('.md')) return [];
    return headingsOfPage(path).map(anchorOf).includes(anchor) ? [] : [`${page}:${line}: ${target} (no such heading)`];
  });

/** `docs/decisions.md, "Tickets"`, `docs/architecture.md ("Boundaries")`: a comment's reference to a section, across comment lines. */
const SECTION_REFERENCE = /docs\/([\w-]+\.md)`?[,:]?\s*\(?["“]([^"”]+)["”]/g;

/** The section references of a file's text whose page or heading does not exist, as `file: page "section"`. */
const unknownSections = (file: string, text: string, headingsOfPage: (path: string) => string[]): string[] => {
  // A comment that runs over several lines is read as one sentence.
  const joined = text.replace(/\n\s*(?:\/\/|\*|#)?\s*/g, ' ');
  return [...joined.matchAll(SECTION_REFERENCE)].flatMap(([, page, section]) => {
    const path = `docs/${page}`;
    if (!existsInRepo(path)) return [`${file}: ${path} (no such page)`];
    const wanted = section!.trim().toLowerCase();
    const titles = headingsOfPage(path).map((h) => h.replace(/\s*\(`[^)]*`\)$/, '').toLowerCase());
    return titles.includes(wanted) ? [] : [`${file}: ${path} "${section}"`];
  });
};

const headingsCache = new Map<string, string[]>();
const headingsOfRepoPage = (path: string): string[] => {
  if (!headingsCache.has(path)) headingsCache.set(path, headingsOf(readRepoFile(path)));
  return headingsCache.get(path)!;
};

describe('the paths the docs name', () => {
  it.each(CHECKED_DOCS)('%s names only paths that exist', (page) => {
    // Act
    const missing = missingPaths(page, readRepoFile(page));
    // Assess
    expect(missing).toEqual([]);
  });

  it.each(CHECKED_DOCS)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(page, readRepoFile(page), headingsOfRepoPage)).toEqual([]);
  });

  it('are told apart from placeholders and found missing when they are', () => {
    // Prepare
    const page = ['Read `functions/platform/http.ts` and `functions/<domain>/handler.ts`,', 'not `functions/lib/http.ts`.'].join('\n');
    // Act
    const missing = missingPaths('docs/example.md', page);
    // Assess
    expect(missing).toEqual(['docs/example.md:2: functions/lib/http.ts']);
  });

  it('finds a link to a heading that is not there', () => {
    const page = ['# Title', '', '## Where is …', '', '[ok](#where-is-) [gone](#the-shape) [file](../docs/nothing-here.md)'].join('\n');
    expect(brokenLinks('docs/example.md', page, () => headingsOf(page))).toEqual([
      'docs/example.md:5: #the-shape (no such heading)',
      'docs/example.md:5: ../docs/nothing-here.md (no such file)',
    ]);
  });
});

describe('the doc sections comments cite', () => {
  it('are headings of their pages', () => {
    // Prepare
    const files = [...productFiles().filter((file) => file !== THIS_FILE), ...CHECKED_DOCS];
    // Act
    const unknown = files.flatMap((file) => unknownSections(file, readRepoFile(file), headingsOfRepoPage));
    // Assess
    expect(unknown).toEqual([]);
  });

  it('are read across comment lines, and an unknown one is reported', () => {
    // Prepare
    const source = ['// See the decisions (docs/decisions.md, "Course', '// catalogue") and (docs/decisions.md "Platform").'].join('\n');
    const headings = () => ['Decisions', 'Course catalogue'];
    // Act
    const unknown = unknownSections('shared/example.ts', source, headings);
    // Assess
    expect(unknown).toEqual(['shared/example.ts: docs/decisions.md "Platform"']);
  });
});
