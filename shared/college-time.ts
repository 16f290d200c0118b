// The college's own clock: sessions, deadlines and reminders are written in Sydney time, whatever zone the
// function runs in (UTC on Lambda).
/** The college's time zone: every date and time a person reads is on its clock (screens, PDFs, CSVs, mail). */
export const COLLEGE_TIME_ZONE = 'Australia/Sydney';
const TIME_ZONE = COLLEGE_TIME_ZONE;
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The college's wall clock at an instant, field by field, as two-digit (the year four-digit) text. */
const wallPartsOf = (instant: Date) => {
  const parts = wallClock.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
};

/** The college's wall clock now, `YYYY-MM-DDTHH:mm`: compares with a session's time as text. */
export const collegeNow = (now = new Date()): string => {
  const { year, month, day, hour, minute } = wallPartsOf(now);
  return `${year}-${month}-${day}T${hour}:${minute}`;
};

/** The college's calendar date `days` from today, `YYYY-MM-DD`. */
export const collegeDate = (days = 0, now = new Date()): string => collegeNow(new Date(now.getTime() + days * DAY_MS)).slice(0, 10);

/** The college's month of an instant (now when not given), `YYYY-MM`. */
export const collegeMonth = (at?: string): string => collegeNow(at ? new Date(at) : new Date()).slice(0, 7);

/**
 * An instant as ISO 8601 on the college's clock with its offset, `2026-11-28T02:26:00+11:00`: what an export writes,
 * so a spreadsheet shows the college's time and a program still reads the exact instant. As given when not a time.
 */
export const collegeTimestamp = (iso: string): string => {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { year, month, day, hour, minute, second } = wallPartsOf(instant);
  // The offset is how far the wall clock is from UTC at that instant (whole seconds: the wall clock shows no more).
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const minutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
};

/** The college's wall clock at an instant to the second, `YYYY-MM-DDTHH:mm:ss`: sorts as text in the college's order. */
export const collegeWallClock = (iso: string): string => {
  const { year, month, day, hour, minute, second } = wallPartsOf(new Date(iso));
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
};

/** A calendar date `YYYY-MM-DD` moved by whole days (no clock involved: the date's own arithmetic). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10);

/** The Monday that starts the week of a calendar date `YYYY-MM-DD` (the college's weeks run Monday to Sunday). */
export const weekOf = (date: string): string => {
  const weekday = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(date.slice(0, 10), -((weekday + 6) % 7));
};

/** The `count` college weeks (their Mondays) or months (`YYYY-MM`) up to and including today's, oldest first. */
export const periodsUpTo = (kind: 'week' | 'month', count: number, now = new Date()): string[] => {
  const today = collegeDate(0, now);
  if (kind === 'week') return Array.from({ length: count }, (_, i) => addDays(weekOf(today), -7 * (count - 1 - i)));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7));
};
