// How the audit knows what a kept count should hold: each domain's counts written out as rules over its stored records
// (rules/<domain>.ts). A rule says what one record adds to which counts, as the domain's writer moves them in the
// record's own transaction; summed over every record, that is what each count should hold.
import type { StoredRecord } from './stored-record';

/** One kept count a record is in, and by how much: 1 for a record counted, its seats or cents for a sum. */
export interface CountedIn {
  /** The list of a list count (`tickets`), or a record's count (`shortCourseSession.seatsTaken`). */
  counter: string;
  /** The list count's scope, or the id of the record holding the count. */
  key: string;
  by: number;
}

/** What the records of one entity add to the kept counts. */
export interface RecordRule {
  /** The entity whose records it counts (ElectroDB's name of it). */
  entity: string;
  /** The attributes it reads: the scan asks for these alone. */
  reads: readonly string[];
  countsOf: (record: StoredRecord) => CountedIn[];
}

/**
 * A count kept on a record of its own (a session's seats taken) rather than as a list count. It is audited on every
 * such record there is; what the rules count for a record that no longer exists has nowhere to be kept.
 */
export interface CountOnRecord {
  entity: string;
  /** The attribute holding the count. */
  attribute: string;
  /** How the audit names it: `<entity>.<attribute>`. */
  counter: string;
  /** The key the rules count it under, from the record holding it. */
  keyOf: (record: StoredRecord) => string;
  /** The attributes `keyOf` reads. */
  reads: readonly string[];
}

/** The scopes of a list that the rules count (a list may hold scopes another part of the portal keeps). */
export type ScopesCounted = (scope: string) => boolean;

/** One domain's kept counts. */
export interface CountRules {
  /** The list counts whose scopes the rules count, by list (`listCount` items). */
  lists: Readonly<Record<string, ScopesCounted>>;
  records: readonly RecordRule[];
  countsOnRecords?: readonly CountOnRecord[];
}

/** Every scope of a list. */
export const everyScope: ScopesCounted = () => true;

/** The scopes equal to one of `names` or beginning with one of `prefixes`. */
export const scopesNamed =
  (names: readonly string[], prefixes: readonly string[]): ScopesCounted =>
  (scope) =>
    names.includes(scope) || prefixes.some((prefix) => scope.startsWith(prefix));

/** One record counted once in each of these scopes of a list. */
export const onceIn = (list: string, scopes: readonly string[]): CountedIn[] => scopes.map((key) => ({ counter: list, key, by: 1 }));
