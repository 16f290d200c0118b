// Compliance clocks: working days over weekends and each state's holidays, and the clocks of a form (due date,
// state, days left) for the student's calendar-day duty and the college's working-day one.
import { describe, expect, it } from 'vitest';
import type { AustralianState } from '../schemas/courses';
import type { ClockView } from '../schemas/forms';
import { addWorkingDays, clocksOf, dueWithin, localDateOf, workingDaysBetween } from './clocks';
import type { FormDefinition } from './definition';
import { changeOfAddressForm } from './families/change-of-address';

/** Noon (11 am in winter) in Sydney on that date: 01:00 UTC is the same date in every Australian zone. */
const onDay = (iso: string) => new Date(`${iso}T01:00:00Z`);

/** The complaints and appeals family's clocks, kept here so the test does not follow that family's wording. */
const COMPLAINTS: FormDefinition = {
  purpose: 'A complaint or an appeal',
  steps: [],
  clocks: [
    { kind: 'working-days', days: 10, label: 'Start assessing the complaint within 10 working days', when: { field: 'kind', equals: 'complaint' } },
    { kind: 'working-days', days: 20, label: 'Decide the appeal within 20 working days', when: { field: 'kind', equals: 'appeal' } },
  ],
};
const COMPLAINT = { kind: 'complaint' };

describe('addWorkingDays', () => {
  it('skips the weekend: Thursday 19 November 2026 plus 2 is Monday 23', () => {
    // Act
    const due = addWorkingDays('2026-11-19', 2, 'NSW');
    // Assess
    expect(due).toBe('2026-11-23');
  });

  it('skips Christmas, Boxing Day and New Year’s substitutes: Thursday 23 December 2027 plus 10 in NSW', () => {
    // Prepare: Christmas 2027 is a Saturday and New Year's Day 2028 too, so Monday 27 and Tuesday 28 December
    // and Monday 3 January are holidays. Fri 24 Dec (1); Wed 29 (2), Thu 30 (3), Fri 31 (4); Tue 4 Jan (5),
    // Wed 5 (6), Thu 6 (7), Fri 7 (8); Mon 10 (9), Tue 11 (10).
    const submitted = '2027-12-23';
    // Act
    const due = addWorkingDays(submitted, 10, 'NSW');
    // Assess
    expect(due).toBe('2028-01-11');
  });

  it('counts a start on a weekend from the next working day: Saturday plus 1 is Tuesday', () => {
    // Act
    const plusOne = addWorkingDays('2026-11-21', 1, 'NSW');
    const plusNone = addWorkingDays('2026-11-21', 0, 'NSW');
    // Assess
    expect(plusOne).toBe('2026-11-24');
    expect(plusNone).toBe('2026-11-23');
  });

  it('skips the state’s own holidays only: Melbourne Cup Day in Victoria', () => {
    // Act
    const inVictoria = addWorkingDays('2026-11-02', 1, 'VIC');
    const inNsw = addWorkingDays('2026-11-02', 1, 'NSW');
    // Assess
    expect(inVictoria).toBe('2026-11-04');
    expect(inNsw).toBe('2026-11-03');
  });

  it('skips the Monday after Anzac Day on a Sunday (2027) where the state gives it', () => {
    // Act
    const inQueensland = addWorkingDays('2027-04-23', 1, 'QLD');
    const inVictoria = addWorkingDays('2027-04-23', 1, 'VIC');
    // Assess
    expect(inQueensland).toBe('2027-04-27');
    expect(inVictoria).toBe('2027-04-26');
  });

  it('refuses a negative or fractional count and a date that is not one', () => {
    // Assess
    expect(() => addWorkingDays('2026-11-19', -1, 'NSW')).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-19', 1.5, 'NSW')).toThrow(RangeError);
    expect(() => addWorkingDays('19/11/2026', 1, 'NSW')).toThrow(RangeError);
  });
});

describe('workingDaysBetween', () => {
  it('undoes addWorkingDays, over holidays too', () => {
    for (const [start, days] of [
      ['2027-12-23', 10],
      ['2026-11-21', 1],
      ['2026-04-02', 3],
    ] as const) {
      // Act
      const between = workingDaysBetween(start, addWorkingDays(start, days, 'NSW'), 'NSW');
      // Assess
      expect(between, start).toBe(days);
    }
  });

  it('is signed, and nothing from a Saturday to the Monday', () => {
    // Act
    const forward = workingDaysBetween('2026-11-19', '2026-11-25', 'NSW');
    const backward = workingDaysBetween('2026-11-25', '2026-11-19', 'NSW');
    const weekend = workingDaysBetween('2026-11-21', '2026-11-23', 'NSW');
    const same = workingDaysBetween('2026-11-19', '2026-11-19', 'NSW');
    // Assess: Thu 19, Fri 20, Mon 23, Tue 24
    expect(forward).toBe(4);
    expect(backward).toBe(-4);
    expect(weekend).toBe(0);
    expect(same).toBe(0);
  });
});

