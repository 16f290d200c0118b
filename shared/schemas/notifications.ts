// A notification for one person (spec §3: id, user_id, read, trash flag; §4: unread, read, deleted). The
// notifications calls of spec §7 (GET /notifications, PATCH /notifications/{id}, bulk delete) answer this shape.
import * as z from 'zod';
import { Cursor, Id, LooseId, PageLimit, TimeText } from './common';

export const NotificationView = z.object({
  id: z.string(),
  user_id: z.string(),
  /** What it is about, for an icon and a filter: `account`, `ticket-status`, `form`. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the SPA to open, e.g. `/tickets/abc`. */
  link: z.string().optional(),
  read: z.boolean(),
  read_at: z.string().optional(),
  trashed: z.boolean(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

/** `GET /api/notifications`: the newest first, `limit` at a time (spec §9's query settings are the SPA's). */
export const NotificationListQuery = z.object({
  cursor: Cursor.optional(),
  limit: PageLimit(100),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** Spec §7: "the list is in data.data": the page of notifications, with the count of all unread and where the next page starts. */
export const NotificationList = z.strictObject({
  data: z.array(NotificationView),
  unread_count: z.number().int().nonnegative(),
  next_cursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** `PATCH /api/notifications/{id}` (spec §7: `{read: true}`; spec §4: unread, then read). */
export const MarkReadBody = z.object({ read: z.literal(true, { message: 'Only marking as read is possible' }) });

/** The most notifications one bulk delete takes (a page's worth, twice). */
export const BULK_DELETE_MAX = 100;

/** `POST /api/notifications/bulk-delete` (spec §7: `{notification_ids: list}`). */
export const BulkDeleteBody = z.object({
  notification_ids: z
    .array(Id('Give notification ids'), { message: 'Give the notifications to delete' })
    .min(1, 'Choose at least one notification')
    .max(BULK_DELETE_MAX, `Delete at most ${BULK_DELETE_MAX} at once`),
});
export type BulkDeleteBody = z.infer<typeof BulkDeleteBody>;

export const BulkDeleteAnswer = z.strictObject({ message: z.string(), deleted: z.number().int().nonnegative() });

// ---- The socket (spec §7 "Realtime socket") ----

/** Spec §3 notification as the socket pushes it: id, user_id, read, trash (other fields not shown). */
export const Notification = z.object({
  id: LooseId,
  user_id: LooseId,
  read: z.boolean(),
  trash: z.boolean(),
  title: z.string().max(200).optional(),
  body: z.string().max(2000).optional(),
  /** What it is about, and the page to open (added: a bell shows and links it). */
  type: z.string().max(50).optional(),
  link: z.string().max(500).optional(),
  created_at: TimeText.optional(),
});
export type Notification = z.infer<typeof Notification>;

/** `notification.created`: one was added for the receiver (a ticket's comes inside `ticket-status` instead). */
export const NotificationCreated = z.object({ notification: Notification });
export type NotificationCreated = z.infer<typeof NotificationCreated>;
