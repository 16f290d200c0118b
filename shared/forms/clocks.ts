// Compliance clocks (docs/decisions.md, "Clocks, files and exports"): the legal deadlines a form carries, from its family's `clocks` rules. A
// calendar-days clock is the student's duty (report a new address within 7 days of moving), done when the
// form is submitted; a working-days clock is the college's (assess a complaint within 10 working days of
// receiving it), running from submission and done when staff act on the form (the caller's `stoppedAt`).
//
// Every date is the local date of the campus's state (NSW, where the college is, when the form has none):
// a complaint sent at 8 am in Sydney on a Monday was received on Monday, though it is still Sunday in UTC,
// and a deadline falls due at the end of the state's own day.
import type { AustralianState } from '../schemas/courses';
import type { ClockView } from '../schemas/forms';
import { holds, type Answers } from './conditions';
import type { ClockRule, FormDefinition } from './definition';
import { addDays, daysBetween, isIsoDate, isPublicHoliday, isWeekend, timeOfIsoDate } from './holidays';

export const DEFAULT_STATE: AustralianState = 'NSW';

/** The capital's zone; every state keeps one zone (Broken Hill's and Lord Howe's exceptions aside). */
export const TIME_ZONES: Record<AustralianState, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** A clock not yet stopped is due soon from this many days (working days for a working-day clock) before it is due. */
export const DUE_SOON_DAYS = 2;

// ---- Working days.

export const isWorkingDay = (iso: string, state: AustralianState): boolean => !isWeekend(iso) && !isPublicHoliday(iso, state);

const nextWorkingDayFrom = (iso: string, state: AustralianState): string => {
  let date = iso;
  while (!isWorkingDay(date, state)) date = addDays(date, 1);
  return date;
};

/**
 * The date `days` working days after the start (Monday to Friday, the state's public holidays skipped). A
 * start on a weekend or holiday counts from the next working day, as a letter arriving on Saturday is read on
 * Monday: Saturday plus 1 is Tuesday.
 */
export const addWorkingDays = (startIso: string, days: number, state: AustralianState): string => {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days to add must be a whole number from 0, not ${days}`);
  let date = nextWorkingDayFrom(startIso, state);
  for (let left = days; left > 0; left -= 1) date = nextWorkingDayFrom(addDays(date, 1), state);
  return date;
};

/**
 * The working days from `fromIso` (counted when it is one) up to `toIso` (not counted); negative when `toIso`
 * is earlier. So `workingDaysBetween(a, addWorkingDays(a, n)) === n`, and from a Saturday to the Monday is 0:
 * nothing can be done before Monday comes.
 */
export const workingDaysBetween = (fromIso: string, toIso: string, state: AustralianState): number => {
  if (timeOfIsoDate(toIso) < timeOfIsoDate(fromIso)) return -workingDaysBetween(toIso, fromIso, state);
  let count = 0;
  for (let date = fromIso; date < toIso; date = addDays(date, 1)) if (isWorkingDay(date, state)) count += 1;
  return count;
};

// ---- Local dates.

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The `YYYY-MM-DD` date the instant falls on in the state. */
export const localDateOf = (instant: Date, state: AustralianState): string => {
  const parts = formatterOf(TIME_ZONES[state]).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
};

/** The local date of an ISO timestamp; undefined when there is none or it is not a timestamp. */
const localDateOfTimestamp = (timestamp: string | null | undefined, state: AustralianState): string | undefined => {
  if (!timestamp) return undefined;
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? undefined : localDateOf(instant, state);
};

// ---- Clocks.

/** What `clocksOf` reads of a form. */
export interface ClockedForm {
  /** The header fields and the answers, merged: a calendar-days rule's `from` may be either. */
  answers: Answers;
  /** ISO timestamp of submission; none for a draft. */
  submittedAt?: string | null;
  /** ISO timestamp the college acted on the form (its verification): stops the working-day clocks. */
  stoppedAt?: string | null;
  /** The campus's state, for its time zone and public holidays; NSW when there is none. */
  state?: AustralianState;
}

/** When a clock is due and when it stopped, as local dates; `working` when it counts working days. */
interface Span {
  dueOn: string;
  stoppedOn?: string;
  working: boolean;
}

/** The student's duty: `days` calendar days from the `from` date answer, done by submitting the form. */
const calendarSpan = (rule: Extract<ClockRule, { kind: 'calendar-days' }>, form: ClockedForm, state: AustralianState): Span | undefined => {
  const from = form.answers[rule.from];
  if (!isIsoDate(from)) return undefined;
  return { dueOn: addDays(from, rule.days), stoppedOn: localDateOfTimestamp(form.submittedAt, state), working: false };
};

/** The college's duty: `days` working days from the day the form was submitted, done when staff act on it. */
const workingSpan = (rule: Extract<ClockRule, { kind: 'working-days' }>, form: ClockedForm, state: AustralianState): Span | undefined => {
  const submittedOn = localDateOfTimestamp(form.submittedAt, state);
  if (!submittedOn) return undefined;
  return { dueOn: addWorkingDays(submittedOn, rule.days, state), stoppedOn: localDateOfTimestamp(form.stoppedAt, state), working: true };
};

/** Days from one date to another in the clock's unit. */
const counter =
  (span: Span, state: AustralianState) =>
  (fromIso: string, toIso: string): number =>
    span.working ? workingDaysBetween(fromIso, toIso, state) : daysBetween(fromIso, toIso);

const viewOf = (label: string, span: Span, todayIso: string, state: AustralianState): ClockView => {
  const daysFrom = counter(span, state);
  const base = { label, due_on: span.dueOn, working_days: span.working };
  if (span.stoppedOn) {
    return { ...base, state: span.stoppedOn <= span.dueOn ? 'met' : 'overdue', days_left: daysFrom(span.stoppedOn, span.dueOn) };
  }
  const daysLeft = daysFrom(todayIso, span.dueOn);
  const clockState = todayIso > span.dueOn ? 'overdue' : daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'on-time';
  return { ...base, state: clockState, days_left: daysLeft };
};

/** The form's state; NSW when it has none, or one that is not a state (a campus's state is stored as text). */
const stateOf = (form: ClockedForm): AustralianState => (form.state && Object.hasOwn(TIME_ZONES, form.state) ? form.state : DEFAULT_STATE);

const whenOf = (rule: ClockRule) => ('when' in rule ? rule.when : undefined);

/**
 * The form's clocks as they stand `today`: one for each rule of its family whose `when` holds, except a
 * calendar-days rule whose date is not answered and a working-days rule of a form not yet submitted.
 */
export const clocksOf = (definition: FormDefinition, form: ClockedForm, today: Date): ClockView[] => {
  const state = stateOf(form);
  const todayIso = localDateOf(today, state);
  return (definition.clocks ?? []).flatMap((rule) => {
    if (!holds(whenOf(rule), form.answers, today)) return [];
    const span = rule.kind === 'calendar-days' ? calendarSpan(rule, form, state) : workingSpan(rule, form, state);
    return span ? [viewOf(rule.label, span, todayIso, state)] : [];
  });
};

/** Whether a clock still running falls due within `days` of its own days (the reminder job asks for 1: due tomorrow). */
export const dueWithin = (clock: ClockView, days: number): boolean =>
  (clock.state === 'on-time' || clock.state === 'due-soon') && clock.days_left <= days;
