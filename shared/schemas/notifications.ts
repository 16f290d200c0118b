// A notification for one person (spec §3: id, user_id, read, trash flag; §4: unread, read, deleted). The
// notifications calls of spec §7 (GET /notifications, PATCH /notifications/{id}, bulk delete) answer this shape.
import * as z from 'zod';

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
