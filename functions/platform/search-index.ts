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
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
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
