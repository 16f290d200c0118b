// A word-prefix index for the search box of the big lists (a family's forms today; tickets, orders and users
// can file theirs the same way). Without it a searched list reads its whole partition and lets DynamoDB's
// filter find the matches: every item read costs, so a family of thousands answers slowly. With it, each
// record is filed under the first letters of each word of its search text (names, e-mail, student id), in
// an entry holding what the list filters by; a search reads only the entries under its own word's letters.
//
// - A record is filed under the first 3 letters of each word, and the first 6 of each word that long (a
//   student id such as HI100005 shares its first 3 with every other id). Entries sort by the record's
//   creation, so the list's order holds, and carry the record's table key to read it in full.
// - An e-mail's domain is not filed (most addresses share a few): an address is found by what precedes its @.
// - A search is looked up under its longest word's first 6 (or 3) letters, and DynamoDB's filter then keeps
//   the entries whose search text contains the whole term and that pass the list's other filters. So it
//   finds words by their beginning ("chen" finds Chen and Cheng, "hen" does not find Chen), as people
//   search for names; a term whose words are all shorter than 3 letters reads the whole list instead.
// - The record's writer files it in the same transaction as every write of the record (`entryWrites`).
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';
import { config } from './config';
import { getTogether, writeInBatches, type TableKey } from './db';
import type { Caller } from './session';
import { TABLE_SCHEMA } from './table-schema';

const SHORT_PREFIX = 3;
const LONG_PREFIX = 6;
/**
 * The most prefixes a record is filed under: a record's search text is a few names, an e-mail and an id,
 * a dozen prefixes; the cap keeps a transaction of its entries far inside DynamoDB's 100 items.
 */
export const MAX_PREFIXES = 30;

/** The words of a search text: letters and digits in any script, lower-cased. */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// An e-mail's domain is filed under nothing: nearly every address shares a handful of domains, whose
// prefixes would each file most of a list. An address is found by the part before its @.
const withoutDomains = (text: string) => text.replace(/@\S*/g, ' ');

/** The prefixes a record with this search text is filed under. */
export const prefixesOf = (text: string): string[] => {
  const prefixes = new Set<string>();
  for (const word of wordsOf(withoutDomains(text))) {
    if (word.length >= SHORT_PREFIX) prefixes.add(word.slice(0, SHORT_PREFIX));
    if (word.length >= LONG_PREFIX) prefixes.add(word.slice(0, LONG_PREFIX));
  }
  return [...prefixes].slice(0, MAX_PREFIXES);
};

/** The prefix a search term is looked up under, or undefined for a term too short to use the index. */
export const prefixOfTerm = (term: string): string | undefined => {
  const longest = wordsOf(withoutDomains(term)).reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length >= LONG_PREFIX) return longest.slice(0, LONG_PREFIX);
  return longest.length >= SHORT_PREFIX ? longest.slice(0, SHORT_PREFIX) : undefined;
};

/** Where a list files its records: the list's name and the part of it a query reads (a form family). */
export interface SearchScope {
  list: string;
  scope: string;
}

const partitionOf = ({ list, scope }: SearchScope, prefix: string) => `search#${list}#${scope}#${prefix}`;

/** A record as its list's index files it. */
export interface Filed {
  /** Its search text (what `contains` is matched against). */
  text: string;
  /** Its place in the list: created-at and id, so that entries keep the list's order. */
  sortKey: string;
  /** Its table key, to read it in full. */
  key: { pk: string; sk: string };
  /** What the list's filters read, under the record's own attribute names. */
  attributes: Record<string, unknown>;
}

type TransactItem = NonNullable<import('@aws-sdk/lib-dynamodb').TransactWriteCommandInput['TransactItems']>[number];

/**
 * The writes that file a record as it is `after` a write and take it off what it was filed under `before`
 * (none when it is new; `after` undefined when it is deleted), for the record's own transaction.
 */
