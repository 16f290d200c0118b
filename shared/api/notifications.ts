// Notifications (spec §7; docs/decisions.md, "Notifications"): a person's own, and only theirs (the id is looked up under the caller; anyone
// else's is 404). Only those neither read nor deleted are listed (spec §4); reading and deleting are for good.
import { IdPath } from '../schemas/common';
import { BulkDeleteAnswer, BulkDeleteBody, MarkReadBody, NotificationList, NotificationListQuery, NotificationView } from '../schemas/notifications';
import { dataAnswer, routesOf } from './contract';

const { userCall } = routesOf('notifications');

// Every signed-in person has notifications, and each call reaches the caller's own only: the list and the bulk
// delete by their caller (another's ids are passed over), the one named in the path as owner-scoped (404 otherwise).
export const notificationsApi = {
  list: userCall('GET', '/api/notifications', {}, { query: NotificationListQuery, response: dataAnswer(NotificationList) }),
  markRead: userCall(
    'PATCH',
    '/api/notifications/{id}',
    { ownerScoped: true },
    { params: IdPath, body: MarkReadBody, response: dataAnswer(NotificationView) },
  ),
  bulkDelete: userCall('POST', '/api/notifications/bulk-delete', {}, { body: BulkDeleteBody, response: BulkDeleteAnswer }),
};
