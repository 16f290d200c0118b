// The dashboards' trends (shared/schemas/trends.ts): the charts each domain offers the caller (its `…Trends` part), their
// points read in one batch of kept counts, and a point's list: the records it counts, which only those whose chart it
// is may open. Neither reads more than its answer, whatever the size of the college.
import type { TrendSeries, TrendsQuery, TrendsView, TrendEntriesAnswer, TrendEntriesPath, TrendEntriesQuery } from '@shared/schemas/trends';
import { TREND_SERIES_WORDS } from '@shared/schemas/trends';
import { ForbiddenError, NotFoundError } from '@functions/platform/errors';
import { readCounts } from '@functions/platform/list-counts';
import type { Caller } from '@functions/platform/session';
import { isPeriod, periodBounds, trendEntriesPage } from '@functions/platform/trends';
import { formTrends, formTrendScopeName } from '@functions/forms/forms';
import { paymentTrendScopeName, revenueTrends } from '@functions/short-courses/short-courses';
import { ticketTrends, ticketTrendScopeName } from '@functions/tickets/tickets';

const familyView = (type: { id: number; slug: string; name: string }) => ({ id: type.id, slug: type.slug, name: type.name });

/** `GET /api/dashboard/trends`: every chart the caller may see, in one read of their points. */
export const trendsOf = async (caller: Caller, query: TrendsQuery): Promise<TrendsView> => {
  const forms = formTrends(caller, query.form_type);
  const parts = [forms, ticketTrends(caller), revenueTrends(caller)].flatMap((part) => (part ? [part] : []));
  const count = await readCounts(parts.flatMap((part) => part.keys));
  return {
    families: forms?.families.map(familyView) ?? [],
    family: forms?.family ? familyView(forms.family) : null,
    all_families: forms?.all ?? false,
    charts: parts.flatMap((part) => part.build(count)),
  };
};

/** Whose figures a scope is, for this caller, by the domain of the series; undefined when none of their charts shows it. */
const scopeNameOf = (caller: Caller, series: TrendSeries, scope: string): string | undefined => {
  if (series === 'forms-submitted' || series === 'forms-verified') return formTrendScopeName(caller, scope);
  if (series === 'payments') return paymentTrendScopeName(caller, scope);
  return ticketTrendScopeName(caller, scope);
};

/** `GET /api/dashboard/trends/{series}/{period}?scope=`: the records a point counts, newest first, a page at a time. */
export const trendEntries = async (caller: Caller, path: TrendEntriesPath, query: TrendEntriesQuery): Promise<TrendEntriesAnswer> => {
  const scopeName = scopeNameOf(caller, path.series, query.scope);
  if (!scopeName) throw new ForbiddenError('trend.forbidden', 'These figures are not on your dashboard.');
  // As a path that names no record: the address names no week (a Tuesday) or month.
  if (!isPeriod(path.period)) {
    throw new NotFoundError('trend.no_such_period', 'No such week or month: a week is named by its Monday (YYYY-MM-DD), a month as YYYY-MM.');
  }
  const page = await trendEntriesPage(path.series, query.scope, path.period, query);
  return {
    heading: {
      series: path.series,
      title: TREND_SERIES_WORDS[path.series],
      scope: query.scope,
      scope_name: scopeName,
      period: path.period,
      ...periodBounds(path.period),
    },
    data: page.data.map((entry) => ({
      at: entry.at,
      record_id: entry.recordId,
      title: entry.title,
      detail: entry.detail,
      link: entry.link,
      amount_cents: entry.amountCents ?? null,
    })),
    meta: page.meta,
  };
};
