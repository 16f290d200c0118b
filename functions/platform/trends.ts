// Trends over time, for the dashboards' charts (docs/decisions.md, "Trends"). Each event a chart counts (a form
// submitted or verified, a ticket opened, closed or past its target, a payment) is written in the same transaction as
// the change it records, in two ways: a kept count of its college week and of its college month (list-counts.ts), and
// an entry in its series' list, sorted by the college's wall clock. A chart reads its points by key, a dozen counts
// whatever the size of the college; a point opens exactly the records it counts, a Query of its list between the
// period's first and last day, paged as any list is.
import { Entity, Service, type EntityItem } from 'electrodb';
import { addDays, collegeWallClock, weekOf } from '@shared/college-time';
import type { TrendChart, TrendSeries } from '@shared/schemas/trends';
import { dynamo } from './clients';
import { config } from './config';
import { quickListParser, rewriteWhole } from './db';
import { countOf, listCountEntity, moveCount, setCounts, type Count, type CountKey } from './list-counts';
import { pageFromIndex, type IndexPage, type PageRequest } from './paging';
import { itemsOf, type TransactItem } from './transactions';

/** The kept counts' list: one count per series, scope and period. */
const TREND_LIST = 'trends';

const TrendEntryEntity = new Entity(
  {
    model: { entity: 'trendEntry', version: '1', service: 'portal' },
    attributes: {
      series: { type: 'string', required: true },
      /** Where it is counted: `all`, a family (`type:<id>`) or a department (`department:<role id>`). */
      scope: { type: 'string', required: true },
      /** When, on the college's wall clock (`YYYY-MM-DDTHH:mm:ss.SSS`): what a period's bounds compare with. */
      localAt: { type: 'string', required: true },
      /** When, as the instant it was. */
      at: { type: 'string', required: true },
      recordId: { type: 'string', required: true },
      /** The record as it was then: what the list shows of it. */
      title: { type: 'string', required: true },
      detail: { type: 'string', required: true, default: '' },
      /** Its page in the SPA, built by the server. */
      link: { type: 'string', required: true },
      /** A payment's cents. */
      amountCents: { type: 'number' },
    },
    indexes: {
      // A series' events in one partition per scope, in the college's time order. A college writes a few a minute to
      // any one of them at its busiest.
      bySeries: { pk: { field: 'pk', composite: ['series', 'scope'] }, sk: { field: 'sk', composite: ['localAt', 'recordId'] } },
    },
  },
  { table: config.tableName, client: dynamo },
);
export type TrendEntry = EntityItem<typeof TrendEntryEntity>;

const trendRecords = new Service({ trendEntry: TrendEntryEntity, listCount: listCountEntity() }, { table: config.tableName, client: dynamo });

/** One event a trend counts, as the domain that made it describes it. */
export interface TrendEvent {
  series: TrendSeries;
  /** Every scope it is counted in (its family and the college's, say). */
  scopes: readonly string[];
  /** When it happened (ISO). */
  at: string;
  recordId: string;
  title: string;
  detail?: string;
  link: string;
  amountCents?: number;
}

/** A period's key: a college week by its Monday (`YYYY-MM-DD`), a month as `YYYY-MM`. */
export type Period = string;

const countScope = (series: TrendSeries, scope: string, period: Period) => `${series}|${scope}|${period}`;

/** The week and the month an instant falls in, on the college's clock. */
const periodsOf = (localAt: string): [Period, Period] => [weekOf(localAt.slice(0, 10)), localAt.slice(0, 7)];

