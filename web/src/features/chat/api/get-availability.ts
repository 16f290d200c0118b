import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Whether anyone is there to chat. */
export const getAvailability = () => api.call(chatApi.checkAvailability);

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.chat.availability(), queryFn: getAvailability, refetchInterval: 30_000 });

export const useAvailability = () => useQuery(availabilityQueryOptions());
