import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@shared/api/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const markNotificationRead = (id: string) => api.call(notificationsApi.markRead, { params: { id }, body: { read: true } });

/** The list (and the bell's count) is read again once the server has taken the change. */
export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }) });
};