/** An event's entries, one per scope, and the counts it adds to (by count scope: two events may share a count). */
const filingsOf = (events: readonly TrendEvent[]) => {
  const counts = new Map<string, number>();
  const entries = events.flatMap((event) => {
    // To the millisecond, so that two events of one second list in the order they happened.
    const localAt = `${collegeWallClock(event.at)}${new Date(event.at).toISOString().slice(19, 23)}`;
    return event.scopes.map((scope) => {
      for (const period of periodsOf(localAt)) {
        const key = countScope(event.series, scope, period);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return {
        series: event.series,
        scope,
        localAt,
        at: event.at,
        recordId: event.recordId,
        title: event.title,
        detail: event.detail ?? '',
        link: event.link,
        ...(event.amountCents === undefined ? {} : { amountCents: event.amountCents }),
      };
    });
  });
  return { entries, counts };
};

/** The transaction items that file these events: to run in the transaction of the change they record. */
export const trendWrites = (events: readonly TrendEvent[]): TransactItem[] => {
  if (events.length === 0) return [];
  const { entries, counts } = filingsOf(events);
  return itemsOf(
    trendRecords.transaction.write(({ trendEntry, listCount }) => [
      ...entries.map((entry) => trendEntry.put(entry).commit()),
      ...[...counts].map(([scope, delta]) => moveCount(listCount, TREND_LIST, scope, delta)),
    ]),
  );
};

/**
 * Files events outside any transaction, their counts set outright: the migration of stores from before the trends,
 * which makes every event again from the records. Only while nothing else writes.
 */
export const fileTrendEvents = async (events: readonly TrendEvent[]): Promise<number> => {
  const { entries, counts } = filingsOf(events);
  await rewriteWhole(entries.map((entry) => TrendEntryEntity.put(entry)));
  await setCounts(TREND_LIST, counts);
  return entries.length;
};

/** A chart's points: a series in one scope over periods. */
export interface TrendPoints {
  series: TrendSeries;
  scope: string;
  periods: readonly Period[];
}

/**
 * What a domain brings to the trends of one caller (functions/<domain>/dashboard-parts.ts): the counts its charts need
 * and the charts they make, read in one batch with the other domains'.
 */
export interface TrendPart {
  keys: CountKey[];
  build: (count: Count) => TrendChart[];
}

/** A line of a chart whose points are trend counts. */
export const trendLine = (count: Count, label: string, points: TrendPoints) => ({
  series: points.series,
  scope: points.scope,
  label,
  points: pointsOf(count, points),
});

/** The counts a chart's lines need, to read in one batch with others. */
export const trendKeys = (lines: readonly TrendPoints[]): CountKey[] =>
  lines.flatMap(({ series, scope, periods }) => periods.map((period) => ({ list: TREND_LIST, scope: countScope(series, scope, period) })));

/** A line's points from the counts read (`readCounts` of `trendKeys`). */
export const pointsOf = (count: Count, { series, scope, periods }: TrendPoints) =>
  periods.map((period) => ({ period, value: count(TREND_LIST, countScope(series, scope, period)) }));

/** A period's first and last day (`YYYY-MM-DD`): a week's Monday to Sunday, a month's first to last. */
export const periodBounds = (period: Period): { from: string; to: string } => {
  if (period.length === 10) return { from: period, to: addDays(period, 6) };
  const from = `${period}-01`;
  const next = new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 1));
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
};

/** Whether a period names a college week (a real Monday) or month. */
export const isPeriod = (period: string): boolean => {
  if (period.length === 7) return !Number.isNaN(Date.parse(`${period}-01T00:00:00Z`));
  const day = new Date(`${period}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === period && day.getUTCDay() === 1;
};

const entriesFromItems = quickListParser(TrendEntryEntity);

/** One page of the events a point counts, newest first; its total is the point itself. */
export const trendEntriesPage = (series: TrendSeries, scope: string, period: Period, request: PageRequest): Promise<IndexPage<TrendEntry>> => {
  const { from, to } = periodBounds(period);
  // The last day's every second sorts before `~`; the first day's before its first second.
  const params = TrendEntryEntity.query
    .bySeries({ series, scope })
    .between({ localAt: from }, { localAt: `${to}~` })
    .params({ order: 'desc' });
  return pageFromIndex({ params, parse: entriesFromItems, total: () => countOf(TREND_LIST, countScope(series, scope, period)) }, request);
};
