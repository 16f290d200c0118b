// The college's own clock: sessions, deadlines and reminders are written in Sydney time, whatever zone the
// function runs in (UTC on Lambda).
const TIME_ZONE = 'Australia/Sydney';
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The college's wall clock now, `YYYY-MM-DDTHH:mm`: compares with a session's time as text. */
export const collegeNow = (now = new Date()): string => {
  const parts = wallClock.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
};

/** The college's calendar date `days` from today, `YYYY-MM-DD`. */
export const collegeDate = (days = 0, now = new Date()): string => collegeNow(new Date(now.getTime() + days * DAY_MS)).slice(0, 10);

/** The college's month of an instant (now when not given), `YYYY-MM`. */
export const collegeMonth = (at?: string): string => collegeNow(at ? new Date(at) : new Date()).slice(0, 7);
