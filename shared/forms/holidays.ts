// Public holidays of the Australian states and territories, computed by rule for any year from 2000 to 2100,
// so that working-day clocks (clocks.ts) skip the days a campus is closed. No year tables: each holiday is
// its state's rule as the Acts, orders and the governments' published lists stood in 2026. Rules can change
// (NSW's Monday after a weekend Anzac Day is a trial for 2026 and 2027 only): review this file each year.
//
// What is modelled, and what is not:
// - The weekend substitutes of today's Acts apply to every year. Before 2011 NSW, Victoria, Queensland and
//   Tasmania gave fewer of them (a Saturday New Year's Day, say, had no Monday), so a few past weekdays
//   count as holidays here that were not. Anzac Day's substitutes, which differ most, follow their history.
// - Holidays introduced or moved since 2000 start (or move) in their year: Easter Sunday, Reconciliation Day,
//   Melbourne Cup Day statewide, Canberra Day's and Adelaide Cup Day's moves, Queensland's 2013–2016 swaps.
// - Left out, as regional or part days or as dates set afresh each year: the Friday before the AFL Grand Final
//   (VIC, set by the AFL's fixture), the Royal Queensland Show (Brisbane only) and the other show days,
//   Tasmania's Royal Hobart Regatta and Recreation Day (each half the state) and Easter Tuesday (some awards
//   only), Christmas Eve and New Year's Eve from 6 or 7 pm (QLD, SA, NT: part days), bank holidays (NSW, ACT:
//   1st Monday in August, banks only) and the ACT's Family and Community Day (2007–2017).
// - One-off proclamations are not rules and are left out: the National Day of Mourning (22 September 2022),
//   the Queen's Diamond Jubilee (QLD, 11 June 2012), WA's sovereign's birthdays of 28 October 2011, 1 October
//   2012 and 23 September 2024 (the rule gives the last Monday in September) and WA's 26 April 2011 (Anzac
//   Day on Easter Monday). Whatever a state declares when Anzac Day next falls on Easter Monday (2095) or
//   Easter Sunday (2038) is not guessed: the two share the date.
import type { AustralianState } from '../schemas/courses';

export interface PublicHoliday {
  /** `YYYY-MM-DD`. */
  date: string;
  name: string;
}

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

// ---- Calendar arithmetic on `YYYY-MM-DD` dates, done in UTC so no time zone or daylight saving moves a day.

const DAY_MS = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const SATURDAY = 6;

const dateOf = (year: number, month: number, day: number): string => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Milliseconds of a `YYYY-MM-DD` date at 00:00 UTC; a RangeError for anything else (2027-02-30 included). */
export const timeOfIsoDate = (iso: string): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return time;
};

export const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    timeOfIsoDate(value);
    return true;
  } catch {
    return false;
  }
};

export const addDays = (iso: string, days: number): string => new Date(timeOfIsoDate(iso) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from one date to another, negative when `toIso` is earlier. */
export const daysBetween = (fromIso: string, toIso: string): number => Math.round((timeOfIsoDate(toIso) - timeOfIsoDate(fromIso)) / DAY_MS);

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (iso: string): number => new Date(timeOfIsoDate(iso)).getUTCDay();

export const isWeekend = (iso: string): boolean => weekdayOf(iso) === SATURDAY || weekdayOf(iso) === SUNDAY;

/** The first `weekday` on or after the date. */
const onOrAfter = (iso: string, weekday: number): string => addDays(iso, (weekday - weekdayOf(iso) + 7) % 7);

/** The `n`th `weekday` of a month (1 for the first); -1 for the last. */
const nthWeekday = (year: number, month: number, weekday: number, n: number): string =>
  n > 0 ? addDays(onOrAfter(dateOf(year, month, 1), weekday), (n - 1) * 7) : addDays(onOrAfter(dateOf(year, month + 1, 1), weekday), -7);

const nthMonday = (year: number, month: number, n: number): string => nthWeekday(year, month, MONDAY, n);

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
};

// ---- Builders the states' rules are written with.

/**
 * What an Act does when a fixed-date holiday falls on a Saturday or a Sunday: nothing (undefined), make the
 * next Monday a holiday as well (`add`), or make the next Monday the holiday instead (`move`).
 */
