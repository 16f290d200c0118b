// `auditCounts`: every kept count recounted from the records themselves (docs/runbook.md, "Kept counts"). The portal
// keeps counts so that a request costs what it returns, never what the college holds (a list's total, a board
// column, the dashboards' figures, a session's seats); each count is moved in the transaction of the record it counts,
// so it cannot drift unless something wrote records behind the writers' backs: an import, a restore written back, a
// hand edit, a bug. This reads the whole table (an offline audit, never a request's path), sums what each count should
// hold, and names every count that holds something else; `repair` sets each to what its records make.
import { confirmDrifts, type Look } from './confirm';
import type { CountRules } from './rules';
import { chatCounts } from './rules/chat';
import { formCounts } from './rules/forms';
import { shortCourseCounts } from './rules/short-courses';
import { ticketCounts } from './rules/tickets';
import { trendCounts } from './rules/trends';
import { userCounts } from './rules/users';
import { CountTally, type CountStore, type Difference, type UnauditedList } from './tally';

/** Every domain's kept counts. */
export const COUNT_RULES: readonly CountRules[] = [userCounts, formCounts, ticketCounts, shortCourseCounts, chatCounts, trendCounts];

/** What a repair did: set the count, or why it did not. */
export type RepairOutcome = { repaired: true } | { repaired: false; reason: string };

/** A kept count that holds something other than what its records make. */
export interface CountDrift {
  /** The list of a list count (`tickets`), or a count kept on a record (`shortCourseSession.seatsTaken`). */
  counter: string;
  /** The list count's scope (`department:<role id>:open`), or the key of the record keeping it (a session's id). */
  key: string;
  /** What the count holds. */
  kept: number;
  /** What its records make it. */
  counted: number;
  /** Where it is stored, to repair it. */
  stored: CountStore;
  /** Set when the audit repaired, or tried to. */
  repair?: RepairOutcome;
}

/** A count that seemed to drift but moved while the audit looked again: the portal was writing it. */
export type UnsettledCount = Pick<CountDrift, 'counter' | 'key'>;

export interface CountAudit {
  /** The table audited. */
  table: string;
  drifts: CountDrift[];
  /** Counts the audit could not judge, as they kept moving: audit again when the portal is quieter. */
  unsettled: UnsettledCount[];
  /** Lists of kept counts no rule counts (a count added since this audit's rules were written). */
  unaudited: UnauditedList[];
  /** How many kept counts were compared with their records. */
  compared: number;
  /** How many items of the table were read. */
  items: number;
}

type Store = typeof import('./store');

/** One pass over the whole table: every item read a page at a time, only its counts held. */
const tallyOf = async (store: Store): Promise<CountTally> => {
  const tally = new CountTally(COUNT_RULES);
  for await (const page of store.storedPages(CountTally.attributesRead(COUNT_RULES))) for (const record of page) tally.add(record);
  return tally;
};

/** A look at the suspects (confirm.ts): each one's count read, every record counted anew, its count read again. */
const lookAgain = async (store: Store, suspects: readonly Difference[]): Promise<Look> => {
  const stores = suspects.map((suspect) => suspect.stored);
  const before = await store.keptNow(stores);
  const tally = await tallyOf(store);
  const after = await store.keptNow(stores);
  return { before, after, counted: (suspect) => tally.countedFor(suspect) };
};

/**
 * Sets each drifted count to what its records make, on the condition that it still holds what the audit read: a count
 * moved since is left as it is, with the reason. Answers the drifts with what became of each.
 */
export const repairDrifts = async (drifts: readonly CountDrift[]): Promise<CountDrift[]> => {
  const { setCount } = await import('./repair');
  const repaired: CountDrift[] = [];
  for (const drift of drifts) {
    let repair: RepairOutcome;
    try {
      repair = (await setCount(drift.stored, drift.kept, drift.counted))
        ? { repaired: true }
        : { repaired: false, reason: 'it moved since the audit read it (audit again)' };
    } catch (error) {
      repair = { repaired: false, reason: error instanceof Error ? error.message : String(error) };
    }
    repaired.push({ ...drift, repair });
  }
  return repaired;
};

/** Recounts every kept count from the records; with `repair`, sets each drifted one to its records' count. */
export const auditCounts = async ({ repair = false }: { repair?: boolean } = {}): Promise<CountAudit> => {
  const store = await import('./store');
  const first = await tallyOf(store);
  const { drifts, unsettled } = await confirmDrifts(first.differences(), (suspects) => lookAgain(store, suspects));
  return {
    table: store.tableName(),
    drifts: repair ? await repairDrifts(drifts) : drifts,
    unsettled: unsettled.map(({ counter, key }) => ({ counter, key })),
    unaudited: first.unauditedLists(),
    compared: first.compared,
    items: first.items,
  };
};