export const entryWrites = (tableName: string, where: SearchScope, before: Filed | undefined, after: Filed | undefined): TransactItem[] => {
  // A write that changes neither what the record is found by nor what its entries hold leaves them as they are.
  if (before && after && sameFiling(before, after)) return [];
  const now = new Set(after ? prefixesOf(after.text) : []);
  const puts: TransactItem[] = [...now].map((prefix) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...after!.attributes,
        searchText: after!.text,
        [TABLE_SCHEMA.partitionKey]: partitionOf(where, prefix),
        [TABLE_SCHEMA.sortKey]: after!.sortKey,
        recordPk: after!.key.pk,
        recordSk: after!.key.sk,
      },
    },
  }));
  // An entry whose prefix and place are both kept is overwritten by its put; every other one goes.
  const stale = before ? prefixesOf(before.text).filter((prefix) => !now.has(prefix) || before.sortKey !== after?.sortKey) : [];
  const deletes: TransactItem[] = stale.map((prefix) => ({
    Delete: {
      TableName: tableName,
      Key: { [TABLE_SCHEMA.partitionKey]: partitionOf(where, prefix), [TABLE_SCHEMA.sortKey]: before!.sortKey },
    },
  }));
  return [...puts, ...deletes];
};

/**
 * Puts the entries a filing wrote (its `Put`s) in batches, outside any transaction: the migrations that file the
 * records of stores from before an index, and the bench's generated college. Only while nothing else writes.
 */
export const putEntriesInBatches = (entries: readonly TransactItem[]): Promise<void> =>
  writeInBatches(
    entries.flatMap((entry) => (entry.Put ? [{ PutRequest: { Item: entry.Put.Item } }] : [])),
    { concurrency: 8 },
  );

const sameFiling = (a: Filed, b: Filed) =>
  a.text === b.text && a.sortKey === b.sortKey && JSON.stringify(a.attributes) === JSON.stringify(b.attributes);

/** The table key of the record an entry files. */
export const recordKeyOf = (entry: Record<string, unknown>): Record<string, string> => ({
  [TABLE_SCHEMA.partitionKey]: String(entry.recordPk),
  [TABLE_SCHEMA.sortKey]: String(entry.recordSk),
});

/**
 * A list's query turned into a read of the entries filed under `prefix`: its filters and order kept, its key
 * condition (and index) replaced. The names and values only the old key condition used are dropped, as
 * DynamoDB refuses unused ones.
 */
export const searchQuery = (params: Record<string, unknown>, where: SearchScope, prefix: string): QueryCommandInput => {
  const {
    IndexName: _index,
    KeyConditionExpression: _key,
    ExpressionAttributeNames,
    ExpressionAttributeValues,
    ...rest
  } = params as QueryCommandInput;
  const filter = String(rest.FilterExpression ?? '');
  const used = <T>(entries: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(entries ?? {}).filter(([placeholder]) => new RegExp(`${placeholder}(?![\\w])`).test(filter)));
  return {
    ...rest,
    KeyConditionExpression: '#searchPartition = :searchPartition',
    ExpressionAttributeNames: { ...used(ExpressionAttributeNames), '#searchPartition': TABLE_SCHEMA.partitionKey },
    ExpressionAttributeValues: { ...used(ExpressionAttributeValues), ':searchPartition': partitionOf(where, prefix) },
  };
};

// ---- The quick search's word index ----
// The command palette looks across the college, where a six-letter prefix is shared by many (every "Christ…"), so its
// own indexes (people, tickets, bookings) file each word whole: an entry per word, in the partition of its first three
// letters, sorted by the word. A look-up reads the entries whose word begins with the term's longest word
// (begins_with on the sort key), exactly those, however many share its first letters.

/** The longest a word is filed at: a longer one is found by its first WORD_MAX letters. */
const WORD_MAX = 24;
/** The most words a record is filed under (names, an e-mail's local part, a number, a subject's words). */
export const MAX_WORDS = 16;

const wordPartitionOf = ({ list, scope }: SearchScope, word: string) => `words#${list}#${scope}#${word.slice(0, SHORT_PREFIX)}`;

