import { queryOptions, useQuery } from '@tanstack/react-query';
import { sampleWidgetsApi } from '@shared/api/sample-widgets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '../../../../../registered/query-keys';

export const getSampleWidget = (id: string) => api.call(sampleWidgetsApi.show, { params: { id } }).then((res) => res.data);

export const sampleWidgetQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.sampleWidgets.detail(id), queryFn: () => getSampleWidget(id) });

export const useSampleWidget = (id: string) => useQuery(sampleWidgetQueryOptions(id));