describe('localDateOf', () => {
  it('gives the date in the state’s own time zone', () => {
    // Prepare: 1 am Friday in Sydney (daylight saving) and 12:30 am in Adelaide, 10 pm Thursday in Perth and
    // 11:30 pm in Darwin (no daylight saving)
    const instant = new Date('2026-11-19T14:00:00Z');
    // Act
    const dates = (['NSW', 'WA', 'NT', 'SA'] as const).map((state) => localDateOf(instant, state));
    // Assess
    expect(dates).toEqual(['2026-11-20', '2026-11-19', '2026-11-19', '2026-11-20']);
  });
});

describe('clocksOf a working-days rule (a complaint, NSW)', () => {
  // Submitted at 10 am on Friday 20 November 2026 in Sydney; due 10 working days later, Friday 4 December.
  const submittedAt = '2026-11-19T23:00:00Z';
  const clockOn = (today: string, stoppedAt?: string) =>
    clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt, stoppedAt, state: 'NSW' }, onDay(today));

  it('runs on time while more than 2 working days are left', () => {
    // Act
    const clocks = clockOn('2026-12-01');
    // Assess: Tue 1, Wed 2, Thu 3 December
    expect(clocks).toEqual<ClockView[]>([
      { label: 'Start assessing the complaint within 10 working days', due_on: '2026-12-04', state: 'on-time', days_left: 3, working_days: true },
    ]);
  });

  it.each([
    ['2026-12-02', 2],
    ['2026-12-03', 1],
    ['2026-12-04', 0],
  ])('is due soon on %s with %i working days left', (today, daysLeft) => {
    // Act
    const [clock] = clockOn(today);
    // Assess
    expect(clock).toMatchObject({ state: 'due-soon', days_left: daysLeft });
  });

  it('is overdue once the due date has passed, counting the working days since', () => {
    // Act
    const [saturday] = clockOn('2026-12-05');
    const [tuesday] = clockOn('2026-12-08');
    // Assess: Fri 4; Fri 4, Mon 7
    expect(saturday).toMatchObject({ state: 'overdue', days_left: -1 });
    expect(tuesday).toMatchObject({ state: 'overdue', days_left: -2 });
  });

  it('is met when the college acted by the due date, whatever today is', () => {
    // Act
    const [early] = clockOn('2027-03-01', '2026-12-02T22:00:00Z'); // 9 am Thursday 3 December
    const [onTheDay] = clockOn('2027-03-01', '2026-12-04T05:00:00Z');
    // Assess
    expect(early).toMatchObject({ state: 'met', days_left: 1 });
    expect(onTheDay).toMatchObject({ state: 'met', days_left: 0 });
  });

  it('is overdue when the college acted late, by the working days it was late', () => {
    // Act: 9 am Tuesday 8 December
    const [clock] = clockOn('2026-12-09', '2026-12-07T22:00:00Z');
    // Assess: Fri 4 and Mon 7 went by
    expect(clock).toMatchObject({ state: 'overdue', days_left: -2 });
  });

  it('starts from the date of submission in the campus’s state', () => {
    // Prepare: 1:30 am Friday in Sydney, still Thursday 9:30 pm in Perth
    const late = '2026-11-19T14:30:00Z';
    // Act
    const [sydney] = clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt: late, state: 'NSW' }, onDay('2026-11-20'));
    const [perth] = clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt: late, state: 'WA' }, onDay('2026-11-20'));
    const [none] = clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt: late }, onDay('2026-11-20'));
    const [unknown] = clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt: late, state: '' as AustralianState }, onDay('2026-11-20'));
    // Assess: a form without a state, or with one that is not, counts in NSW
    expect(sydney?.due_on).toBe('2026-12-04');
    expect(perth?.due_on).toBe('2026-12-03');
    expect(none?.due_on).toBe('2026-12-04');
    expect(unknown?.due_on).toBe('2026-12-04');
  });

  it('skips the state’s public holidays: submitted Thursday 23 December 2027, due Tuesday 11 January', () => {
    // Act
    const [clock] = clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt: '2027-12-22T23:00:00Z', state: 'NSW' }, onDay('2027-12-24'));
    // Assess: see addWorkingDays' test for the count
    expect(clock).toMatchObject({ due_on: '2028-01-11', state: 'on-time', days_left: 9 });
  });

  it('has no clock for a draft', () => {
    // Act
    const clocks = clocksOf(COMPLAINTS, { answers: COMPLAINT, submittedAt: null, state: 'NSW' }, onDay('2026-12-01'));
    // Assess
    expect(clocks).toEqual([]);
  });

  it('runs only the rules whose `when` holds', () => {
    // Act
    const appeal = clocksOf(COMPLAINTS, { answers: { kind: 'appeal' }, submittedAt, state: 'NSW' }, onDay('2026-11-23'));
    const neither = clocksOf(COMPLAINTS, { answers: {}, submittedAt, state: 'NSW' }, onDay('2026-11-23'));
    // Assess: 20 working days from Friday 20 November: 4 weeks, to Friday 18 December
    expect(appeal).toEqual<ClockView[]>([
      { label: 'Decide the appeal within 20 working days', due_on: '2026-12-18', state: 'on-time', days_left: 19, working_days: true },
    ]);
    expect(neither).toEqual([]);
  });
});

