import { notificationsApi } from '@shared/api/notifications';
import { implement, serve } from '@functions/platform/http';
import { bulkDelete, listNotifications, markRead } from './notifications';

export const handler = serve(
  'notifications',
  implement(notificationsApi, {
    list: async ({ caller, query }) => ({ data: await listNotifications(caller, query) }),
    markRead: async ({ caller, params }) => ({ message: 'Marked as read.', data: await markRead(caller, params.id) }),
    bulkDelete: async ({ caller, body }) => {
      const deleted = await bulkDelete(caller, body);
      return { message: deleted === 1 ? '1 notification deleted.' : `${deleted} notifications deleted.`, deleted };
    },
  }),
);
