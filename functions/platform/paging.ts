// Page-number paging for lists that grow to tens of thousands (users, forms, tickets, orders), served
// from an index: the list's order is the index's sort key, its main filter the key condition (e.g. a
// role's partition), any other filter a DynamoDB FilterExpression. Nothing is loaded to be sorted in
// memory; a page costs what lies before it in the index, and a cursor makes the next page cost only itself.
//
// - `page` N walks the index reading keys only (no attributes) past the (N-1)·pagination matches before
//   it, then reads the page. A page beyond the end answers no rows and the true total.
// - `meta.next_cursor` (when there is a next page) resumes right after this page: sent back with
//   `page=N+1`, the walk is skipped. It is a hint, never a key to anything: one that does not belong to
//   this exact query and page, or that DynamoDB refuses, is ignored and the page is walked to.
// - `meta.total` is the partition's count kept by the records' writer (list-counts.ts) when the query
//   filters by its key condition only; with filters (search, verified, ...) the rest of the partition is
//   counted with `Select: COUNT` after the page, which reads but transfers nothing (unless the read that found the
//   page already reached the partition's end: a filtered family often fits one 1 MB read).
import { createHash } from 'node:crypto';
import {
  BatchGetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { ListMeta } from '@shared/schemas/common';
import { TABLE_SCHEMA } from './table-schema';
import { dynamo } from './clients';

type Item = Record<string, unknown>;
type Key = Record<string, string>;

/** A list read from an index. */
export interface IndexQuery<T> {
  /** The Query input ElectroDB builds (`entity.query.<index>(...).where(...).params({ order })`). */
  params: Record<string, unknown>;
  /** Formats raw items as records (`entity.parse({ Items })`). */
  parse: (items: Item[]) => T[];
  /** The partition's kept count, given only when the query filters by its key condition alone. */
  total?: () => Promise<number>;
  /**
   * The index holds the keys and what the query filters by, not whole items (projection INCLUDE): the walk and
   * the count read that slim copy, and the page's items are then read in full by their table keys.
   */
  slimIndex?: boolean;
  /** The table key of the record a slim item stands for, when it is not the item's own (search-index.ts entries). */
  wholeKeyOf?: (item: Item) => Key;
}

export interface PageRequest {
  page: number;
  pagination: number;
  /** `meta.next_cursor` of the page before this one. */
  cursor?: string;
}

export interface IndexPage<T> {
  data: T[];
  meta: ListMeta;
}

/** Test seam: every Query this module runs goes through here. */
export const queries = { run: (input: QueryCommandInput): Promise<QueryCommandOutput> => dynamo.send(new QueryCommand(input)) };
const batches = { run: (input: BatchGetCommandInput): Promise<BatchGetCommandOutput> => dynamo.send(new BatchGetCommand(input)) };

/** The attributes that make an item's position in the index: the table's key and the index's. */
const keyAttributes = (indexName: unknown): { all: string[]; partition?: string } => {
  const index = TABLE_SCHEMA.globalIndexes.find((g) => g.indexName === indexName);
  const table = [TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey];
  return index
    ? { all: [...table, index.partitionKey, index.sortKey], partition: index.partitionKey }
    : { all: table, partition: TABLE_SCHEMA.partitionKey };
};

const keyOf = (item: Item, attributes: string[]): Key => Object.fromEntries(attributes.map((a) => [a, String(item[a])]));

/** The partition value the key condition names (`#pk = :pk`), so a cursor can never move the walk to another partition. */
const partitionValue = (params: Record<string, unknown>, attribute: string | undefined): string | undefined => {
  const names = (params.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const placeholder = Object.keys(names).find((n) => names[n] === attribute);
  const match = placeholder && new RegExp(`${placeholder} = (:[\\w]+)`).exec(String(params.KeyConditionExpression ?? ''));
  const value = match ? (params.ExpressionAttributeValues as Record<string, unknown>)[match[1]!] : undefined;
  return typeof value === 'string' ? value : undefined;
};

const fingerprintOf = (params: Record<string, unknown>, pagination: number): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        params.IndexName,
        params.KeyConditionExpression,
        params.FilterExpression,
        params.ExpressionAttributeValues,
        params.ScanIndexForward,
        pagination,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);

interface CursorBody {
  /** The query it belongs to. */
  q: string;
  /** The page it opens. */
  p: number;
  /** The position to resume after. */
  k: Key;
}

const encodeCursor = (body: CursorBody): string => Buffer.from(JSON.stringify(body)).toString('base64url');

/** The position a cursor resumes after, when it belongs to this query and page; otherwise nothing. */
const decodeCursor = (
  cursor: string | undefined,
  expected: { q: string; p: number },
  attributes: string[],
  partition?: { attribute: string; value: string },
) => {
  if (!cursor) return undefined;
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
    if (body.q !== expected.q || body.p !== expected.p || typeof body.k !== 'object' || body.k === null) return undefined;
    const key = body.k as Record<string, unknown>;
    const wellFormed =
      Object.keys(key).length === attributes.length && attributes.every((a) => typeof key[a] === 'string' && (key[a] as string).length <= 1024);
    if (!wellFormed) return undefined;
    if (partition && key[partition.attribute] !== partition.value) return undefined;
    return key as Key;
  } catch {
    return undefined;
  }
};

