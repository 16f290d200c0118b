import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentRevision, REVISION_TRUSTED_MS, revisionFrom } from './revision-memory';

const CHANGED_AT = '2026-11-28T00:00:00.000Z';
const at = (revision: number) => ({ revision, changedAt: CHANGED_AT });
type Item = { key: string; revision?: number; changedAt?: string } | undefined;

/** A store whose counter holds `counter.revision`: answers each key's item, and remembers the keys of each read. */
const storeAt = (counter: { revision: number }) => {
  const reads: string[][] = [];
  const read = async (keys: string[]): Promise<Item[]> => {
    reads.push(keys);
    return keys.map((key) => (key === 'counter' ? { key, revision: counter.revision, changedAt: CHANGED_AT } : { key }));
  };
  return { reads, read };
};

describe('recentRevision', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T22:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("reads the counter in front of the request's keys when it has none, and answers the keys' items in their order", async () => {
    // Prepare
    const { reads, read } = storeAt({ revision: 4 });
    // Act
    const answer = await recentRevision().readBeside(read, 'counter', revisionFrom, ['session', 'user']);
    // Assess
    expect(reads).toEqual([['counter', 'session', 'user']]);
    expect(answer).toEqual({ revision: at(4), items: [{ key: 'session' }, { key: 'user' }] });
  });

  it('counts a counter not yet written as revision 0, made at the epoch', async () => {
    // Act
    const { revision } = await recentRevision().readBeside(
      async (keys: string[]): Promise<Item[]> => keys.map(() => undefined),
      'counter',
      revisionFrom,
      [],
    );
    // Assess
    expect(revision).toEqual({ revision: 0, changedAt: new Date(0).toISOString() });
  });

  it('trusts the revision it read for REVISION_TRUSTED_MS from when that read started, then reads the counter again', async () => {
    // Prepare
    const counter = { revision: 4 };
    const { reads, read } = storeAt(counter);
    const memory = recentRevision();
    await memory.readBeside(read, 'counter', revisionFrom, ['session']);
    counter.revision = 5;
    // Act
    vi.advanceTimersByTime(REVISION_TRUSTED_MS - 1);
    const trusted = await memory.readBeside(read, 'counter', revisionFrom, ['session']);
    vi.advanceTimersByTime(1);
    const readAgain = await memory.readBeside(read, 'counter', revisionFrom, ['session']);
    // Assess
    expect(reads).toEqual([['counter', 'session'], ['session'], ['counter', 'session']]);
    expect(trusted.revision).toEqual(at(4));
    expect(readAgain.revision).toEqual(at(5));
  });

  it('keeps the read that started last, whichever answered last', async () => {
    // Prepare: the first read answers revision 4 only after the second, which started later, answered 5.
    const memory = recentRevision();
    let answerFirst: (items: Item[]) => void = () => undefined;
    const first = memory.readBeside(() => new Promise<Item[]>((resolve) => (answerFirst = resolve)), 'counter', revisionFrom, []);
    vi.advanceTimersByTime(10);
    await memory.readBeside(storeAt({ revision: 5 }).read, 'counter', revisionFrom, []);
    // Act
    vi.advanceTimersByTime(REVISION_TRUSTED_MS - 20);
    answerFirst([{ key: 'counter', revision: 4, changedAt: CHANGED_AT }]);
    await first;
    const { reads, read } = storeAt({ revision: 6 });
    const next = await memory.readBeside(read, 'counter', revisionFrom, []);
    // Assess
    expect(next.revision).toEqual(at(5));
    expect(reads).toEqual([[]]);
  });

  it("after the function's own change, trusts no revision until the change has long been written", async () => {
    // Prepare
    const counter = { revision: 4 };
    const { reads, read } = storeAt(counter);
    const memory = recentRevision();
    await memory.readBeside(read, 'counter', revisionFrom, []);
    // Act
    memory.forget();
    await memory.readBeside(read, 'counter', revisionFrom, []); // a request that read while the change was being written
    counter.revision = 5;
    const duringTheChange = await memory.readBeside(read, 'counter', revisionFrom, []);
    vi.advanceTimersByTime(5_000);
    await memory.readBeside(read, 'counter', revisionFrom, []);
    const afterIt = await memory.readBeside(read, 'counter', revisionFrom, []);
    // Assess
    expect(duringTheChange.revision).toEqual(at(5));
    expect(afterIt.revision).toEqual(at(5));
    expect(reads).toEqual([['counter'], ['counter'], ['counter'], ['counter'], []]);
  });
});
