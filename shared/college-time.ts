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
