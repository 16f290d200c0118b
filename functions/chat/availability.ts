// Who is there to chat (spec §7 check-availability, guest/available-staff, staff-roles) and the staff's own
// presence calls (set-offline-status, toggle-chat-availability).
import * as Store from './chat-store';
import type { Caller } from '@functions/platform/session';
import { isOnlineNow, onlineStaff, onlineStaffOf } from './presence';
import { chatRoles, withRoom } from './conversations';

/**
 * Staff who can take a chat now (online, available, under their limit of open chats): of the team asked about, read
 * from that team's online staff alone, or of every team; and the teams someone can chat with (a start may name any
 * team, and waits).
 */
export const availability = async (team?: string) => {
  const [roles, online] = await Promise.all([chatRoles(), team ? onlineStaffOf([team]) : onlineStaff()]);
  const available = await withRoom(online.filter((p) => roles.includes(p.role)));
  return {
    available_staff: available.map((p) => ({ id: p.userId, role: p.role, available_for_chat: true })),
    roles,
  };
};

/**
 * The staff online now, and the caller as they stand (their own switch shows what they last chose, even before their
 * socket has marked them online), for staff: the transfer picker and the staff online beside it. Read from those
 * marked online and the caller's own presence, never every member of staff who has been online.
 */
export const roster = async (caller: Pick<Caller, 'userId'>) => {
  const now = Date.now();
  const [marked, own] = await Promise.all([Store.markedOnline(), Store.getPresence(caller.userId)]);
  const others = marked.filter((p) => p.userId !== caller.userId && isOnlineNow(p, now));
  // By id, as the online index keeps them.
  const staff = [...(own ? [own] : []), ...others].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  return {
    staff: staff.map((p) => ({
      id: p.userId,
      name: p.name,
      is_online: isOnlineNow(p, now),
      role: p.role,
      available_for_chat: p.availableForChat,
    })),
  };
};
