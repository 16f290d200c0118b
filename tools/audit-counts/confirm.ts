// Whether a difference one pass over the table saw is drift. A pass reads a count and the records it counts at
// different moments, so a write between them (a chat taken after its team's count was read, before the chat was) looks
// like drift; on a busy portal many do. So each difference is looked at again, as often as it takes to judge it: its
// count read, every record counted anew, its count read once more. A count that held still meanwhile was most likely
// moved by no write, so the records it counts did not change either and the new count is exact; one that moved is
// looked at again. A count moved and moved back while it was looked at (a chat opened and taken) can still look drifted
// once, so a drift is taken as found only when two looks agree on it.
import type { KeptNow } from './store';
import type { Difference } from './tally';

/** One look at the suspects: each one's kept value read before and after every record was counted anew. */
export interface Look {
  before: readonly KeptNow[];
  after: readonly KeptNow[];
  counted: (suspect: Difference) => number;
}

const AGREEING_LOOKS = 2;
const MOST_LOOKS = 3;

interface Pending {
  suspect: Difference;
  /** What the last look found it to be, when it held still. */
  seen?: { kept: number; counted: number };
  agreeing: number;
}

/** The drifts among the suspects, with what they hold and make, and the suspects that kept moving: left unjudged. */
export const confirmDrifts = async (
  suspects: readonly Difference[],
  look: (suspects: readonly Difference[]) => Promise<Look>,
): Promise<{ drifts: Difference[]; unsettled: Difference[] }> => {
  const drifts: Difference[] = [];
  let pending: Pending[] = suspects.map((suspect) => ({ suspect, agreeing: 0 }));
  for (let looks = 0; looks < MOST_LOOKS && pending.length > 0; looks++) {
    const { before, after, counted } = await look(pending.map((p) => p.suspect));
    pending = pending.flatMap((p, i): Pending[] => {
      const kept = after[i]!;
      if (before[i] !== kept) return [{ suspect: p.suspect, agreeing: 0 }];
      // Its record was deleted meanwhile, and the count with it.
      if (kept === 'gone') return [];
      const seen = { kept, counted: counted(p.suspect) };
      if (seen.kept === seen.counted) return [];
      const agreeing = p.seen?.kept === seen.kept && p.seen.counted === seen.counted ? p.agreeing + 1 : 1;
      if (agreeing < AGREEING_LOOKS) return [{ suspect: p.suspect, seen, agreeing }];
      drifts.push({ ...p.suspect, ...seen });
      return [];
    });
  }
  return { drifts, unsettled: pending.map((p) => p.suspect) };
};
