import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Whether anyone is there to chat: of the team chosen, or of any team before one is. */
export const getAvailability = (team?: string) => api.call(chatApi.checkAvailability, { query: team ? { staff_role: team } : {} });

export const availabilityQueryOptions = (team?: string) =>
  queryOptions({
    queryKey: [...queryKeys.chat.availability(), team ?? ''],
    queryFn: () => getAvailability(team),
    refetchInterval: 30_000,
    // The teams to choose from stay while the chosen team's answer loads.
    placeholderData: keepPreviousData,
  });

export const useAvailability = (team?: string) => useQuery(availabilityQueryOptions(team));
