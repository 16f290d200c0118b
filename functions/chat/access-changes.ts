// Permissions are live in chats (docs/decisions.md, "Live chat"): when a member of staff's access changes (their role,
// their role's permissions, their account deleted), the change itself takes them out of what they may no longer hear.
// Someone who no longer takes chats goes offline at once (gone from the available staff and from the routing of new
// chats), the chats they had go back to their team's queue with a line saying so, and the chats they helped in go on
// without them. Their open sockets are closed with `access.changed`, so their pages reconnect as who they now are:
// a socket follows only what its person may see when it joins (chat-rooms.ts), so nothing else is pushed to them.
// All of it is done by the change, once: a chat message reads nothing more for it.
import { hasPermission } from '@shared/permissions';
import type { AccessChangeReason } from '@shared/schemas/session-end';
import type { AccessChangeListener } from '@functions/platform/access-changes';
import { rescopeSockets } from '@functions/platform/realtime';
import { staffOfTeam } from '@functions/users/users';
import { announceMessage, announceWaiting } from './conversations';
import { pushChatEvent } from './chat-rooms';
import { membersOf } from './access';
import { setOffline } from './presence';
import * as Store from './chat-store';

/** Who lost or changed access: their account and name (the chats' lines name them). */
export interface StaffAccess {
  id: string;
  name: string;
}

const OPEN: readonly Store.Chat['status'][] = ['active', 'transferred'];

/** A chat they had goes back to its team's queue; whoever asked hears it waits again, the team sees it waiting. */
const requeue = async (chat: Store.Chat, staff: StaffAccess) => {
  const waiting = await Store.changeChat({
    before: chat,
    from: OPEN,
    set: { status: 'pending', assigneeId: '', assigneeName: '' },
    refusal: 'This chat changed meanwhile.',
    handsOver: true,
  });
  await pushChatEvent(waiting, [...membersOf(waiting), staff.id], 'chat-status', { chat_id: chat.id, status: 'pending' });
  await announceMessage(
    waiting,
    await Store.addSystemMessage(chat.id, `${staff.name} is no longer answering chats: waiting for another member of staff.`),
  );
  await announceWaiting(waiting);
};

/** A chat they helped in goes on without them. */
const leaveAsHelper = async (chat: Store.Chat, staff: StaffAccess) => {
  const left = await Store.changeChat({
    before: chat,
    from: OPEN,
    set: { participants: chat.participants.filter((p) => p.id !== staff.id) },
    refusal: 'This chat changed meanwhile.',
    handsOver: true,
  });
  await pushChatEvent(left, [...membersOf(left), staff.id], 'chat.staff.left', { chat_id: chat.id, staff_id: staff.id });
  await announceMessage(left, await Store.addSystemMessage(chat.id, `${staff.name} left the chat.`));
};

/** Each change tried on its own: a chat that changed meanwhile (taken, ended) is as it now is. */
const each = async <T>(items: readonly T[], change: (item: T) => Promise<unknown>) => {
  for (const item of items) await change(item).catch(() => undefined);
};

/**
 * Takes a member of staff who no longer takes chats out of them: offline, their chats back in the queue, their help
 * in others' chats ended. Reads their own chats by the assignee index and the open chats they help in.
 */
export const stopTakingChats = async (staff: StaffAccess): Promise<void> => {
  await setOffline(staff.id);
  const [theirs, open] = await Promise.all([Store.chatsAssignedTo(staff.id, OPEN), Store.chatsHelpedBy(staff.id, OPEN)]);
  await each(theirs, (chat) => requeue(chat, staff));
  await each(open, (chat) => leaveAsHelper(chat, staff));
};

/**
 * A member's access changed (`takesChats`: as it now stands): out of the chats they may no longer take, and their
 * sockets closed with `access.changed` for their pages to reconnect as who they now are.
 */
export const accessChanged = async (
  staff: StaffAccess,
  { takesChats, reason }: { takesChats: boolean; reason: AccessChangeReason },
): Promise<void> => {
  if (!takesChats) await stopTakingChats(staff);
  await rescopeSockets(staff.id, reason);
};

/** The permissions that decide who answers chats: a change of them takes effect on the team's pages and chats at once. */
const CHAT_PERMISSIONS: readonly string[] = ['take-chat', 'menu-chat'];

/**
 * What the chat does when access changes (platform/access-changes.ts; registered by the users' and the roles' entry
 * points). A member's new role: out of the chats it no longer takes, their pages reconnected; a deleted account: out of
 * its chats (its sockets were closed with its sessions). A role's chat permissions: each of its team's members so (a
 * staff role's team is tens of people). A change of other permissions reaches open pages within a minute, as the SPA
 * reads who it is every minute.
 */
export const chatAccessListener: AccessChangeListener = {
  memberChanged: async (member, role) => {
    if (!role) return stopTakingChats(member);
    return accessChanged(member, { takesChats: hasPermission(role.name, role.permissions, 'take-chat'), reason: 'role-changed' });
  },
  roleChanged: async (role, before) => {
    if (!CHAT_PERMISSIONS.some((p) => before.includes(p) !== role.permissions.includes(p))) return;
    const takesChats = hasPermission(role.name, role.permissions, 'take-chat');
    const members = await staffOfTeam(role.name);
    await each(members, (member) => accessChanged({ id: member.id, name: member.name }, { takesChats, reason: 'permissions-changed' }));
  },
};
