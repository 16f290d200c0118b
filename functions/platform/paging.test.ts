// Page-number paging over an index, against a stand-in for DynamoDB's Query that keeps its rules: items
// in sort-key order, at most a few items evaluated per call (DynamoDB's 1 MB), `Limit` counting items
// evaluated before the filter, `LastEvaluatedKey` when it stopped early, `Select: COUNT`, projections.
import { beforeEach, describe, expect, it } from 'vitest';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { pageFromIndex, queries, type IndexQuery } from './paging';

interface Row {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  name: string;
  match: boolean;
}

// What one call can read, like DynamoDB's 1 MB per Query call.
const PER_CALL = 3;
let table: Row[];
let calls: QueryCommandInput[];

const fakeQuery = async (input: QueryCommandInput) => {
  calls.push(input);
  const partition = (input.ExpressionAttributeValues as Record<string, unknown>)[':pk'];
  const ordered = table.filter((r) => r.gsi1pk === partition).sort((a, b) => a.gsi1sk.localeCompare(b.gsi1sk));
  if (input.ScanIndexForward === false) ordered.reverse();
  const start = input.ExclusiveStartKey as Record<string, string> | undefined;
  const from = start ? ordered.findIndex((r) => r.gsi1sk === start.gsi1sk && r.pk === start.pk) + 1 : 0;
  if (start && from === 0) throw Object.assign(new Error('The provided starting key is invalid'), { name: 'ValidationException' });
  const evaluated = ordered.slice(from, from + Math.min(input.Limit ?? PER_CALL, PER_CALL));
  const more = from + evaluated.length < ordered.length;
  const last = evaluated.at(-1);
  const matches = input.FilterExpression ? evaluated.filter((r) => r.match) : evaluated;
  const lastKey = more && last ? { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } : undefined;
  if (input.Select === 'COUNT') return { Count: matches.length, LastEvaluatedKey: lastKey, $metadata: {} };
  const items = input.ProjectionExpression
    ? matches.map((r) => ({ pk: r.pk, sk: r.sk, gsi1pk: r.gsi1pk, gsi1sk: r.gsi1sk }))
    : matches.map((r) => ({ ...r }));
  return { Items: items, Count: items.length, LastEvaluatedKey: lastKey, $metadata: {} };
};

const seed = (names: string[], match: (name: string, i: number) => boolean = () => true) => {
  table = names.map((name, i) => ({ pk: `u#${i}`, sk: 'user', gsi1pk: 'users', gsi1sk: `${name}#${i}`, name, match: match(name, i) }));
};

