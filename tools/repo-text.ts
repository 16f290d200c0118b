// The repository's text as the doc checks read it (tools/doc-paths.test.ts, tools/no-issue-refs.test.ts): the
// product code's files, and a Markdown page's headings, inline code spans and links outside its fenced blocks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, ending in a separator. */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The product code: what ships or builds it. Tests and docs are not in it. */
const PRODUCT_FOLDERS = ['functions', 'shared', 'web/src', 'infra', 'tools', '.ci'];
const PRODUCT_ROOT_FILES = [
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'package.json',
  'tsconfig.json',
  'cdk.json',
];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|java|json|html|css|sh)$|^run$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'cdk.out', '.data']);

const walk = (folder: string): string[] =>
  readdirSync(join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return walk(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });

/** Every text file of the product code, by its path from the repository root. */
export const productFiles = (): string[] => [
  ...PRODUCT_FOLDERS.filter((folder) => existsSync(join(REPO_ROOT, folder))).flatMap(walk),
  ...PRODUCT_ROOT_FILES.filter((file) => existsSync(join(REPO_ROOT, file))),
];

/** A file of the repository as text. */
export const readRepoFile = (path: string): string => readFileSync(join(REPO_ROOT, path), 'utf8');

/** Whether a path (from the repository root) names a file or folder of the repository. */
export const existsInRepo = (path: string): boolean => existsSync(join(REPO_ROOT, path));

/** A path from the repository root, for a path relative to a file of it. */
export const fromRoot = (file: string, relativePath: string): string =>
  relative(REPO_ROOT, join(REPO_ROOT, file, '..', relativePath))
    .split('\\')
    .join('/');

/** A Markdown page's lines outside fenced code blocks (a `#` in a shell block is not a heading). */
const proseLines = (markdown: string): { line: string; number: number }[] => {
  let fenced = false;
  return markdown.split('\n').flatMap((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, number: i + 1 }];
  });
};

/** The page's headings, as written (without the leading `#`s). */
export const headingsOf = (markdown: string): string[] =>
  proseLines(markdown).flatMap(({ line }) => {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    return match ? [match[1]!] : [];
  });

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export const anchorOf = (heading: string): string =>
  heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The inline code spans of the page's prose, with their line numbers. */
export const codeSpansOf = (markdown: string): { text: string; line: number }[] =>
  proseLines(markdown).flatMap(({ line, number }) => [...line.matchAll(/`([^`]+)`/g)].map((m) => ({ text: m[1]!, line: number })));

/** The targets of the page's links (`[text](target)`), with their line numbers. */
export const linksOf = (markdown: string): { target: string; line: number }[] =>
  proseLines(markdown).flatMap(({ line, number }) => [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ target: m[1]!, line: number })));