/** The words a record with this search text is filed under: each of three letters or more, once. */
export const filedWordsOf = (text: string): string[] =>
  [
    ...new Set(
      wordsOf(withoutDomains(text))
        .filter((w) => w.length >= SHORT_PREFIX)
        .map((w) => w.slice(0, WORD_MAX)),
    ),
  ].slice(0, MAX_WORDS);

/** The word a term is looked up by (its longest), or undefined when it has none of three letters or more. */
export const wordOfTerm = (term: string): string | undefined => {
  const longest = wordsOf(withoutDomains(term)).reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length >= SHORT_PREFIX ? longest.slice(0, WORD_MAX) : undefined;
};

/**
 * The writes that file a record in a word index as it is `after` a write and take it off what it was filed under
 * `before`. Each entry holds the whole search text (a look-up filters on it), so any change puts every word again.
 */
export const wordEntryWrites = (tableName: string, where: SearchScope, before: Filed | undefined, after: Filed | undefined): TransactItem[] => {
  if (before && after && sameFiling(before, after)) return [];
  const entryKey = (filed: Filed, word: string) => ({
    [TABLE_SCHEMA.partitionKey]: wordPartitionOf(where, word),
    [TABLE_SCHEMA.sortKey]: `${word}#${filed.sortKey}`,
  });
  const words = after ? filedWordsOf(after.text) : [];
  const puts: TransactItem[] = words.map((word) => ({
    Put: {
      TableName: tableName,
      Item: { ...after!.attributes, searchText: after!.text, ...entryKey(after!, word), recordPk: after!.key.pk, recordSk: after!.key.sk },
    },
  }));
  // An entry whose word and place are both kept is overwritten by its put; every other one goes.
  const stale = before ? filedWordsOf(before.text).filter((word) => !words.includes(word) || before.sortKey !== after?.sortKey) : [];
  const deletes: TransactItem[] = stale.map((word) => ({ Delete: { TableName: tableName, Key: entryKey(before!, word) } }));
  return [...puts, ...deletes];
};

/** The most entries one look-up reads: what a quick search (the command palette) costs per index it asks. */
export const LOOK_UP_READS = 25;

type Only = { attribute: string; values: readonly string[] };

const onlyFilter = (only: Only | undefined) => {
  const values = only?.values.slice(0, 50) ?? [];
  return {
    expression: only ? [`#only IN (${values.map((_, i) => `:only${i}`).join(', ')})`] : [],
    names: (only ? { '#only': only.attribute } : {}) as Record<string, string>,
    values: Object.fromEntries(values.map((value, i) => [`:only${i}`, value])),
  };
};

/** A record a look-up found: its table key, and its entry's place in the index (a form's: when it was started). */
export interface Found {
  key: TableKey;
  place: string;
}

/**
 * The most pages of LOOK_UP_READS entries one look-up reads. DynamoDB counts its Limit before the filter (the whole
 * term, a department), so a common word (a hundred "Nguyen"s) whose whole term is rarer ("Minh Nguyen") is read on,
 * a page at a time, until enough are found: at most this many pages, whatever the size of the list.
 */
export const LOOK_UP_PAGES = 4;

