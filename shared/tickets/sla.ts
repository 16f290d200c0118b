// Service targets of tickets (docs/decisions.md, "Tickets"), in working hours: Monday to Friday, 9 am to 5 pm at the college
// (its state's time), the state's public holidays skipped. A ticket raised at 4 pm on a Friday with an 8-hour
// first-response target is due at 4 pm on Monday. Shared so the SPA counts time left the way the API does.
import { isWorkingDay, TIME_ZONES } from '../forms/clocks';
import { addDays } from '../forms/holidays';
import type { AustralianState } from '../schemas/courses';

export const DAY_STARTS = 9 * 60;
export const DAY_ENDS = 17 * 60;

/** A ticket whose target runs out within this many minutes (wall clock) is due soon. */
export const DUE_SOON_MINUTES = 2 * 60;

interface LocalTime {
  date: string;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock fields of an instant in a zone, as if that wall clock were UTC (milliseconds). */
const wallClockOf = (instant: number, timeZone: string): number => {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
};

const localTimeOf = (instant: number, state: AustralianState): LocalTime => {
  const wall = wallClockOf(instant, TIME_ZONES[state]);
  const date = new Date(wall).toISOString().slice(0, 10);
  return { date, minute: Math.floor((wall - Date.parse(`${date}T00:00:00Z`)) / 60_000) };
};

/** The instant a local date and minute of the state's day stand for (working hours never fall in a daylight-saving jump). */
const instantOf = ({ date, minute }: LocalTime, state: AustralianState): number => {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const offset = wallClockOf(wall, TIME_ZONES[state]) - wall;
  return wall - offset;
};

/** The start of the next working day after `date`. */
const nextMorning = (date: string, state: AustralianState): LocalTime => {
  let next = addDays(date, 1);
  while (!isWorkingDay(next, state)) next = addDays(next, 1);
  return { date: next, minute: DAY_STARTS };
};

/** The moment working time next runs from: now when it is working time, else the next opening. */
const openFrom = (at: LocalTime, state: AustralianState): LocalTime => {
  if (!isWorkingDay(at.date, state) || at.minute >= DAY_ENDS) return nextMorning(at.date, state);
  return at.minute < DAY_STARTS ? { date: at.date, minute: DAY_STARTS } : at;
};

/** The instant `hours` working hours after `start` (ISO timestamps in and out). */
export const addWorkingHours = (startIso: string, hours: number, state: AustralianState): string => {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`Working hours to add must be 0 or more, not ${hours}`);
  let at = openFrom(localTimeOf(Date.parse(startIso), state), state);
  let left = Math.round(hours * 60);
  while (left > DAY_ENDS - at.minute) {
    left -= DAY_ENDS - at.minute;
    at = nextMorning(at.date, state);
  }
  return new Date(instantOf({ date: at.date, minute: at.minute + left }, state)).toISOString();
};

export type SlaState = 'met' | 'on-time' | 'due-soon' | 'breached';

/**
 * Where one target stands: met when done by its due time, breached when done late or still open past it,
 * due soon in its last two hours, on time otherwise.
 */
export const targetState = (dueAt: string, doneAt: string | undefined, now: Date): SlaState => {
  if (doneAt) return doneAt <= dueAt ? 'met' : 'breached';
  const left = Date.parse(dueAt) - now.getTime();
  if (left < 0) return 'breached';
  return left <= DUE_SOON_MINUTES * 60_000 ? 'due-soon' : 'on-time';
};

const SEVERITY: SlaState[] = ['met', 'on-time', 'due-soon', 'breached'];

/** A ticket's state: the worse of its first-response and resolution targets'. */
export const worstOf = (...states: SlaState[]): SlaState => states.reduce((a, b) => (SEVERITY.indexOf(b) > SEVERITY.indexOf(a) ? b : a), 'met');
