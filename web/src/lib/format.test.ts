// @vitest-environment node
// Dates on screens read on the college's clock, as its PDFs, CSVs and mails do, whatever zone the browser is in.
import { describe, expect, it } from 'vitest';

// A browser in UTC, as the outside walk's was: set before the formats are made.
process.env.TZ = 'UTC';
const { formatDate, formatDateTime } = await import('./format');

describe('the college clock on screen', () => {
  it('gives the day and time an instant was at the college, and says so to a browser whose clock differs', () => {
    // 15:26 UTC on 27 November is 2:26 am on the 28th in Sydney (daylight time, UTC+11).
    expect(formatDateTime('2026-11-27T15:26:00.000Z')).toBe('28 Nov 2026 at 2:26 am (Sydney time)');
    expect(formatDate('2026-11-27T15:26:00.000Z')).toBe('28 Nov 2026');
  });

  it('reads a calendar date as that day, wherever the browser is', () => {
    expect(formatDate('2027-02-08')).toBe('8 Feb 2027');
  });
});
