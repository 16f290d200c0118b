// The dashboard's figures (docs/decisions.md, "Notifications and dashboards"). They refresh when the person comes
// back to the tab and every minute while it is open: they are the college's live workload, not a report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const REFRESH_MS = 60_000;

export const getDashboard = () => api.call(dashboardApi.show).then((r) => r.data);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard.figures(), queryFn: getDashboard, refetchInterval: REFRESH_MS });

export const useDashboard = () => useQuery(dashboardQueryOptions());