interface OnWeekend {
  saturday?: 'add' | 'move';
  sunday?: 'add' | 'move';
}
const ADD_MONDAY: OnWeekend = { saturday: 'add', sunday: 'add' };
const MOVE_TO_MONDAY: OnWeekend = { saturday: 'move', sunday: 'move' };
const NO_SUBSTITUTE: OnWeekend = {};

const fixedDate = (iso: string, name: string, onWeekend: OnWeekend): PublicHoliday[] => {
  const weekday = weekdayOf(iso);
  const substitute = weekday === SATURDAY ? onWeekend.saturday : weekday === SUNDAY ? onWeekend.sunday : undefined;
  if (!substitute) return [{ date: iso, name }];
  const monday = onOrAfter(iso, MONDAY);
  return substitute === 'move'
    ? [{ date: monday, name }]
    : [
        { date: iso, name },
        { date: monday, name: `${name} (additional day)` },
      ];
};

const on = (date: string, name: string): PublicHoliday[] => [{ date, name }];

const since = (year: number, first: number, holidays: () => PublicHoliday[]): PublicHoliday[] => (year >= first ? holidays() : []);

// Every state and territory: 1 January, and the next Monday when it falls on a weekend (Tasmania moves it
// there; the others keep the weekend day as well).
const newYearsDay = (year: number, onWeekend = ADD_MONDAY): PublicHoliday[] => fixedDate(dateOf(year, 1, 1), "New Year's Day", onWeekend);

// Every state and territory: 26 January, or the next Monday when it falls on a weekend.
const australiaDay = (year: number): PublicHoliday[] => fixedDate(dateOf(year, 1, 26), 'Australia Day', MOVE_TO_MONDAY);

/** Good Friday and Easter Monday everywhere; Easter Saturday and Sunday where the state's Act makes them holidays. */
const easter = (year: number, also: { saturday: boolean; sunday: boolean }): PublicHoliday[] => {
  const sunday = easterSunday(year);
  return [
    { date: addDays(sunday, -2), name: 'Good Friday' },
    ...(also.saturday ? on(addDays(sunday, -1), 'Easter Saturday') : []),
    ...(also.sunday ? on(sunday, 'Easter Sunday') : []),
    { date: addDays(sunday, 1), name: 'Easter Monday' },
  ];
};

const anzacDay = (year: number, onWeekend: OnWeekend): PublicHoliday[] => fixedDate(dateOf(year, 4, 25), 'Anzac Day', onWeekend);

// The sovereign's birthday holiday, renamed when Charles III succeeded in September 2022.
const sovereignsBirthday = (year: number, date: string): PublicHoliday[] => on(date, year >= 2023 ? "King's Birthday" : "Queen's Birthday");

/**
 * Christmas Day and Boxing Day (Proclamation Day in SA). Every state gives two weekdays for them: when either
 * falls on a weekend, the first free weekdays after it are holidays in its place (Saturday 25 December: Monday
 * 27 and Tuesday 28; Sunday: Boxing Day on Monday 26 and Tuesday 27; Friday: Monday 28). The weekend day
 * itself stays a holiday except Boxing Day in Tasmania (`boxingDayMoves`).
 */
const christmas = (year: number, boxingDayName = 'Boxing Day', boxingDayMoves = false): PublicHoliday[] => {
  const days = [
    { date: dateOf(year, 12, 25), name: 'Christmas Day', moves: false },
    { date: dateOf(year, 12, 26), name: boxingDayName, moves: boxingDayMoves },
  ];
  const holidays: PublicHoliday[] = [];
  let free = dateOf(year, 12, 27);
  for (const day of days) {
    if (!isWeekend(day.date)) {
      holidays.push({ date: day.date, name: day.name });
      continue;
    }
    while (isWeekend(free)) free = addDays(free, 1);
    if (!day.moves) holidays.push({ date: day.date, name: day.name });
    holidays.push({ date: free, name: day.moves ? day.name : `${day.name} (additional day)` });
    free = addDays(free, 1);
  }
  return holidays;
};

// ---- The states and territories.

