import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentRevision, REVISION_TRUSTED_MS } from './revision-memory';

const at = (revision: number) => ({ revision, changedAt: '2026-11-28T00:00:00.000Z' });

describe('recentRevision', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T22:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('has nothing to offer before a request has read the counter', () => {
    // Act, Assess
    expect(recentRevision().recent()).toBeUndefined();
  });

  it('offers the revision a request read for REVISION_TRUSTED_MS from when that read started, then asks for a read again', () => {
    // Prepare
    const memory = recentRevision();
    memory.keep(at(4), Date.now());
    // Act
    vi.advanceTimersByTime(REVISION_TRUSTED_MS - 1);
    const trusted = memory.recent();
    vi.advanceTimersByTime(1);
    const stale = memory.recent();
    // Assess
    expect(trusted).toEqual(at(4));
    expect(stale).toBeUndefined();
  });

  it('keeps the read that started last, whichever answered last', () => {
    // Prepare
    const memory = recentRevision();
    const earlier = Date.now();
    vi.advanceTimersByTime(10);
    // Act
    memory.keep(at(5), Date.now());
    memory.keep(at(4), earlier);
    // Assess
    expect(memory.recent()).toEqual(at(5));
  });

  it("after the function's own change, trusts no revision until the change has long been written", () => {
    // Prepare
    const memory = recentRevision();
    memory.keep(at(4), Date.now());
    // Act
    memory.forget();
    memory.keep(at(4), Date.now()); // a request that read while the change was being written
    const duringTheChange = memory.recent();
    vi.advanceTimersByTime(5_000);
    memory.keep(at(5), Date.now());
    const afterIt = memory.recent();
    // Assess
    expect(duringTheChange).toBeUndefined();
    expect(afterIt).toEqual(at(5));
  });
});
