// A person's notifications (issue 12, spec §7) with spec §9's query settings: no refetch on focus or reconnect, no
// retry, stale after 60*5 (as the spec writes it). Live: a `ticket-status` for the reader (spec §4) or a
// `notification.created` adds a notification and refreshes the list (the bell's count says so; a toast for each
// would pile up over a page that already shows the change).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsApi } from '@shared/api/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSession, useSocket } from '@web/lib/session';

export const useNotifications = () => {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: queryKeys.notifications.list(),
    queryFn: () => api.call(notificationsApi.list, { query: { limit: 100 }, quiet: true }).then((r) => r.data),
    enabled: isAuthenticated,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    staleTime: 60 * 5,
  });
};

const useNotificationChange = <V>(call: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }) });
};

export const useMarkRead = () => useNotificationChange((id: string) => api.call(notificationsApi.markRead, { params: { id }, body: { read: true } }));

export const useBulkDelete = () =>
  useNotificationChange((ids: string[]) => api.call(notificationsApi.bulkDelete, { body: { notification_ids: ids } }));

/** Mount once in the signed-in frame: a notification made for the reader joins the list (and the bell's count) at once. */
export const useLiveNotifications = () => {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return undefined;
    const arrived = () => void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
    const stops = [
      socket.subscribe('ticket-status', arrived),
      socket.subscribe('notification.created', arrived),
      // What arrived while the socket was away is in the list again.
      socket.onReconnect(() => void client.invalidateQueries({ queryKey: queryKeys.notifications.all })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [socket, client]);
};
