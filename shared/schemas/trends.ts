// The dashboards' trends (docs/decisions.md, "Trends"): what was submitted, verified, opened, closed, missed and paid,
// week by week or month by month on the college's clock, each point a kept count and each opening the list of exactly
// the records it counts. A caller is answered only the charts of what they may list, as on the dashboard itself.
import * as z from 'zod';
import { Cursor, ListMeta } from './common';

/** What a trend counts: each a kind of event, counted when it happens, in the same write. */
export const TREND_SERIES = ['forms-submitted', 'forms-verified', 'tickets-opened', 'tickets-closed', 'tickets-breached', 'payments'] as const;
export type TrendSeries = (typeof TREND_SERIES)[number];

/** What each event is called on screen, as a heading of its list. */
export const TREND_SERIES_WORDS: Record<TrendSeries, string> = {
  'forms-submitted': 'Forms submitted',
  'forms-verified': 'Forms verified',
  'tickets-opened': 'Tickets opened',
  'tickets-closed': 'Tickets closed',
  'tickets-breached': 'Tickets past a target',
  payments: 'Payments',
};

/** How far back a chart looks: a quarter by week, a year by month. */
export const WEEKS_SHOWN = 12;
export const MONTHS_SHOWN = 12;

/**
 * Where a series is counted: `all` (the college), `type:<form type id>` (a family) or `department:<role id>` (a
 * department's tickets). Written by the server; a query's is checked to this shape before anything else.
 */
export const TREND_SCOPE_PATTERN = /^(all|type:[0-9]{1,3}|department:[a-z0-9][a-z0-9-]{0,63})$/;

/** A college week (its Monday, `YYYY-MM-DD`) or month (`YYYY-MM`). */
export const TREND_PERIOD_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$/;

export const TrendPoint = z.strictObject({
  /** The week's Monday (`YYYY-MM-DD`) or the month (`YYYY-MM`). */
  period: z.string(),
  value: z.number(),
});
export type TrendPoint = z.infer<typeof TrendPoint>;

/** One line of a chart: its series, where it is counted (which list its points open) and its points, oldest first. */
export const TrendLine = z.strictObject({
  series: z.enum(TREND_SERIES),
  scope: z.string(),
  label: z.string(),
  points: z.array(TrendPoint),
});
export type TrendLine = z.infer<typeof TrendLine>;

export const TrendChart = z.strictObject({
  title: z.string(),
  period: z.enum(['week', 'month']),
  /** Money: the points are cents (what was paid); otherwise how many. */
  money: z.boolean(),
  lines: z.array(TrendLine),
});
export type TrendChart = z.infer<typeof TrendChart>;

export const TrendFamily = z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() });

export const TrendsView = z.strictObject({
  /** The families whose forms the caller checks, to choose one; `family` is the one shown (null: all of them together). */
  families: z.array(TrendFamily),
  family: TrendFamily.nullable(),
  /** They check every family, so may see them all together (`form_type=all`, the default for them). */
  all_families: z.boolean(),
  /** Charts of what the caller may list (none at all for a student or an agent). */
  charts: z.array(TrendChart),
});
export type TrendsView = z.infer<typeof TrendsView>;

/** `GET /api/dashboard/trends?form_type=`: the family of the forms chart (its slug); the caller's first when absent. */
export const TrendsQuery = z.object({
  form_type: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'Choose a form family')
    .optional(),
});
export type TrendsQuery = z.infer<typeof TrendsQuery>;

export const TrendEntriesPath = z.object({
  series: z.enum(TREND_SERIES, { message: 'No such trend' }),
  period: z.string().max(10).regex(TREND_PERIOD_PATTERN, 'Give a week (its Monday, YYYY-MM-DD) or a month (YYYY-MM)'),
});
export type TrendEntriesPath = z.infer<typeof TrendEntriesPath>;

export const TrendEntriesQuery = z.object({
  scope: z.string({ message: 'Say whose figures' }).max(80).regex(TREND_SCOPE_PATTERN, 'Say whose figures: all, type:<id> or department:<id>'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pagination: z.coerce.number().int().min(1).max(100).default(25),
  cursor: Cursor,
});
export type TrendEntriesQuery = z.infer<typeof TrendEntriesQuery>;

/** One event of a figure's list: the record as it was then, and where it is now. */
export const TrendEntryView = z.strictObject({
  at: z.string(),
  record_id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** The record's page in the SPA. */
  link: z.string(),
  /** A payment's amount, in cents; null for the other series. */
  amount_cents: z.number().nullable(),
});
export type TrendEntryView = z.infer<typeof TrendEntryView>;

/** What a figure's list is of, to head it: the series, whose, and the period's first and last day. */
export const TrendEntriesHeading = z.strictObject({
  series: z.enum(TREND_SERIES),
  title: z.string(),
  scope: z.string(),
  scope_name: z.string(),
  period: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TrendEntriesHeading = z.infer<typeof TrendEntriesHeading>;

/** `GET /api/dashboard/trends/{series}/{period}?scope=`: a figure's records, newest first, headed by what they are. */
export const TrendEntriesAnswer = z.strictObject({ heading: TrendEntriesHeading, data: z.array(TrendEntryView), meta: ListMeta });
export type TrendEntriesAnswer = z.infer<typeof TrendEntriesAnswer>;
