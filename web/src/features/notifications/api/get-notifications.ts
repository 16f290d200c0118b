// A person's notifications (docs/decisions.md, "Notifications and dashboards"; spec §7) with spec §9's query
// settings: no refetch on focus or reconnect, no retry, stale after 60*5 (as the spec writes it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@shared/api/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

export const getNotifications = () => api.call(notificationsApi.list, { query: { limit: 100 }, quiet: true }).then((r) => r.data);

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: getNotifications,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    staleTime: 60 * 5,
  });

/** The signed-in reader's notifications: the bell and the notification centre share the list. */
export const useNotifications = () => {
  const { isAuthenticated } = useSession();
  return useQuery({ ...notificationsQueryOptions(), enabled: isAuthenticated });
};
