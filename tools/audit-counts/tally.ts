// One pass over the table, summed: the value each kept count holds, and what the rules count for it from the records.
// Only counts are held, never records, so the memory it takes grows with the number of counts, whatever the college's size.
import type { CountOnRecord, CountRules, RecordRule, ScopesCounted } from './rules';
import { ENTITY_ATTRIBUTE, entityOf, numberOf, tableKeyOf, text, type StoredRecord } from './stored-record';

/** Where a kept count is stored: a list count (`listCount` item) by list and scope, or an attribute of a record. */
export type CountStore = { list: string; scope: string } | { record: { pk: string; sk: string }; attribute: string };

/** A kept count, named as the audit names it. */
export interface CountRef {
  counter: string;
  key: string;
  stored: CountStore;
}

/** A kept count whose value is not what its records make it. */
export interface Difference extends CountRef {
  kept: number;
  counted: number;
}

/** The list counts kept in lists (or scopes) no rule counts: new counts the audit does not know yet. */
export interface UnauditedList {
  list: string;
  counts: number;
}

const LIST_COUNT = 'listCount';

/**
 * A count's identity. ElectroDB lower-cases the keys it builds, so two scopes that differ only in case are one item
 * (a team named "Admissions" and "admissions"): they are one count here too.
 */
const identity = (counter: string, key: string) => `${counter}\n${key}`.toLowerCase();

interface Kept extends CountRef {
  value: number;
}

export class CountTally {
  private readonly kept = new Map<string, Kept>();
  private readonly counted = new Map<string, { counter: string; key: string; value: number }>();
  private readonly unaudited = new Map<string, number>();
  private readonly lists = new Map<string, ScopesCounted>();
  private readonly recordRules = new Map<string, RecordRule[]>();
  private readonly countsOnRecords = new Map<string, CountOnRecord[]>();
  /** The counts kept on records, by name: what the rules count for them is compared only where a record keeps it. */
  private readonly recordCounters = new Set<string>();
  /** How many items were added. */
  items = 0;

  constructor(rules: readonly CountRules[]) {
    for (const { lists, records, countsOnRecords = [] } of rules) {
      for (const [list, scopes] of Object.entries(lists)) this.lists.set(list.toLowerCase(), scopes);
      for (const rule of records) this.recordRules.set(rule.entity, [...(this.recordRules.get(rule.entity) ?? []), rule]);
      for (const count of countsOnRecords) {
        this.countsOnRecords.set(count.entity, [...(this.countsOnRecords.get(count.entity) ?? []), count]);
        this.recordCounters.add(count.counter);
      }
    }
  }

  /** The attributes the rules read: what a scan needs of each item. */
  static attributesRead(rules: readonly CountRules[]): string[] {
    const read = rules.flatMap(({ records, countsOnRecords = [] }) => [...records, ...countsOnRecords].flatMap((rule) => rule.reads));
    const counts = rules.flatMap(({ countsOnRecords = [] }) => countsOnRecords.map((count) => count.attribute));
    return [...new Set(['pk', 'sk', ENTITY_ATTRIBUTE, 'list', 'scope', 'count', ...read, ...counts])];
  }

  add(record: StoredRecord): void {
    this.items += 1;
    const entity = entityOf(record);
    if (entity === LIST_COUNT) this.keepListCount(record);
    for (const count of this.countsOnRecords.get(entity) ?? []) {
      const key = count.keyOf(record);
      const stored = { record: tableKeyOf(record), attribute: count.attribute };
      this.kept.set(identity(count.counter, key), { counter: count.counter, key, stored, value: numberOf(record, count.attribute) ?? 0 });
    }
    for (const rule of this.recordRules.get(entity) ?? []) {
      for (const { counter, key, by } of rule.countsOf(record)) {
        const id = identity(counter, key);
        const sum = this.counted.get(id);
        if (sum) sum.value += by;
        else this.counted.set(id, { counter, key, value: by });
      }
    }
  }

  private keepListCount(item: StoredRecord): void {
    const [list, scope] = [text(item, 'list'), text(item, 'scope')];
    if (this.lists.get(list.toLowerCase())?.(scope)) {
      this.kept.set(identity(list, scope), { counter: list, key: scope, stored: { list, scope }, value: numberOf(item, 'count') ?? 0 });
    } else {
      this.unaudited.set(list, (this.unaudited.get(list) ?? 0) + 1);
    }
  }

  /** What the records make one count (0 when none counts in it). */
  countedFor(ref: Pick<CountRef, 'counter' | 'key'>): number {
    return this.counted.get(identity(ref.counter, ref.key))?.value ?? 0;
  }

  /** How many kept counts are compared: every one kept, and every list count the records make that none keeps yet. */
  get compared(): number {
    return this.kept.size + [...this.counted.entries()].filter(([id, { counter }]) => !this.kept.has(id) && !this.recordCounters.has(counter)).length;
  }

  /**
   * The counts whose kept value differs from what their records make. A list count no item keeps holds 0 (a count is
   * made by its first move); a count kept on a record is compared only where that record is.
   */
  differences(): Difference[] {
    const found: Difference[] = [];
    for (const [id, kept] of this.kept) {
      const counted = this.counted.get(id)?.value ?? 0;
      if (counted !== kept.value) found.push({ counter: kept.counter, key: kept.key, stored: kept.stored, kept: kept.value, counted });
    }
    for (const [id, { counter, key, value }] of this.counted) {
      if (this.kept.has(id) || this.recordCounters.has(counter) || value === 0) continue;
      found.push({ counter, key, stored: { list: counter, scope: key }, kept: 0, counted: value });
    }
    return found;
  }

  unauditedLists(): UnauditedList[] {
    return [...this.unaudited].map(([list, counts]) => ({ list, counts }));
  }
}
