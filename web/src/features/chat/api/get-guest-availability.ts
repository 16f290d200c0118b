import { queryOptions, useQuery } from '@tanstack/react-query';
import type { guestChatApi } from '@shared/api/chat';
import { GUEST_CHAT_CALLS } from '@shared/api/guest-chat-calls';
import { routeRef } from '@shared/api/route-def';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

// By its path only: a guest's chat loads no schema.
const availableStaffCall = routeRef<typeof guestChatApi.availableStaff>(GUEST_CHAT_CALLS.availableStaff);

/** Whether anyone is there for a visitor to chat with. */
export const getGuestAvailability = () => api.call(availableStaffCall);

export const guestAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.chat.availability(), 'guest'], queryFn: getGuestAvailability, refetchInterval: 30_000 });

export const useGuestAvailability = () => useQuery(guestAvailabilityQueryOptions());