describe('clocksOf a calendar-days rule (a change of address)', () => {
  // Moved on Friday 20 November 2026: report the new address by Friday 27.
  const answers = { moved_on: '2026-11-20' };
  const clockOn = (today: string, submittedAt?: string) => clocksOf(changeOfAddressForm, { answers, submittedAt, state: 'NSW' }, onDay(today));

  it('runs on time, counting calendar days, weekends included', () => {
    // Act
    const clocks = clockOn('2026-11-22');
    // Assess
    expect(clocks).toEqual<ClockView[]>([
      { label: 'Report the new address within 7 days of moving', due_on: '2026-11-27', state: 'on-time', days_left: 5, working_days: false },
    ]);
  });

  it.each([
    ['2026-11-24', 'on-time', 3],
    ['2026-11-25', 'due-soon', 2],
    ['2026-11-27', 'due-soon', 0],
    ['2026-11-28', 'overdue', -1],
  ] as const)('on %s is %s with %i days left', (today, state, daysLeft) => {
    // Act
    const [clock] = clockOn(today);
    // Assess
    expect(clock).toMatchObject({ state, days_left: daysLeft });
  });

  it('is met when the form was submitted by the due date, and overdue when after', () => {
    // Act
    const [met] = clockOn('2026-12-10', '2026-11-25T23:00:00Z'); // 10 am Thursday 26
    const [late] = clockOn('2026-12-10', '2026-11-29T23:00:00Z'); // 10 am Monday 30
    // Assess
    expect(met).toMatchObject({ state: 'met', days_left: 1 });
    expect(late).toMatchObject({ state: 'overdue', days_left: -3 });
  });

  it('is not stopped by the college acting: the student’s duty is the submission', () => {
    // Act
    const [clock] = clocksOf(changeOfAddressForm, { answers, stoppedAt: '2026-11-23T23:00:00Z', state: 'NSW' }, onDay('2026-11-28'));
    // Assess
    expect(clock).toMatchObject({ state: 'overdue', days_left: -1 });
  });

  it('has no clock when the date it counts from is not answered, or not a date', () => {
    // Act
    const missing = clocksOf(changeOfAddressForm, { answers: {}, state: 'NSW' }, onDay('2026-11-22'));
    const notADate = clocksOf(changeOfAddressForm, { answers: { moved_on: 'last week' }, state: 'NSW' }, onDay('2026-11-22'));
    // Assess
    expect(missing).toEqual([]);
    expect(notADate).toEqual([]);
  });
});

describe('dueWithin', () => {
  const clock = (state: ClockView['state'], daysLeft: number): ClockView => ({
    label: 'A duty',
    due_on: '2026-12-04',
    state,
    days_left: daysLeft,
    working_days: true,
  });

  it.each([
    ['on-time', 3, 1, false],
    ['due-soon', 2, 1, false],
    ['due-soon', 1, 1, true],
    ['due-soon', 0, 1, true],
    ['on-time', 5, 5, true],
    ['met', 1, 1, false],
    ['overdue', -1, 1, false],
  ] as const)('says a %s clock with %i days left is due within %i: %s', (state, daysLeft, within, expected) => {
    // Act
    const due = dueWithin(clock(state, daysLeft), within);
    // Assess
    expect(due).toBe(expected);
  });
});
