// How many records each large list holds per partition (all users, the users of one role, ...), so a
// list answers its `total` with one read instead of counting tens of thousands of items. The writer of
// the records moves the count in the same transaction as the record, so it is exact.
import { Entity, type TransactWriteEntity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';
import { keyMaker, quickParser, type TableKey } from './db';

const model = () =>
  new Entity(
    {
      model: { entity: 'listCount', version: '1', service: 'portal' },
      attributes: {
        /** Which list, e.g. `users`. */
        list: { type: 'string', required: true },
        /** Which partition of it, e.g. `all` or `role:<id>`. */
        scope: { type: 'string', required: true },
        count: { type: 'number', required: true, default: 0 },
      },
      indexes: { byScope: { pk: { field: 'pk', composite: ['list', 'scope'] }, sk: { field: 'sk', composite: [] } } },
    },
    { table: config.tableName, client: dynamo },
  );

/** The count item's model; each ElectroDB Service whose transactions move counts makes its own entity from it. */
export const listCountEntity = model;

const ListCountEntity = model();

/** The count entity as a Service's transaction callback hands it over. */
export type ListCounts = ReturnType<typeof model> extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

/** The number of records in one partition of a list (0 before the first). */
export const countOf = async (list: string, scope: string): Promise<number> =>
  (await ListCountEntity.get({ list, scope }).go({ consistent: true })).data?.count ?? 0;

/** The counts of several partitions of one list, by scope. */
export const countsOf = async (list: string, scopes: string[]): Promise<Map<string, number>> => {
  const count = await readCounts(scopes.map((scope) => ({ list, scope })));
  return new Map(scopes.map((scope) => [scope, count(list, scope)]));
};

/** The table key of one count, to read beside the session (a route's read-ahead). */
export const countItemKey: (list: string, scope: string) => TableKey = keyMaker((list: string, scope: string) =>
  ListCountEntity.get({ list, scope }),
);

/** The count held in an item read by `countItemKey` (0 for a count never moved). */
const countIn = quickParser(ListCountEntity);
export const countInItem = (item: Record<string, unknown> | undefined): number => countIn(item)?.count ?? 0;

/** One kept count: a list and a partition of it. */
export interface CountKey {
  list: string;
  scope: string;
}

/** A count read from a batch (`readCounts`): 0 for one never moved. */
export type Count = (list: string, scope: string) => number;

/** A figure made of kept counts (a dashboard part): the counts it needs, and what they make once read in one batch. */
export interface Counted<T> {
  keys: CountKey[];
  build: (count: Count) => T;
}

/** Reads many counts of any lists in one batch (0 for a count never moved); `count(list, scope)` answers each. */
export const readCounts = async (keys: readonly CountKey[]): Promise<Count> => {
  const unique = [...new Map(keys.map((k) => [`${k.list}\n${k.scope}`, k])).values()];
  const { data } = unique.length ? await ListCountEntity.get(unique).go({ consistent: true }) : { data: [] };
  const found = new Map(data.map((d) => [`${d.list}\n${d.scope}`, d.count]));
  return (list, scope) => found.get(`${list}\n${scope}`) ?? 0;
};

/**
 * Counts read by key beside other items (`read`: a read-ahead's `items`, which rides in the session's BatchGetItem):
 * asked for at once, before any await, as a read-ahead must.
 */
export const readCountsBeside = async (
  keys: readonly CountKey[],
  read: (keys: readonly TableKey[]) => Promise<(Record<string, unknown> | undefined)[]>,
): Promise<Count> => {
  const items = await read(keys.map((k) => countItemKey(k.list, k.scope)));
  const found = new Map(keys.map((k, i) => [`${k.list}\n${k.scope}`, countInItem(items[i])]));
  return (list, scope) => found.get(`${list}\n${scope}`) ?? 0;
};

/** A list's kept count read beside the caller's session, for the scope its query names (none: nothing read). */
export type CountAhead = Promise<{ scope: string; count: number } | undefined>;

/**
 * A list route's read-ahead of its kept count (`total`): the scope its query names, read in the session's batch before
 * the caller is known (`read`: the read-ahead's `items`). Which list the caller gets is decided after; `keptCount`
 * answers from this read when it is that list's scope.
 */
export const countAhead = (
  list: string,
  scope: string | undefined,
  read: (keys: readonly TableKey[]) => Promise<(Record<string, unknown> | undefined)[]>,
): CountAhead =>
  scope === undefined
    ? Promise.resolve(undefined)
    : readCountsBeside([{ list, scope }], read).then((count) => ({ scope, count: count(list, scope) }));

/** A list's total from its kept count: as read ahead when that was its scope, else read now. */
export const keptCount = (ahead: CountAhead | undefined, list: string, scope: string) => async (): Promise<number> => {
  const read = await ahead;
  return read?.scope === scope ? read.count : countOf(list, scope);
};

/**
 * The transaction item that moves one partition's count by `delta`. With `atLeast`, the transaction fails
 * unless the count stays at least that: "the last Superadmin stays" without a race.
 */
export const moveCount = (counts: ListCounts, list: string, scope: string, delta: number, atLeast?: number) => {
  const update = counts.update({ list, scope }).add({ count: delta });
  return (atLeast === undefined ? update : update.where((a, { gte }) => gte(a.count, atLeast - delta))).commit();
};

/**
 * The transaction item that raises one partition's count by `delta`, failing the transaction when that would take it
 * past `atMost`: "at most five open chats each" without a race.
 */
export const raiseCountUpTo = (counts: ListCounts, list: string, scope: string, delta: number, atMost: number) =>
  counts
    .update({ list, scope })
    .add({ count: delta })
    .where((a, { lte, notExists }) => `${notExists(a.count)} OR ${lte(a.count, atMost - delta)}`)
    .commit();

/** Sets the counts of a list's partitions outright (a migration that counted them while nothing else wrote). */
export const setCounts = async (list: string, counts: Map<string, number>): Promise<void> => {
  if (counts.size === 0) return;
  await ListCountEntity.put([...counts].map(([scope, count]) => ({ list, scope, count }))).go();
};