/** Walks past `count` matches reading keys only; where it stopped, or `exhausted` with how many there were. */
const skipMatches = async (params: QueryCommandInput, count: number, attributes: string[]) => {
  const names = Object.fromEntries(attributes.map((a, i) => [`#paging${i}`, a]));
  const projected: QueryCommandInput = {
    ...params,
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: { ...params.ExpressionAttributeNames, ...names },
  };
  let seen = 0;
  let start: Key | undefined;
  do {
    const res = await queries.run({ ...projected, ExclusiveStartKey: start });
    const items = res.Items ?? [];
    if (seen + items.length >= count) return { seen: count, after: keyOf(items[count - seen - 1]!, attributes), exhausted: false };
    seen += items.length;
    start = res.LastEvaluatedKey as Key | undefined;
  } while (start);
  return { seen, after: undefined, exhausted: true };
};

/**
 * Reads up to `count` matches after `start`; `exhausted` when the partition ended within them, `rest` the matches
 * after them when the read that found them reached the partition's end (no count to run then).
 */
const takeMatches = async (params: QueryCommandInput, start: Key | undefined, count: number, attributes: string[]) => {
  const items: Item[] = [];
  // Without a filter every item read is a match, so DynamoDB's Limit is exact; with one, read in 1 MB pages.
  const limit = params.FilterExpression ? undefined : count;
  let next = start;
  do {
    const res = await queries.run({ ...params, ExclusiveStartKey: next, Limit: limit });
    const found = res.Items ?? [];
    const wanted = found.slice(0, count - items.length);
    items.push(...wanted);
    if (items.length === count && wanted.length < found.length) {
      // When the partition ended within this read, the matches after the page are in hand: counted, not read again.
      const rest = res.LastEvaluatedKey ? undefined : found.length - wanted.length;
      return { items, after: keyOf(items.at(-1)!, attributes), exhausted: false, rest };
    }
    next = res.LastEvaluatedKey as Key | undefined;
    if (items.length === count) return { items, after: next && keyOf(items.at(-1)!, attributes), exhausted: !next };
  } while (next);
  return { items, after: undefined, exhausted: true };
};

/** How many matches follow `start` (reads the rest of the partition, transfers only counts). */
const countMatches = async (params: QueryCommandInput, start: Key | undefined): Promise<number> => {
  let total = 0;
  let next = start;
  do {
    const res = await queries.run({ ...params, Select: 'COUNT', ExclusiveStartKey: next });
    total += res.Count ?? 0;
    next = res.LastEvaluatedKey as Key | undefined;
  } while (next);
  return total;
};

/** How many items a query (key condition and filters) matches, counted by DynamoDB. */
export const countMatching = (params: Record<string, unknown>): Promise<number> => countMatches(params as QueryCommandInput, undefined);

