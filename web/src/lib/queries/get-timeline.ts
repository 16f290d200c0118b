import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import type { TimelineQuery } from '@shared/schemas/dashboard';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A person's timeline: their forms, tickets, chats and orders, newest first, as filtered. */
export const getTimeline = (userId: string, query: TimelineQuery) =>
  api.call(dashboardApi.timeline, { params: { id: userId }, query }).then((r) => r.data);

export const timelineQueryOptions = (userId: string, query: TimelineQuery) =>
  queryOptions({ queryKey: queryKeys.dashboard.timeline(userId, query), queryFn: () => getTimeline(userId, query), enabled: Boolean(userId) });

export const useTimeline = (userId: string, query: TimelineQuery) => useQuery(timelineQueryOptions(userId, query));