// Holidays Act 1958 (ACT).
const australianCapitalTerritory = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  // Canberra Day: 2nd Monday in March since 2008, 3rd Monday before.
  ...on(nthMonday(year, 3, year >= 2008 ? 2 : 3), 'Canberra Day'),
  ...easter(year, { saturday: true, sunday: year >= 2016 }),
  // Sunday: moved to Monday by the Act. Saturday: the Monday was declared in 2020 and 2026 (not in 2009 or
  // 2015); assumed to go on being declared.
  ...anzacDay(year, year >= 2020 ? MOVE_TO_MONDAY : { sunday: 'move' }),
  // Reconciliation Day (since 2018): the Monday on or after 27 May.
  ...since(year, 2018, () => on(onOrAfter(dateOf(year, 5, 27), MONDAY), 'Reconciliation Day')),
  ...sovereignsBirthday(year, nthMonday(year, 6, 2)),
  ...on(nthMonday(year, 10, 1), 'Labour Day'),
  ...christmas(year),
];

// Public Holidays Act 2010 (NSW), and the Banks and Bank Holidays Act 1912 before it.
const newSouthWales = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  ...easter(year, { saturday: true, sunday: year >= 2011 }),
  // No substitute under the 2010 Act; a Monday for a Sunday under the 1912 Act; an additional Monday for the
  // weekend Anzac Days of 2026 and 2027 by the Public Holidays Amendment (Anzac Day) Order 2026, a trial.
  ...anzacDay(year, year <= 2010 ? { sunday: 'add' } : year === 2026 || year === 2027 ? ADD_MONDAY : NO_SUBSTITUTE),
  ...sovereignsBirthday(year, nthMonday(year, 6, 2)),
  ...on(nthMonday(year, 10, 1), 'Labour Day'),
  ...christmas(year),
];

// Public Holidays Act 1981 (NT).
const northernTerritory = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  ...easter(year, { saturday: true, sunday: year >= 2024 }),
  // A Sunday Anzac Day moves to the Monday; a Saturday one has no substitute.
  ...anzacDay(year, { sunday: 'move' }),
  ...on(nthMonday(year, 5, 1), 'May Day'),
  ...sovereignsBirthday(year, nthMonday(year, 6, 2)),
  ...on(nthMonday(year, 8, 1), 'Picnic Day'),
  ...christmas(year),
];

// Holidays Act 1983 (Qld).
const queensland = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  ...easter(year, { saturday: true, sunday: year >= 2017 }),
  // A Sunday Anzac Day moves to the Monday; a Saturday one has no substitute.
  ...anzacDay(year, { sunday: 'move' }),
  // Labour Day: 1st Monday in May, but 1st Monday in October in 2013–2015.
  ...on(year >= 2013 && year <= 2015 ? nthMonday(year, 10, 1) : nthMonday(year, 5, 1), 'Labour Day'),
  // 1st Monday in October since 2016 (and in 2012); 2nd Monday in June before.
  ...sovereignsBirthday(year, year >= 2016 || year === 2012 ? nthMonday(year, 10, 1) : nthMonday(year, 6, 2)),
  ...christmas(year),
];

// Public Holidays Act 2023 (SA) from 2024, the Holidays Act 1910 (SA) before.
const southAustralia = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  // Adelaide Cup Day: 2nd Monday in March since 2006 (by proclamation until the 2023 Act), 3rd Monday in May before.
  ...on(year >= 2006 ? nthMonday(year, 3, 2) : nthMonday(year, 5, 3), 'Adelaide Cup Day'),
  ...easter(year, { saturday: true, sunday: year >= 2024 }),
  // The 1910 Act added the Monday after a Sunday Anzac Day; the 2023 Act has no substitute.
  ...anzacDay(year, year <= 2023 ? { sunday: 'add' } : NO_SUBSTITUTE),
  ...sovereignsBirthday(year, nthMonday(year, 6, 2)),
  ...on(nthMonday(year, 10, 1), 'Labour Day'),
  // 26 December is Proclamation Day, a full-day holiday (the part days are Christmas Eve and New Year's Eve).
  ...christmas(year, 'Proclamation Day'),
];

