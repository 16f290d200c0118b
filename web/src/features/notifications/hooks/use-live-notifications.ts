// Live notifications: a `ticket-status` for the reader (spec §4) or a `notification.created` refreshes the list
// (the bell's count says so; a toast for each would pile up over a page that already shows the change).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@web/lib/query-keys';
import { useSocket } from '@web/lib/session';

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