const keysFound = async (input: Omit<QueryCommandInput, 'TableName' | 'ProjectionExpression' | 'Limit'>, limit: number): Promise<Found[]> => {
  const found: Found[] = [];
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < LOOK_UP_PAGES && found.length < limit; page++) {
    const { Items = [], LastEvaluatedKey } = await dynamo.send(
      new QueryCommand({
        ...input,
        TableName: config.tableName,
        ProjectionExpression: 'recordPk, recordSk, #place',
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#place': TABLE_SCHEMA.sortKey },
        Limit: LOOK_UP_READS,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...Items.map((entry) => ({ key: recordKeyOf(entry) as unknown as TableKey, place: String(entry[TABLE_SCHEMA.sortKey]) })));
    if (!LastEvaluatedKey) break;
    start = LastEvaluatedKey;
  }
  return found.slice(0, limit);
};

/**
 * The records filed in a word index whose search text contains the whole of `term`, read from the entries of the
 * words that begin with the term's longest word: at most `limit`, from at most LOOK_UP_PAGES reads of LOOK_UP_READS
 * entries, so its cost is those pages whatever the size of the list. In the order of the word, then of the record's
 * place (`newestFirst` reverses both: a ticket's or a booking's place is its time). `only` narrows them by an
 * attribute of their entries (a department's tickets). None for a term with no word of three letters or more.
 */
export const lookUpWords = async (
  where: SearchScope,
  term: string,
  { limit, only, newestFirst = false }: { limit: number; only?: Only; newestFirst?: boolean },
): Promise<Found[]> => {
  const word = wordOfTerm(term);
  if (!word || only?.values.length === 0) return [];
  const narrowed = onlyFilter(only);
  return keysFound(
    {
      KeyConditionExpression: '#partition = :partition AND begins_with(#sort, :word)',
      FilterExpression: ['contains(#text, :term)', ...narrowed.expression].join(' AND '),
      ExpressionAttributeNames: { '#partition': TABLE_SCHEMA.partitionKey, '#sort': TABLE_SCHEMA.sortKey, '#text': 'searchText', ...narrowed.names },
      ExpressionAttributeValues: { ':partition': wordPartitionOf(where, word), ':word': word, ':term': term.toLowerCase(), ...narrowed.values },
      ScanIndexForward: !newestFirst,
    },
    limit,
  );
};

/**
 * The same from a list's prefix index (a form family's, filed for its search box): the newest entries filed under the
 * term's first letters whose text contains the term, from at most LOOK_UP_PAGES reads. A rare word under a common
 * prefix may lie past them; the family's own list, which pages through all of them, finds it.
 */
export const lookUpPrefixed = async (where: SearchScope, term: string, { limit }: { limit: number }): Promise<Found[]> => {
  const prefix = prefixOfTerm(term);
  if (!prefix) return [];
  return keysFound(
    {
      KeyConditionExpression: '#partition = :partition',
      FilterExpression: 'contains(#text, :term)',
      ExpressionAttributeNames: { '#partition': TABLE_SCHEMA.partitionKey, '#text': 'searchText' },
      ExpressionAttributeValues: { ':partition': partitionOf(where, prefix), ':term': term.toLowerCase() },
      ScanIndexForward: false,
    },
    limit,
  );
};

// ---- One quick search across the kinds of record ----

/** What one kind of record brings to the quick search: whether the caller searches it, where, and how its hits read. */
export interface SearchPart<Hit> {
  searches: (caller: Caller) => boolean;
  /** The keys of the records to read: a look-up of the term, and the record whose id the term is (`id`). */
  find: (caller: Caller, term: string, id: string | undefined) => Promise<TableKey[]>;
  /** The hits of the records read, in the keys' order: those the caller may not see are left out. */
  hits: (caller: Caller, items: Record<string, unknown>[]) => Hit[] | Promise<Hit[]>;
}

/**
 * Runs a quick search over the parts the caller searches: their look-ups at once, then one read of every record they
 * found (a BatchGetItem), each part handed its own.
 */
export const searchAcross = async <Hit>(parts: readonly SearchPart<Hit>[], caller: Caller, term: string, id: string | undefined): Promise<Hit[]> => {
  const searched = parts.filter((part) => part.searches(caller));
  const keys = await Promise.all(searched.map((part) => part.find(caller, term, id)));
  // getTogether answers in the order of the keys: each part's records are its own run of them.
  const items = await getTogether(keys.flat());
  let offset = 0;
  const hits = await Promise.all(
    searched.map((part, i) => {
      const own = items.slice(offset, (offset += keys[i]!.length)).flatMap((item) => (item ? [item] : []));
      return part.hits(caller, own);
    }),
  );
  return hits.flat();
};
