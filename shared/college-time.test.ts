import { describe, expect, it } from 'vitest';
import { collegeDate, collegeNow, collegeTimestamp } from './college-time';

describe('the college clock (Sydney)', () => {
  it('reads a UTC instant as Sydney wall time, daylight saving included', () => {
    expect(collegeNow(new Date('2027-01-15T22:30:00Z'))).toBe('2027-01-16T09:30'); // AEDT, +11
    expect(collegeNow(new Date('2027-07-15T23:30:00Z'))).toBe('2027-07-16T09:30'); // AEST, +10
    expect(collegeNow(new Date('2027-07-15T14:05:00Z'))).toBe('2027-07-16T00:05'); // midnight in 24 hours, not 24:05
  });

  it('names the college’s day, and the days around it', () => {
    const evening = new Date('2027-03-12T13:00:00Z'); // Saturday 13 March, midnight in Sydney
    expect(collegeDate(0, evening)).toBe('2027-03-13');
    expect(collegeDate(1, evening)).toBe('2027-03-14');
    expect(collegeDate(-1, evening)).toBe('2027-03-12');
  });

  it('writes an instant for an export as ISO 8601 on the college’s clock, with its offset', () => {
    expect(collegeTimestamp('2026-11-27T15:26:00.000Z')).toBe('2026-11-28T02:26:00+11:00');
    expect(collegeTimestamp('2027-07-15T14:05:09Z')).toBe('2027-07-16T00:05:09+10:00');
    expect(new Date(collegeTimestamp('2027-07-15T14:05:09Z')).toISOString()).toBe('2027-07-15T14:05:09.000Z');
    expect(collegeTimestamp('not a time')).toBe('not a time');
  });
});
