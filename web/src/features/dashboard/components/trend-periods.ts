// How a trend's periods read: a college week by its Monday (`2026-11-23`), a month as `2026-11`. Calendar dates, so
// formatted in UTC: the same day wherever the browser is.
const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const dateOf = (period: string) => new Date(`${period.length === 7 ? `${period}-01` : period}T12:00:00Z`);

export const isWeek = (period: string) => period.length === 10;

/** On a chart's axis: "23 Nov" for a week, "Nov" for a month. */
export const periodTick = (period: string): string => (isWeek(period) ? dayMonth : monthShort).format(dateOf(period));

/** In words: "the week of 23 Nov 2026" or "November 2026". */
export const periodName = (period: string): string =>
  isWeek(period) ? `the week of ${dayMonthYear.format(dateOf(period))}` : monthLong.format(dateOf(period));

/** A week's first and last day, "23–29 Nov 2026" (for a month, its name). */
export const periodSpan = (from: string, to: string): string => `${dayMonth.format(dateOf(from))} to ${dayMonthYear.format(dateOf(to))}`;

/** The address of the records one point counts. */
export const trendEntriesPath = (series: string, period: string, scope: string) => `/trends/${series}/${period}?scope=${encodeURIComponent(scope)}`;
