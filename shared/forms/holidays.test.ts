// The public holidays of each state: Easter by the computus, the 2026 lists as the governments published
// them, the weekend substitutes of Christmas, New Year's Day, Australia Day and Anzac Day, and the rules'
// shape over every year they are known for.
import { describe, expect, it } from 'vitest';
import type { AustralianState } from '../schemas/courses';
import { easterSunday, FIRST_YEAR, LAST_YEAR, isPublicHoliday, namedPublicHolidays, publicHolidays, weekdayOf } from './holidays';

const STATES: readonly AustralianState[] = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const MONDAY = 1;
const FRIDAY = 5;

/** The dates of the year's holidays whose name starts with `name`. */
const datesNamed = (year: number, state: AustralianState, name: string) =>
  namedPublicHolidays(year, state)
    .filter((holiday) => holiday.name.startsWith(name))
    .map((holiday) => holiday.date);

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
  ])('is Easter Sunday %i on %s', (year, expected) => {
    // Act
    const easter = easterSunday(year);
    // Assess
    expect(easter).toBe(expected);
  });
});

describe('publicHolidays in 2026', () => {
  it('lists NSW: Easter Saturday and Sunday, the Anzac Day order, Boxing Day on Monday 28', () => {
    // Act
    const holidays = publicHolidays(2026, 'NSW');
    // Assess
    expect(holidays).toEqual([
      '2026-01-01', // New Year's Day, Thursday
      '2026-01-26', // Australia Day, Monday
      '2026-04-03', // Good Friday
      '2026-04-04', // Easter Saturday
      '2026-04-05', // Easter Sunday
      '2026-04-06', // Easter Monday
      '2026-04-25', // Anzac Day, Saturday
      '2026-04-27', // the additional day of the Public Holidays Amendment (Anzac Day) Order 2026
      '2026-06-08', // King's Birthday, 2nd Monday in June
      '2026-10-05', // Labour Day, 1st Monday in October
      '2026-12-25', // Christmas Day, Friday
      '2026-12-26', // Boxing Day, Saturday
      '2026-12-28', // its additional day
    ]);
  });

  it('lists VIC: Labour Day in March, Melbourne Cup Day, no Monday after a Saturday Anzac Day', () => {
    // Act
    const holidays = publicHolidays(2026, 'VIC');
    // Assess
    expect(holidays).toEqual([
      '2026-01-01',
      '2026-01-26',
      '2026-03-09', // Labour Day, 2nd Monday in March
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-25',
      '2026-06-08',
      '2026-11-03', // Melbourne Cup Day, 1st Tuesday in November
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it('lists WA: no Easter Saturday, Western Australia Day, King’s Birthday in September, Anzac Day’s Monday', () => {
    // Act
    const holidays = publicHolidays(2026, 'WA');
    // Assess
    expect(holidays).toEqual([
      '2026-01-01',
      '2026-01-26',
      '2026-03-02', // Labour Day, 1st Monday in March
      '2026-04-03',
      '2026-04-05', // Easter Sunday (since 2022), and no Easter Saturday
      '2026-04-06',
      '2026-04-25',
      '2026-04-27', // Anzac Day's additional Monday
      '2026-06-01', // Western Australia Day, 1st Monday in June
      '2026-09-28', // King's Birthday, last Monday in September
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
  });

  it.each([
    ['ACT', 'Canberra Day', ['2026-03-09']],
    ['ACT', 'Reconciliation Day', ['2026-06-01']],
    ['ACT', 'Labour Day', ['2026-10-05']],
    ['SA', 'Adelaide Cup Day', ['2026-03-09']],
    ['SA', 'Proclamation Day', ['2026-12-26', '2026-12-28']],
    ['SA', 'Labour Day', ['2026-10-05']],
    ['QLD', 'Labour Day', ['2026-05-04']],
    ['QLD', "King's Birthday", ['2026-10-05']],
    ['NT', 'May Day', ['2026-05-04']],
    ['NT', 'Picnic Day', ['2026-08-03']],
    ['TAS', 'Eight Hours Day', ['2026-03-09']],
    ['TAS', 'Easter Saturday', []],
    ['TAS', 'Easter Sunday', []],
    ['WA', 'Easter Saturday', []],
  ] as const)('gives %s its %s on %j', (state, name, expected) => {
    // Act
    const dates = datesNamed(2026, state, name);
    // Assess
    expect(dates).toEqual(expected);
  });
});

describe('weekend substitutes', () => {
  it('gives Monday 27 and Tuesday 28 December when Christmas falls on a Saturday (2027)', () => {
    // Act
    const december = STATES.map((state) => [state, publicHolidays(2027, state).filter((date) => date >= '2027-12-24')] as const);
    // Assess: Tasmania's Boxing Day moves to the Tuesday; everywhere else the weekend days stay holidays too
    for (const [state, dates] of december) {
      expect(dates, state).toEqual(
        state === 'TAS' ? ['2027-12-25', '2027-12-27', '2027-12-28'] : ['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28'],
      );
    }
  });

  it('gives Tuesday 27 December when Christmas falls on a Sunday (2022), Boxing Day being Monday 26', () => {
    // Act
    const dates = publicHolidays(2022, 'NSW').filter((date) => date >= '2022-12-24');
    // Assess
    expect(dates).toEqual(['2022-12-25', '2022-12-26', '2022-12-27']);
  });

  it('adds Monday 3 January to a Saturday New Year’s Day (2028); Tasmania moves it there', () => {
    // Act
    const nsw = datesNamed(2028, 'NSW', "New Year's Day");
    const tas = datesNamed(2028, 'TAS', "New Year's Day");
    // Assess
    expect(nsw).toEqual(['2028-01-01', '2028-01-03']);
    expect(tas).toEqual(['2028-01-03']);
  });

  it('moves a Sunday Australia Day to the Monday everywhere (2025)', () => {
    // Act
    const dates = STATES.map((state) => datesNamed(2025, state, 'Australia Day'));
    // Assess
    for (const australiaDay of dates) expect(australiaDay).toEqual(['2025-01-27']);
  });

  it.each([
    // 2026: Saturday 25 April. NSW by its 2026 order; the ACT by declaration (as in 2020); WA by its Act.
    [2026, 'ACT', ['2026-04-27']],
    [2026, 'NSW', ['2026-04-25', '2026-04-27']],
    [2026, 'NT', ['2026-04-25']],
    [2026, 'QLD', ['2026-04-25']],
    [2026, 'SA', ['2026-04-25']],
    [2026, 'TAS', ['2026-04-25']],
    [2026, 'VIC', ['2026-04-25']],
    [2026, 'WA', ['2026-04-25', '2026-04-27']],
    // 2027: Sunday 25 April. The ACT, NT and Queensland move it to Monday; NSW's order adds Monday; SA's 2023
    // Act, Tasmania and Victoria give nothing.
    [2027, 'ACT', ['2027-04-26']],
    [2027, 'NSW', ['2027-04-25', '2027-04-26']],
    [2027, 'NT', ['2027-04-26']],
    [2027, 'QLD', ['2027-04-26']],
    [2027, 'SA', ['2027-04-25']],
    [2027, 'TAS', ['2027-04-25']],
    [2027, 'VIC', ['2027-04-25']],
    [2027, 'WA', ['2027-04-25', '2027-04-26']],
    // 2032: Sunday again, after NSW's trial: no Monday there unless the law changes.
    [2032, 'NSW', ['2032-04-25']],
    // 2021: Sunday, under SA's 1910 Act, which added the Monday.
    [2021, 'SA', ['2021-04-25', '2021-04-26']],
  ] as const)('gives Anzac Day %i in %s on %j', (year, state, expected) => {
    // Act
    const dates = datesNamed(year, state, 'Anzac Day');
    // Assess
    expect(dates).toEqual(expected);
  });
});

describe('the rules over 2000–2100', () => {
  it('give every state sorted, distinct dates of the year, with the Easter weekend on its days', () => {
    for (const state of STATES) {
      for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
        // Act
        const holidays = namedPublicHolidays(year, state);
        // Assess
        const dates = holidays.map((holiday) => holiday.date);
        expect(dates, `${state} ${year}`).toEqual([...new Set(dates)].sort());
        expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
        expect(weekdayOf(datesNamed(year, state, 'Good Friday')[0]!)).toBe(FRIDAY);
        expect(weekdayOf(datesNamed(year, state, 'Easter Monday')[0]!)).toBe(MONDAY);
      }
    }
  });

  it('start holidays in the year they were made: Reconciliation Day from 2018, Melbourne Cup Day statewide from 2009', () => {
    // Act
    const reconciliation = [2017, 2018].map((year) => datesNamed(year, 'ACT', 'Reconciliation Day'));
    const melbourneCup = [2008, 2009].map((year) => datesNamed(year, 'VIC', 'Melbourne Cup Day'));
    // Assess
    expect(reconciliation).toEqual([[], ['2018-05-28']]);
    expect(melbourneCup).toEqual([[], ['2009-11-03']]);
  });

  it('name Anzac Day on Easter Sunday 2038 once, moved with it onto Easter Monday in Queensland', () => {
    // Act
    const monday = namedPublicHolidays(2038, 'QLD').find((holiday) => holiday.date === '2038-04-26');
    // Assess
    expect(monday?.name).toBe('Easter Monday and Anzac Day');
  });

  it('refuse years they do not know and dates that are not dates', () => {
    // Assess
    expect(() => publicHolidays(1999, 'NSW')).toThrow(RangeError);
    expect(() => publicHolidays(2101, 'NSW')).toThrow(RangeError);
    expect(() => publicHolidays(2026, 'XX' as AustralianState)).toThrow(RangeError);
    expect(() => isPublicHoliday('2027-02-30', 'NSW')).toThrow(RangeError);
  });
});

describe('isPublicHoliday', () => {
  it('knows the state’s holidays and no other state’s', () => {
    // Act
    const cupInVictoria = isPublicHoliday('2026-11-03', 'VIC');
    const cupInNsw = isPublicHoliday('2026-11-03', 'NSW');
    // Assess
    expect(cupInVictoria).toBe(true);
    expect(cupInNsw).toBe(false);
  });
});
