// What live chat brings to the dashboard and to a person's evidence timeline: the chats waiting for the caller's team
// and the staff online now (a handful of items, read as they are), and a person's chats.
import type { DashboardView, TimelineItemView, TimelineSpan } from '@shared/schemas/dashboard';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { hasPermission, isAdminRole } from '@shared/permissions';
import type { Caller } from '@functions/platform/session';
import { ChatEntity } from './chat-store';
import { onlineStaff, takesChats } from './presence';

/** The chats waiting for the caller's team (every team's for the admins) and the staff online now. */
export const chatFigures = async (caller: Caller): Promise<DashboardView['chats']> => {
  const admin = isAdminRole(caller.role);
  if (!admin && !takesChats(caller)) return undefined;
  const [{ data: waiting }, online] = await Promise.all([
    ChatEntity.query.byStatus({ status: 'pending' }).go({ pages: 'all', attributes: ['id', 'staffRole'] }),
    onlineStaff(),
  ]);
  const mine = admin ? waiting : waiting.filter((c) => c.staffRole === caller.role);
  return { waiting: mine.length, staff_online: online.length };
};

const CHAT_STATES = { pending: 'Waiting', active: 'Active', transferred: 'Transferred', ended: 'Ended' } as const;

/** A person's chats begun in the span, newest first. */
export const chatsOnTimeline = async (studentId: string, span: TimelineSpan, viewer: Caller): Promise<TimelineItemView[]> => {
  const { data } = await ChatEntity.query
    .byStudent({ studentId })
    .where((a, { between }) => between(a.createdAt, span.from, span.to))
    .go({ order: 'desc', count: TIMELINE_PER_KIND });
  return data.map((c) => ({
    kind: 'chat',
    id: c.id,
    title: c.preview || 'Live chat',
    status: CHAT_STATES[c.status],
    at: c.createdAt,
    // The person reopens their chats on their chat screen; staff find ended chats in the console's list.
    link: viewer.userId === studentId || hasPermission(viewer.role, viewer.permissions, 'menu-chat') ? '/chat' : null,
  }));
};
