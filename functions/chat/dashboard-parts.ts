// What live chat brings to the dashboard and to a person's evidence timeline: the chats waiting for the caller's team
// and the staff online now (kept counts, chat-store.ts), and a person's chats.
import type { DashboardView, TimelineItemView, TimelineSpan } from '@shared/schemas/dashboard';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { hasPermission, isAdminRole } from '@shared/permissions';
import type { Counted } from '@functions/platform/list-counts';
import type { Caller } from '@functions/platform/session';
import { ALL_TEAMS, ChatEntity, STAFF_ONLINE, teamScope, WAITING_CHATS } from './chat-store';
import { takesChats } from './presence';

/** The chats waiting for the caller's team (every team's for the admins) and the staff online now, in all. */
export const chatFigures = (caller: Caller): Counted<DashboardView['chats']> | undefined => {
  const admin = isAdminRole(caller.role);
  if (!admin && !takesChats(caller)) return undefined;
  const waiting = admin ? ALL_TEAMS : teamScope(caller.role ?? '');
  return {
    keys: [
      { list: WAITING_CHATS, scope: waiting },
      { list: STAFF_ONLINE, scope: ALL_TEAMS },
    ],
    build: (count) => ({ waiting: count(WAITING_CHATS, waiting), staff_online: count(STAFF_ONLINE, ALL_TEAMS) }),
  };
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
