import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@shared/api/notifications';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Deletes several of the reader's notifications in one call. */
export const deleteNotifications = (ids: string[]) => api.call(notificationsApi.bulkDelete, { body: { notification_ids: ids } });

/** The list (and the bell's count) is read again once the server has taken the change. */
export const useDeleteNotifications = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteNotifications, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }) });
};
