import { describe, expect, it } from 'vitest';
import { addDays, collegeDate, collegeNow, collegeTimestamp, collegeWallClock, periodsUpTo, weekOf } from './college-time';

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

describe('the college’s weeks and months', () => {
  it('reads an instant to the second on the college’s clock', () => {
    expect(collegeWallClock('2026-11-27T15:26:09.123Z')).toBe('2026-11-28T02:26:09');
  });

  it('starts a week on its Monday, across a month and a year', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // the Monday itself
    expect(weekOf('2027-01-02')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('lists the weeks and months up to today’s on the college’s clock, oldest first', () => {
    const sundayNight = new Date('2026-11-29T13:30:00Z'); // Monday 30 November, 00:30 in Sydney
    expect(periodsUpTo('week', 3, sundayNight)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periodsUpTo('month', 3, new Date('2027-01-31T13:30:00Z'))).toEqual(['2026-12', '2027-01', '2027-02']);
  });
});