// BatchGetItem reads at most 100 keys a call.
const BATCH_GET_KEYS = 100;

/** The items whole, in the order given, by their table keys (one gone meanwhile is left out). */
const readInFull = async (tableName: string, slim: Item[], wholeKeyOf?: (item: Item) => Key): Promise<Item[]> => {
  const keyAttrs = [TABLE_SCHEMA.partitionKey, TABLE_SCHEMA.sortKey];
  const idOf = (item: Item) => keyAttrs.map((a) => String(item[a])).join('\u0000');
  const items = wholeKeyOf ? slim.map(wholeKeyOf) : slim;
  const found = new Map<string, Item>();
  for (let i = 0; i < items.length; i += BATCH_GET_KEYS) {
    let keys: Key[] | undefined = items.slice(i, i + BATCH_GET_KEYS).map((item) => keyOf(item, keyAttrs));
    // Keys DynamoDB leaves unprocessed (throttling) are asked for again.
    while (keys?.length) {
      const res = await batches.run({ RequestItems: { [tableName]: { Keys: keys } } });
      for (const item of res.Responses?.[tableName] ?? []) found.set(idOf(item), item);
      keys = res.UnprocessedKeys?.[tableName]?.Keys as Key[] | undefined;
    }
  }
  return items.flatMap((item): Item[] => {
    const whole = found.get(idOf(item));
    return whole ? [whole] : [];
  });
};

const isRefusedStartKey = (error: unknown) => (error as Error)?.name === 'ValidationException';

/** One page of a list served from an index, with the spec's `{ data, meta: { page, pagination, total } }`. */
export const pageFromIndex = async <T>(query: IndexQuery<T>, request: PageRequest): Promise<IndexPage<T>> => {
  const { page, pagination } = request;
  const params = query.params as QueryCommandInput;
  const { all: attributes, partition } = keyAttributes(params.IndexName);
  const partitionKey = partition ? partitionValue(params, partition) : undefined;
  const fingerprint = fingerprintOf(params, pagination);
  const before = (page - 1) * pagination;
  // The kept count is read beside the page's first Query, not before it; only a later page waits for it first, to
  // answer at once past the end of the list.
  const counting = query.total ? query.total() : Promise.resolve(undefined);
  counting.catch(() => undefined); // a walk that fails first leaves it unawaited: its failure is not unhandled
  const kept = before > 0 ? await counting : undefined;
  const meta = (total: number, after?: Key, taken = 0): ListMeta => ({
    page,
    pagination,
    total,
    ...(after && before + taken < total ? { next_cursor: encodeCursor({ q: fingerprint, p: page + 1, k: after }) } : {}),
  });
  // Past the end of a counted partition: nothing to walk.
  if (kept !== undefined && before >= kept) return { data: [], meta: meta(kept) };

  const walk = async (resume: Key | undefined): Promise<IndexPage<T>> => {
    let start = resume;
    if (!resume && before > 0) {
      const skipped = await skipMatches(params, before, attributes);
      if (skipped.exhausted) return { data: [], meta: meta(skipped.seen) };
      start = skipped.after;
    }
    const { items, after, exhausted, rest } = await takeMatches(params, start, pagination, attributes);
    const [total, whole] = await Promise.all([
      exhausted
        ? before + items.length
        : counting.then((counted) => counted ?? Promise.resolve(rest ?? countMatches(params, after)).then((more) => before + items.length + more)),
      query.slimIndex ? readInFull(params.TableName!, items, query.wholeKeyOf) : items,
    ]);
    return { data: query.parse(whole), meta: meta(total, after, items.length) };
  };

  const resume = decodeCursor(
    request.cursor,
    { q: fingerprint, p: page },
    attributes,
    partition && partitionKey ? { attribute: partition, value: partitionKey } : undefined,
  );
  try {
    return await walk(resume);
  } catch (error) {
    // A position DynamoDB does not accept (a forged cursor) costs the walk, never an error.
    if (resume && isRefusedStartKey(error)) return walk(undefined);
    throw error;
  }
};
