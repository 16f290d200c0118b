// Product code names the topic or the doc section a choice belongs to, never the tracker issue that asked for it:
// an issue number says nothing to a reader without the tracker open, and the decision record is ordered by topic
// (docs/decisions.md). Tests and docs are not product code.
import { describe, expect, it } from 'vitest';
import { productFiles, readRepoFile } from './repo-text';

// Built from parts so that this file does not match itself.
const ISSUE_REFERENCE = new RegExp(['\\bissues?', '[ _-]?#?\\d+'].join(''), 'gi');

// Its examples below are references on purpose.
const THIS_FILE = 'tools/no-issue-refs.test.ts';

/** Each issue reference of a file's text, as `file:line: text`. */
const issueReferences = (file: string, text: string): string[] =>
  text.split('\n').flatMap((line, i) => [...line.matchAll(ISSUE_REFERENCE)].map((m) => `${file}:${i + 1}: ${m[0]}`));

describe('product code', () => {
  it('refers to no tracker issue by number', () => {
    // Act
    const found = productFiles()
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => issueReferences(file, readRepoFile(file)));
    // Assess
    expect(found).toEqual([]);
  });

  it.each([
    ['// Live chat (issue 11): ...', ['x.ts:1: issue 11']],
    ['// Issues 10 and 11: permissions ...', ['x.ts:1: Issues 10']],
    ['/* see issue-7 and ISSUE #8 */', ['x.ts:1: issue-7', 'x.ts:1: ISSUE #8']],
    ['// the tissue 3 layers; an issue that is fixed', []],
  ])('finds the references in %s', (line, expected) => {
    expect(issueReferences('x.ts', line)).toEqual(expected);
  });
});
