// One writer per entity: only user-store.ts writes users, so what a user record must keep true (its
// e-mail claim, the list attributes, the counts, the last Superadmin) cannot be skipped by another module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchTextOf, sortableName } from './user-store';

const ROOT = join(__dirname, '..', '..');
const WRITER = 'functions/users/user-store.ts';

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

// A direct write on the entity, or a transaction that hands out the user entity (`({ user, ... }) =>`).
const USER_WRITES = [/\bUserEntity\s*\.\s*(create|put|patch|update|upsert|delete|remove)\s*\(/, /transaction\s*\.\s*write\(\s*\(\s*\{[^}]*\buser\b/];

describe('user records', () => {
  it('are written by user-store.ts only', () => {
    // Act
    const writers = ['functions', 'infra']
      .flatMap(sourcesUnder)
      .filter((path) => USER_WRITES.some((pattern) => pattern.test(readFileSync(join(ROOT, path), 'utf8'))))
      .map((path) => relative(ROOT, join(ROOT, path)));
    // Assess
    expect(writers).toEqual([WRITER]);
  });
});

describe('sortableName', () => {
  it('sorts as people read: accents folded, case ignored, a name before its longer forms', () => {
    // Prepare
    const names = ['Zoë Quinn', 'ann lee', 'Émile', 'Ann', 'eve', 'Anna'];
    // Act
    const sorted = [...names].sort((a, b) => (sortableName(a) < sortableName(b) ? -1 : 1));
    // Assess
    expect(sorted).toEqual(['Ann', 'ann lee', 'Anna', 'Émile', 'eve', 'Zoë Quinn']);
  });
});

describe('searchTextOf', () => {
  it('holds name, e-mail and phone in lower case, apart so a search cannot span two of them', () => {
    expect(searchTextOf({ name: 'Mei Chen', email: 'mei@example.com', phone: '0400 1' })).toBe('mei chen\nmei@example.com\n0400 1');
  });
});
