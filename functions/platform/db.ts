// The one table's helpers every store uses: table keys and their fast builder, reads and writes of many items in
// one round trip, TTL times, and conditional writes. Each domain keeps its own entities (ElectroDB) beside its logic.
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { Entity, EntityItem } from 'electrodb';
import { dynamo, readBatch } from './clients';
import { config } from './config';

const table = config.tableName;

/** A key of the table: every entity keys its items by `pk` and `sk`. */
export interface TableKey {
  pk: string;
  sk: string;
}

type KeyedGet = { params: () => { Key?: unknown } };

/** The table key of one item, from the entity's get: `keyOf(UserEntity.get({ id }))`. */
export const keyOf = (get: KeyedGet): TableKey => get.params().Key as TableKey;

const placeholder = (position: number) => `zz${position}placeholder${position}zz`;

/**
 * The key builder of an entity keyed by one value or a few, for the reads every request makes: ElectroDB's own key
 * for placeholders, with the values put in their places (lower-cased, as ElectroDB keys are). Building a key through
 * ElectroDB costs about 40 µs each time; this costs next to nothing.
 */
export const keyMaker = <Values extends string[]>(get: (...values: Values) => KeyedGet): ((...values: Values) => TableKey) => {
  const places = Array.from({ length: get.length }, (_, position) => placeholder(position));
  const { pk, sk } = keyOf(get(...(places as Values)));
  const fill = (template: string, values: Values) =>
    places.reduce((key, place, position) => key.replace(place, values[position]!.toLowerCase()), template);
  return (...values) => ({ pk: fill(pk, values), sk: fill(sk, values) });
};

interface AttributeShape {
  type?: unknown;
  field?: string;
  get?: unknown;
  hidden?: boolean;
  /** A map's attributes. */
  properties?: Record<string, AttributeShape>;
  /** A list's item: an attribute of its own. */
  items?: unknown;
}

type Read = (stored: unknown) => unknown;
type ReadObject = (stored: Record<string, unknown>) => Record<string, unknown>;

const AS_STORED: Read = (stored) => stored;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How one attribute reads as ElectroDB's parse reads it, without ElectroDB: as stored, or a map with only the
 * properties it declares (ElectroDB drops the others), or a list of such maps. Undefined where only ElectroDB
 * knows: a getter, a hidden attribute, a set (stored as a DynamoDB set, read as an array), a map without declared
 * properties or with a property stored under another field name.
 */
const readerOf = (shape: AttributeShape): Read | undefined => {
  if (shape.get !== undefined || shape.hidden || shape.type === 'set') return undefined;
  if (shape.type === 'map') {
    if (!shape.properties || Object.values(shape.properties).some((p) => p.field !== undefined)) return undefined;
    const read = objectReader(shape.properties);
    return read && ((stored) => (isObject(stored) ? read(stored) : stored));
  }
  if (shape.type === 'list' && isObject(shape.items)) {
    const read = readerOf(shape.items);
    if (read === AS_STORED || !read) return read;
    return (stored) => (Array.isArray(stored) ? stored.map(read) : stored);
  }
  return AS_STORED;
};

/** Reads an object of `attributes` from its stored fields, or undefined when one attribute needs ElectroDB. */
const objectReader = (attributes: Record<string, AttributeShape>): ReadObject | undefined => {
  const readers: [name: string, field: string, read: Read][] = [];
  for (const [name, shape] of Object.entries(attributes)) {
    const read = readerOf(shape);
    if (!read) return undefined;
    readers.push([name, shape.field ?? name, read]);
  }
  return (stored) => {
    const parsed: Record<string, unknown> = {};
    for (const [name, field, read] of readers) {
      const value = stored[field];
      if (value !== undefined) parsed[name] = read === AS_STORED ? value : read(value);
    }
    return parsed;
  };
};

/**
 * An entity's item parse for the reads requests make (the session, a record, a page of a list). ElectroDB's own
 * parse walks each attribute through its field names and getters, about 30 µs an item; an entity whose attributes
 * read as they are stored (`readerOf`) is read by copying them, which is all ElectroDB would do. Any other entity,
 * and an item of another entity or version, goes through ElectroDB's parse.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, as ElectroDB's own helper types take it
export const quickParser = <E extends Entity<any, any, any, any>>(
  entity: E,
): ((item: Record<string, unknown> | null | undefined) => EntityItem<E> | undefined) => {
  type T = EntityItem<E>;
  const elaborate = (item: Record<string, unknown>): T | undefined => (entity.parse({ Item: item }).data as T | null) ?? undefined;
  const { model, attributes } = entity.schema as unknown as {
    model: { entity: string; version: string };
    attributes: Record<string, AttributeShape>;
  };
  const read = objectReader(attributes);
  if (!read) return (item) => (item ? elaborate(item) : undefined);
  return (item) => {
    if (!item) return undefined;
    if (item.__edb_e__ !== model.entity || item.__edb_v__ !== model.version) return elaborate(item);
    return read(item) as T;
  };
};

/** A page's items parsed as `entity.parse({ Items })` parses them (an item of another entity left out), by `quickParser`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity, as ElectroDB's own helper types take it
export const quickListParser = <E extends Entity<any, any, any, any>>(entity: E): ((items: Record<string, unknown>[]) => EntityItem<E>[]) => {
  const parse = quickParser(entity);
  return (items) => items.flatMap((item) => parse(item) ?? []);
};

/** True when an entity's attributes read as they are stored, so `quickParser` copies them. */
export const canCopy = (attributes: Record<string, AttributeShape>): boolean => objectReader(attributes) !== undefined;

