import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { guestChatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Whether anyone is there for a visitor to chat with: of the team chosen, or of any team before one is. */
export const getGuestAvailability = (team?: string) => api.call(guestChatApi.availableStaff, { query: team ? { staff_role: team } : {} });

export const guestAvailabilityQueryOptions = (team?: string) =>
  queryOptions({
    queryKey: [...queryKeys.chat.availability(), 'guest', team ?? ''],
    queryFn: () => getGuestAvailability(team),
    refetchInterval: 30_000,
    // The teams to choose from stay while the chosen team's answer loads.
    placeholderData: keepPreviousData,
  });

export const useGuestAvailability = (team?: string) => useQuery(guestAvailabilityQueryOptions(team));
