import { describe, expect, it } from 'vitest';
import { periodName, periodSpan, periodTick, trendEntriesPath } from './trend-periods';

describe('how a trend’s periods read', () => {
  it('names a week by its Monday and a month by its name, the same day wherever the browser is', () => {
    expect(periodTick('2026-11-23')).toBe('23 Nov');
    expect(periodTick('2026-11')).toBe('Nov');
    expect(periodName('2026-11-23')).toBe('the week of 23 Nov 2026');
    expect(periodName('2027-01')).toBe('January 2027');
    expect(periodSpan('2026-12-28', '2027-01-03')).toBe('28 Dec to 3 Jan 2027');
  });

  it('addresses a point’s records with its scope encoded', () => {
    expect(trendEntriesPath('tickets-opened', '2026-11-23', 'department:role-support')).toBe(
      '/trends/tickets-opened/2026-11-23?scope=department%3Arole-support',
    );
  });
});
