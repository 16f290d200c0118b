// A person's notifications (spec §3, §4, §7; docs/decisions.md, "Notifications"): written by the audit block with the change they tell of,
// read here. Listed are those neither read nor deleted, newest first; reading and deleting are for good. Every
// call is keyed by the caller's own id, so another person's notification is not found (404), never touched.
import type { BulkDeleteBody, NotificationList, NotificationListQuery, NotificationView } from '@shared/schemas/notifications';
import { toNotificationView } from '@functions/platform/audit';
import { NotificationEntity } from '@functions/platform/audit-db';
import { isConditionFailure, writtenIfAllowed } from '@functions/platform/db';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Caller } from '@functions/platform/session';

const DEFAULT_PAGE = 50;

const noSuchNotification = () => new NotFoundError('notification.not_found', 'This notification does not exist.');

/** The caller's unread notifications, newest first, a page at a time, with how many there are in all. */
export const listNotifications = async (caller: Caller, query: NotificationListQuery): Promise<NotificationList> => {
  // Still to see: neither read nor deleted (spec §4).
  const inbox = () =>
    NotificationEntity.query.byUser({ userId: caller.userId }).where((a, { notExists }) => `${notExists(a.readAt)} AND ${notExists(a.trashedAt)}`);
  const [page, all] = await Promise.all([
    // A cursor this list did not give (forged, or another person's position) is refused by the store: a 422.
    // `count`, not `limit`: read and deleted ones are filtered out after DynamoDB's limit, so pages are read until it is reached.
    inbox()
      .go({ order: 'desc', count: query.limit ?? DEFAULT_PAGE, cursor: query.cursor ?? null })
      .catch((error: unknown) => {
        if (query.cursor) throw new ValidationError({ cursor: ['Start again from the first page: this is not a page of your notifications.'] });
        throw error;
      }),
    // A person's unread are few (reading or deleting takes them out): counted by reading their ids.
    inbox().go({ pages: 'all', attributes: ['id'] }),
  ]);
  return { data: page.data.map(toNotificationView), unread_count: all.data.length, next_cursor: page.cursor ?? null };
};

/** Marks one of the caller's notifications read (again is fine: it keeps its first read time). */
export const markRead = async (caller: Caller, id: string): Promise<NotificationView> => {
  try {
    const { data } = await NotificationEntity.patch({ userId: caller.userId, id })
      .set({ readAt: new Date().toISOString() })
      .where((a, { notExists }) => notExists(a.readAt))
      .go({ response: 'all_new' });
    return toNotificationView(data as never);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await NotificationEntity.get({ userId: caller.userId, id }).go();
    if (!data) throw noSuchNotification();
    return toNotificationView(data);
  }
};

/** Deletes (trashes) the caller's notifications among `ids`; ids that are not theirs, or gone already, are passed over. */
export const bulkDelete = async (caller: Caller, { notification_ids: ids }: BulkDeleteBody): Promise<number> => {
  const at = new Date().toISOString();
  const deleted = await Promise.all(
    [...new Set(ids)].map((id) =>
      writtenIfAllowed(
        NotificationEntity.patch({ userId: caller.userId, id })
          .set({ trashedAt: at })
          .where((a, { notExists }) => notExists(a.trashedAt))
          .go(),
      ),
    ),
  );
  return deleted.filter(Boolean).length;
};
