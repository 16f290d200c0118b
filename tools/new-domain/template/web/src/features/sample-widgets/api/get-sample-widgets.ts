import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sampleWidgetsApi } from '@shared/api/sample-widgets';
import type { SampleWidgetListQuery } from '@shared/schemas/sample-widgets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '../../../../../registered/query-keys';

export const getSampleWidgets = (query: SampleWidgetListQuery) => api.call(sampleWidgetsApi.list, { query });

export const sampleWidgetsQueryOptions = (query: SampleWidgetListQuery) =>
  queryOptions({
    queryKey: queryKeys.sampleWidgets.list(query),
    queryFn: () => getSampleWidgets(query),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useSampleWidgets = (query: SampleWidgetListQuery) => useQuery(sampleWidgetsQueryOptions(query));
