import { describe, expect, it } from 'vitest';
import { WAIT_POLICIES, waitSeconds } from './login-throttle';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const justNow = (failures: number) => ({ failures, lastFailureAt: NOW });

describe('waitSeconds', () => {
  it('lets the free failures try again at once', () => {
    expect([0, 1, 4].map((n) => waitSeconds(WAIT_POLICIES.accountClient, justNow(n), NOW))).toEqual([0, 0, 0]);
    expect(waitSeconds(WAIT_POLICIES.accountClient, undefined, NOW)).toBe(0);
  });

  it('doubles the wait with each failure past the allowance, up to the cap', () => {
    const waits = [5, 6, 7, 8, 9, 10, 11, 30].map((n) => waitSeconds(WAIT_POLICIES.accountClient, justNow(n), NOW));
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('counts the wait from the latest failure', () => {
    const count = { failures: 6, lastFailureAt: NOW - 45_000 };
    expect(waitSeconds(WAIT_POLICIES.accountClient, count, NOW)).toBe(15);
    expect(waitSeconds(WAIT_POLICIES.accountClient, count, NOW + 15_000)).toBe(0);
  });

  it('allows a client many more failures across accounts than one person on one account', () => {
    expect(waitSeconds(WAIT_POLICIES.client, justNow(49), NOW)).toBe(0);
    expect(waitSeconds(WAIT_POLICIES.client, justNow(50), NOW)).toBe(60);
    expect(waitSeconds(WAIT_POLICIES.account, justNow(99), NOW)).toBe(0);
    expect(waitSeconds(WAIT_POLICIES.account, justNow(100), NOW)).toBe(60);
  });
});
