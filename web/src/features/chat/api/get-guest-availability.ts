import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { routeRef } from '@shared/api/route-def';
import { api } from '@web/lib/api-client';
import { useRead } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';

// By its path only: a guest's chat loads no schema.
const availableStaffCall = routeRef<typeof guestChatApi.availableStaff>(GUEST_CHAT_CALLS.availableStaff);

/** Whether anyone is there for a visitor to chat with: of the team chosen, or of any team before one is. */
export const getGuestAvailability = (team?: string) => api.call(availableStaffCall, { query: team ? { staff_role: team } : {} });

export const useGuestAvailability = (team?: string) =>
  useRead([...queryKeys.chat.availability(), 'guest', team ?? ''], () => getGuestAvailability(team), {
    refetchInterval: 30_000,
    // The teams to choose from stay while the chosen team's answer loads.
    keepPrevious: true,
  });
