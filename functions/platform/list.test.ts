import { describe, expect, it } from 'vitest';
import { listQuery, ListQuery } from '@shared/schemas/common';
import { paginate, type ListOptions } from './list';

interface Row {
  name: string;
  email?: string;
  age: number;
}

const ROWS: Row[] = [
  { name: 'Charlie', email: 'charlie@example.com', age: 30 },
  { name: 'alpha', email: 'alpha@example.com', age: 9 },
  { name: 'Bravo', age: 100 },
];

const OPTIONS: ListOptions<Row, 'name' | 'age'> = {
  searchIn: (r) => [r.name, r.email],
  sortKeys: { name: (r) => r.name.toLowerCase(), age: (r) => r.age },
};

/** The listing fields as the API would have parsed them from a query string. */
const RowListQuery = listQuery(['name', 'age'], 'name');
const query = (fields: Record<string, string> = {}) => RowListQuery.parse(fields);
const names = (rows: Row[]) => rows.map((r) => r.name);

describe('paginate', () => {
  it('sorts by the first sort key by default, ascending', () => {
    expect(names(paginate(ROWS, query(), OPTIONS).data)).toEqual(['alpha', 'Bravo', 'Charlie']);
  });

  it('sorts descending with order=desc', () => {
    expect(names(paginate(ROWS, query({ order: 'desc' }), OPTIONS).data)).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('sorts numbers as numbers, not as text', () => {
    expect(names(paginate(ROWS, query({ order_by: 'age' }), OPTIONS).data)).toEqual(['alpha', 'Charlie', 'Bravo']);
  });

  it.each(['password', '__proto__', 'constructor', 'toString'])('refuses an order_by of %j that is not one of its columns', (column) => {
    expect(RowListQuery.safeParse({ order_by: column }).success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'hasOwnProperty'])('sorts by the default column when handed %j past the schema', (column) => {
    const unchecked = { ...ListQuery.parse({}), order_by: column as 'name' };
    expect(names(paginate(ROWS, unchecked, OPTIONS).data)).toEqual(['alpha', 'Bravo', 'Charlie']);
  });

  it.each([
    ['ALPHA', ['alpha']],
    ['example.com', ['alpha', 'Charlie']],
    ['rav', ['Bravo']],
    ['nobody', []],
  ])('finds %j case-insensitively in any searched field, skipping missing ones', (search, expected) => {
    expect(names(paginate(ROWS, query({ search }), OPTIONS).data)).toEqual(expected);
  });

  it('answers the asked page and counts every match in meta', () => {
    const page = paginate(ROWS, query({ pagination: '2', page: '2' }), OPTIONS);
    expect(names(page.data)).toEqual(['Charlie']);
    expect(page.meta).toEqual({ page: 2, pagination: 2, total: 3 });
  });

  it('counts only the matches of a search in total', () => {
    expect(paginate(ROWS, query({ search: 'example', pagination: '1' }), OPTIONS).meta).toEqual({ page: 1, pagination: 1, total: 2 });
  });

  it('answers an empty page past the end', () => {
    expect(paginate(ROWS, query({ page: '9' }), OPTIONS).data).toEqual([]);
  });

  it('keeps the given order when there are no sort keys', () => {
    expect(names(paginate(ROWS, ListQuery.parse({}), { searchIn: OPTIONS.searchIn, sortKeys: {} }).data)).toEqual(['Charlie', 'alpha', 'Bravo']);
  });

  it('leaves the rows it was given untouched', () => {
    const rows = [...ROWS];
    paginate(rows, query({ order: 'desc' }), OPTIONS);
    expect(rows).toEqual(ROWS);
  });
});