const listOf = (options: { filtered?: boolean; desc?: boolean; counted?: boolean; partition?: string } = {}): IndexQuery<string> => ({
  params: {
    TableName: 't',
    IndexName: 'gsi1',
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk', ...(options.filtered ? { '#match': 'match' } : {}) },
    ExpressionAttributeValues: { ':pk': options.partition ?? 'users', ':sk1': '', ...(options.filtered ? { ':match0': true } : {}) },
    ...(options.filtered ? { FilterExpression: '#match = :match0' } : {}),
    ...(options.desc ? { ScanIndexForward: false } : {}),
  },
  parse: (items) => items.map((i) => String(i.name)),
  ...(options.counted ? { total: async () => table.filter((r) => r.gsi1pk === (options.partition ?? 'users')).length } : {}),
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

beforeEach(() => {
  calls = [];
  queries.run = fakeQuery as unknown as typeof queries.run;
});

describe('pageFromIndex', () => {
  it.each([
    [1, ['a', 'b', 'c', 'd']],
    [2, ['e', 'f', 'g', 'h']],
    [7, ['y', 'z']],
  ])('answers page %i in index order with the total', async (page, expected) => {
    // Prepare
    seed(LETTERS);
    // Act
    const result = await pageFromIndex(listOf(), { page, pagination: 4 });
    // Assess
    expect(result.data).toEqual(expected);
    expect(result.meta).toMatchObject({ page, pagination: 4, total: 26 });
  });

  it('walks past earlier pages reading keys only, and reads attributes for its own page only', async () => {
    // Prepare
    seed(LETTERS);
    // Act: a page of 3, what one call reads
    await pageFromIndex(listOf(), { page: 3, pagination: 3 });
    // Assess
    const reads = calls.filter((c) => c.Select !== 'COUNT');
    const walked = reads.filter((c) => c.ProjectionExpression);
    expect(walked.length).toBeGreaterThan(0);
    expect(reads.filter((c) => !c.ProjectionExpression)).toHaveLength(1);
  });

  it('pages the matches of a filter across calls and counts them all', async () => {
    // Prepare: every third letter matches
    seed(LETTERS, (_, i) => i % 3 === 0);
    // Act
    const result = await pageFromIndex(listOf({ filtered: true }), { page: 2, pagination: 3 });
    // Assess
    expect(result.data).toEqual(['j', 'm', 'p']);
    expect(result.meta.total).toBe(9);
  });

  it('counts the matches after the page from the read that found it, when that read reached the partition’s end', async () => {
    // Prepare: three rows, all matching, read in one call; a page of one
    seed(['a', 'b', 'c']);
    // Act
    const result = await pageFromIndex(listOf({ filtered: true }), { page: 1, pagination: 1 });
    // Assess
    expect(result.data).toEqual(['a']);
    expect(result.meta.total).toBe(3);
    expect(calls.filter((c) => c.Select === 'COUNT')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('reads the other direction', async () => {
    // Prepare
    seed(LETTERS);
    // Act
    const result = await pageFromIndex(listOf({ desc: true }), { page: 1, pagination: 3 });
    // Assess
    expect(result.data).toEqual(['z', 'y', 'x']);
  });

  it.each([
    ['with a kept count', { counted: true }],
    ['counting as it walks', {}],
    ['with a filter', { filtered: true }],
  ])('answers a page beyond the end with no rows and the true total (%s)', async (_, options) => {
    // Prepare
    seed(LETTERS.slice(0, 5));
    // Act
    const result = await pageFromIndex(listOf(options), { page: 4, pagination: 2 });
    // Assess
    expect(result).toEqual({ data: [], meta: { page: 4, pagination: 2, total: 5 } });
  });

  it('takes the total from the kept count without counting the partition', async () => {
    // Prepare
    seed(LETTERS);
    // Act
    const result = await pageFromIndex(listOf({ counted: true }), { page: 1, pagination: 2 });
    // Assess
    expect(result.meta.total).toBe(26);
    expect(calls.filter((c) => c.Select === 'COUNT')).toHaveLength(0);
  });

  it('gives a cursor that opens the next page without walking to it, and none on the last page', async () => {
    // Prepare
    seed(LETTERS, (_, i) => i % 2 === 0);
    const query = listOf({ filtered: true });
    const first = await pageFromIndex(query, { page: 1, pagination: 5 });
    calls = [];
    // Act
    const second = await pageFromIndex(query, { page: 2, pagination: 5, cursor: first.meta.next_cursor });
    const third = await pageFromIndex(query, { page: 3, pagination: 5, cursor: second.meta.next_cursor });
    // Assess
    expect(first.data).toEqual(['a', 'c', 'e', 'g', 'i']);
    expect(second.data).toEqual(['k', 'm', 'o', 'q', 's']);
    expect(third.data).toEqual(['u', 'w', 'y']);
    expect(third.meta).toEqual({ page: 3, pagination: 5, total: 13 });
    expect(calls.filter((c) => c.ProjectionExpression)).toHaveLength(0);
  });

  it.each([
    ['another page', (cursor: string) => ({ page: 3, cursor })],
    ['another page size', (cursor: string) => ({ page: 2, pagination: 3, cursor })],
    ['text that is not a cursor', () => ({ page: 2, cursor: 'garbage' })],
  ])('ignores a cursor made for %s and walks to the page', async (_, request) => {
    // Prepare
    seed(LETTERS);
    const cursor = (await pageFromIndex(listOf(), { page: 1, pagination: 4 })).meta.next_cursor!;
    const asked = { pagination: 4, ...request(cursor) };
    // Act
    const result = await pageFromIndex(listOf(), asked);
    // Assess
    const expected = LETTERS.slice((asked.page - 1) * asked.pagination, asked.page * asked.pagination);
    expect(result.data).toEqual(expected);
  });

  it('never lets a cursor move the walk to another partition', async () => {
    // Prepare: the same query on two partitions; a cursor of one is edited to name the other
    seed(LETTERS);
    table.push(
      ...LETTERS.map((name, i) => ({ pk: `o#${i}`, sk: 'user', gsi1pk: 'others', gsi1sk: `${name}#${i}`, name: name.toUpperCase(), match: true })),
    );
    const cursor = (await pageFromIndex(listOf({ partition: 'others' }), { page: 1, pagination: 4 })).meta.next_cursor!;
    // Act
    const result = await pageFromIndex(listOf(), { page: 2, pagination: 4, cursor });
    // Assess
    expect(result.data).toEqual(['e', 'f', 'g', 'h']);
  });

  it('walks to the page when DynamoDB refuses the cursor’s position', async () => {
    // Prepare: the item the cursor points after is gone, which this stand-in refuses
    seed(LETTERS);
    const cursor = (await pageFromIndex(listOf(), { page: 1, pagination: 4 })).meta.next_cursor!;
    table = table.filter((r) => r.name !== 'd');
    // Act
    const result = await pageFromIndex(listOf(), { page: 2, pagination: 4, cursor });
    // Assess
    expect(result.data).toEqual(['f', 'g', 'h', 'i']);
  });
});