// Statutory Holidays Act 2000 (Tas).
const tasmania = (year: number): PublicHoliday[] => [
  ...newYearsDay(year, MOVE_TO_MONDAY),
  ...australiaDay(year),
  ...on(nthMonday(year, 3, 2), 'Eight Hours Day'),
  // Neither Easter Saturday nor Easter Sunday is a holiday in Tasmania.
  ...easter(year, { saturday: false, sunday: false }),
  // No substitute.
  ...anzacDay(year, NO_SUBSTITUTE),
  ...sovereignsBirthday(year, nthMonday(year, 6, 2)),
  ...christmas(year, 'Boxing Day', true),
];

// Public Holidays Act 1993 (Vic).
const victoria = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  ...on(nthMonday(year, 3, 2), 'Labour Day'),
  ...easter(year, { saturday: year >= 2003, sunday: year >= 2016 }),
  // No substitute.
  ...anzacDay(year, NO_SUBSTITUTE),
  ...sovereignsBirthday(year, nthMonday(year, 6, 2)),
  // The Friday before the AFL Grand Final is left out (see the head of the file).
  // Melbourne Cup Day, 1st Tuesday in November, statewide since 2009 (a council may swap it for a local day).
  ...since(year, 2009, () => on(nthWeekday(year, 11, TUESDAY, 1), 'Melbourne Cup Day')),
  ...christmas(year),
];

// Public and Bank Holidays Act 1972 (WA).
const westernAustralia = (year: number): PublicHoliday[] => [
  ...newYearsDay(year),
  ...australiaDay(year),
  ...on(nthMonday(year, 3, 1), 'Labour Day'),
  // Easter Sunday since 2022; Easter Saturday is not a holiday in WA.
  ...easter(year, { saturday: false, sunday: year >= 2022 }),
  ...anzacDay(year, ADD_MONDAY),
  ...on(nthMonday(year, 6, 1), 'Western Australia Day'),
  // Proclaimed each year; the last Monday in September in all but a few years (see the head of the file).
  ...sovereignsBirthday(year, nthMonday(year, 9, -1)),
  ...christmas(year),
];

const RULES: Record<AustralianState, (year: number) => PublicHoliday[]> = {
  ACT: australianCapitalTerritory,
  NSW: newSouthWales,
  NT: northernTerritory,
  QLD: queensland,
  SA: southAustralia,
  TAS: tasmania,
  VIC: victoria,
  WA: westernAustralia,
};

// ---- The lists, computed once per state and year.

interface YearOfState {
  holidays: readonly PublicHoliday[];
  dates: ReadonlySet<string>;
}
const computed = new Map<string, YearOfState>();

const yearOf = (year: number, state: AustralianState): YearOfState => {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`Public holidays are known for ${FIRST_YEAR} to ${LAST_YEAR}, not ${year}`);
  }
  const rules = Object.hasOwn(RULES, state) ? RULES[state] : undefined;
  if (!rules) throw new RangeError(`Not an Australian state or territory: ${state}`);
  const key = `${state} ${year}`;
  let known = computed.get(key);
  if (!known) {
    const holidays = merge(rules(year));
    known = { holidays, dates: new Set(holidays.map((holiday) => holiday.date)) };
    computed.set(key, known);
  }
  return known;
};

/** Sorted by date, one entry a date: two holidays on one date (Anzac Day on Easter Monday) share it. */
const merge = (holidays: PublicHoliday[]): PublicHoliday[] => {
  const byDate = new Map<string, string[]>();
  for (const { date, name } of holidays) byDate.set(date, [...(byDate.get(date) ?? []), name]);
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, names]) => ({ date, name: names.join(' and ') }));
};

/** The state's public holidays of the year with their names, sorted by date, weekend ones included. */
export const namedPublicHolidays = (year: number, state: AustralianState): PublicHoliday[] =>
  yearOf(year, state).holidays.map((holiday) => ({ ...holiday }));

/** The state's public holidays of the year (`YYYY-MM-DD`, sorted), weekend ones included. */
export const publicHolidays = (year: number, state: AustralianState): string[] => yearOf(year, state).holidays.map((holiday) => holiday.date);

export const isPublicHoliday = (iso: string, state: AustralianState): boolean => {
  timeOfIsoDate(iso);
  return yearOf(Number(iso.slice(0, 4)), state).dates.has(iso);
};
