// Who is there to chat (spec §7 check-availability, guest/available-staff, staff-roles) and the staff's own
// presence calls (set-offline-status, toggle-chat-availability).
import * as Store from '@functions/lib/chat-store';
import { isOnlineNow, onlineStaff } from '@functions/lib/presence';
import { chatRoles } from './chats';

/** Staff online and available, and the teams someone can chat with now (a start may name any team, and waits). */
export const availability = async () => {
  const [online, roles] = await Promise.all([onlineStaff(), chatRoles()]);
  const available = online.filter((p) => p.availableForChat && roles.includes(p.role));
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