// Keys DynamoDB leaves unprocessed (throttling) are asked again after a short, growing pause.
const BATCH_ATTEMPTS = 5;
const batchPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10 * (0.5 + Math.random())));

// DynamoDB reads at most 100 keys in one BatchGetItem.
const BATCH_READ = 100;

/** A table key as text, to match an item read back to the key asked for. */
const keyText = (k: object): string => {
  const { pk, sk } = k as Record<string, unknown>;
  return `${String(pk)}\u0000${String(sk)}`;
};

/**
 * Reads items of any entities in one round trip (BatchGetItem; a hundred keys a call when more are asked), strongly
 * consistent, in the order of `keys` (undefined where there is none). Parse each with its entity's `parse({ Item })`.
 */
export const getTogether = async (keys: readonly TableKey[]): Promise<(Record<string, unknown> | undefined)[]> => {
  if (keys.length === 0) return [];
  const found = new Map<string, Record<string, unknown>>();
  // BatchGetItem refuses a key asked twice (a user reading their own account beside their session).
  const distinct = [...new Map(keys.map((k) => [keyText(k), k])).values()];
  for (let from = 0; from < distinct.length; from += BATCH_READ) {
    let pending: readonly TableKey[] = distinct.slice(from, from + BATCH_READ);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === BATCH_ATTEMPTS) throw new Error(`DynamoDB left ${pending.length} keys unread after ${BATCH_ATTEMPTS} attempts`);
      if (attempt > 0) await batchPause(attempt);
      const Keys = pending.map((k) => marshall(k));
      const out = await readBatch({ RequestItems: { [table]: { Keys, ConsistentRead: true } } });
      for (const stored of out.Responses?.[table] ?? []) {
        const item = unmarshall(stored);
        found.set(keyText(item), item);
      }
      pending = (out.UnprocessedKeys?.[table]?.Keys ?? []).map((k) => unmarshall(k) as TableKey);
    }
  }
  return keys.map((k) => found.get(keyText(k)));
};

// DynamoDB writes at most 25 items in one BatchWriteItem.
const BATCH_WRITE = 25;

/**
 * Puts and deletes items in batches, outside any transaction, `concurrency` batches at a time: for migrations
 * and generated data, while nothing else writes.
 */
export const writeInBatches = async (
  requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string],
  { concurrency = 1 } = {},
): Promise<void> => {
  let next = 0;
  const writer = async () => {
    while (next < requests.length) {
      let batch = requests.slice(next, (next += BATCH_WRITE));
      // What DynamoDB leaves unprocessed (throttling) is sent again.
      for (let attempt = 0; batch.length; attempt++) {
        if (attempt > 0) await batchPause(Math.min(attempt, BATCH_ATTEMPTS));
        const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: batch } }));
        batch = UnprocessedItems?.[table] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, writer));
};

/** Epoch seconds `seconds` from now, for TTL attributes. */
export const expiresIn = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;

/** True when a TTL attribute is in the past (DynamoDB deletes expired items late, so reads must check). */
export const isExpired = (expiresAt: number): boolean => expiresAt <= Math.floor(Date.now() / 1000);

/** True when a write failed on its condition (also inside a transaction). */
export const isConditionFailure = (error: unknown): boolean => {
  const text = String((error as Error)?.message ?? '') + String((error as { cause?: Error })?.cause?.name ?? '');
  return /ConditionalCheckFailed|conditional request failed|TransactionCanceled/i.test(text);
};

/** Runs a conditional write: true when it was written, false when its condition refused it. */
export const writtenIfAllowed = (write: Promise<unknown>): Promise<boolean> =>
  write.then(
    () => true,
    (error: unknown) => (isConditionFailure(error) ? false : Promise.reject(error)),
  );

type PutOperation = { params: () => { Item?: unknown } };

/**
 * Writes items whole again, each through its entity's put (`rewriteWhole(items.map((item) => Entity.put(item)))`), so
 * every index key is rebuilt from today's model: a migration that gives records a new index. In batches, outside any
 * transaction: while nothing else writes.
 */
export const rewriteWhole = (puts: readonly PutOperation[]): Promise<void> =>
  writeInBatches(puts.map((put) => ({ PutRequest: { Item: put.params().Item as Record<string, unknown> } })));
