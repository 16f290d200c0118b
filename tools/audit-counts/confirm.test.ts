// Judging what one pass saw (confirm.ts): a write the pass met halfway is no drift, a drift is taken as found once two
// looks agree on it, and a count that keeps moving is left unjudged.
import { describe, expect, it } from 'vitest';
import { confirmDrifts, type Look } from './confirm';
import type { Difference } from './tally';

const suspect = (key: string): Difference => ({ counter: 'tickets', key, stored: { list: 'tickets', scope: key }, kept: 4, counted: 5 });

/** Looks that find, one after another, these kept values (before, after) and counts for the one suspect. */
const looksFinding = (...found: { before: number; after: number; counted: number }[]) => {
  let next = 0;
  const look = async (): Promise<Look> => {
    const { before, after, counted } = found[Math.min(next++, found.length - 1)]!;
    return { before: [before], after: [after], counted: () => counted };
  };
  return { look, taken: () => next };
};

describe('confirmDrifts', () => {
  it('drops a difference that a second look finds settled (a write the first pass met halfway)', async () => {
    // Prepare
    const looks = looksFinding({ before: 5, after: 5, counted: 5 });
    // Act
    const judged = await confirmDrifts([suspect('status:open')], looks.look);
    // Assess
    expect(judged).toEqual({ drifts: [], unsettled: [] });
    expect(looks.taken()).toBe(1);
  });

  it('finds a drift once two looks at a count that held still agree on what it holds and what its records make', async () => {
    // Prepare: the first look meets a count moved and moved back meanwhile; the next two agree
    const looks = looksFinding({ before: 4, after: 4, counted: 6 }, { before: 4, after: 4, counted: 5 }, { before: 4, after: 4, counted: 5 });
    // Act
    const judged = await confirmDrifts([suspect('status:open')], looks.look);
    // Assess
    expect(judged.drifts).toEqual([expect.objectContaining({ key: 'status:open', kept: 4, counted: 5 })]);
    expect(judged.unsettled).toEqual([]);
  });

  it('leaves unjudged a count that moves at every look', async () => {
    // Prepare
    const looks = looksFinding({ before: 4, after: 5, counted: 5 }, { before: 5, after: 6, counted: 6 }, { before: 6, after: 7, counted: 7 });
    // Act
    const judged = await confirmDrifts([suspect('status:open')], looks.look);
    // Assess
    expect(judged).toEqual({ drifts: [], unsettled: [expect.objectContaining({ key: 'status:open' })] });
    expect(looks.taken()).toBe(3);
  });

  it('looks at nothing when the first pass found no difference', async () => {
    // Prepare
    const looks = looksFinding({ before: 0, after: 0, counted: 0 });
    // Act
    const judged = await confirmDrifts([], looks.look);
    // Assess
    expect(judged).toEqual({ drifts: [], unsettled: [] });
    expect(looks.taken()).toBe(0);
  });
});
