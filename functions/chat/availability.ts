// Who is there to chat (spec §7 check-availability, guest/available-staff, staff-roles) and the staff's own
// presence calls (set-offline-status, toggle-chat-availability).
import * as Store from './chat-store';
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

/** Every staff member who has been online, with their presence now, for staff (the transfer picker). */
export const roster = async () => {
  const now = Date.now();
  return {
    staff: (await Store.allPresence()).map((p) => ({
      id: p.userId,
      name: p.name,
      is_online: isOnlineNow(p, now),
      role: p.role,
      available_for_chat: p.availableForChat,
    })),
  };
};
