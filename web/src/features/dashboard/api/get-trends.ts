// The dashboards' trends (shared/schemas/trends.ts): the charts of what the person may list, for the family they chose,
// and the records one point counts. Trends move slowly: they are read when the dashboard opens, not polled.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import type { TrendEntriesPath, TrendEntriesQuery } from '@shared/schemas/trends';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getTrends = (formType: string | undefined) =>
  api.call(dashboardApi.trends, { query: formType ? { form_type: formType } : {} }).then((r) => r.data);

export const useTrends = (formType: string | undefined) =>
  useQuery(
    queryOptions({ queryKey: queryKeys.dashboard.trends(formType ?? ''), queryFn: () => getTrends(formType), placeholderData: keepPreviousData }),
  );

export const getTrendEntries = (params: TrendEntriesPath, query: TrendEntriesQuery) => api.call(dashboardApi.trendEntries, { params, query });

/** A page of a point's records; not asked for while the address names no figure (`enabled`). */
export const useTrendEntries = (params: TrendEntriesPath, query: TrendEntriesQuery, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.dashboard.trendEntries(params, query),
      queryFn: () => getTrendEntries(params, query),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
