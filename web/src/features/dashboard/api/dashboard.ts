// The dashboard's figures and a person's timeline (issue 12). The figures refresh when the person comes back to
// the tab and every minute while it is open: they are the college's live workload, not a report.
import { useMutation, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import type { TimelineQuery } from '@shared/schemas/dashboard';
import { api, saveFile } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const REFRESH_MS = 60_000;

export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.dashboard.figures(),
    queryFn: () => api.call(dashboardApi.show).then((r) => r.data),
    refetchInterval: REFRESH_MS,
  });

export const useTimeline = (userId: string, query: TimelineQuery) =>
  useQuery({
    queryKey: queryKeys.dashboard.timeline(userId, query),
    queryFn: () => api.call(dashboardApi.timeline, { params: { id: userId }, query }).then((r) => r.data),
    enabled: Boolean(userId),
  });

/** Saves the timeline, as filtered, as a CSV file. */
export const useExportTimeline = (userId: string, query: TimelineQuery) =>
  useMutation({ mutationFn: async () => saveFile(await api.download(dashboardApi.exportTimeline, { params: { id: userId }, query })) });
