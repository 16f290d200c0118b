import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestChatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Whether anyone is there for a visitor to chat with. */
export const getGuestAvailability = () => api.call(guestChatApi.availableStaff);

export const guestAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.chat.availability(), 'guest'], queryFn: getGuestAvailability, refetchInterval: 30_000 });

export const useGuestAvailability = () => useQuery(guestAvailabilityQueryOptions());
