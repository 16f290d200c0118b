import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** One chat's messages. */
export const getChatHistory = (id: string) => api.call(chatApi.history, { params: { id } }).then((r) => r.data);

export const chatHistoryQueryOptions = (id: string | undefined, poll: number | false) =>
  queryOptions({ queryKey: queryKeys.chat.history(id ?? ''), queryFn: () => getChatHistory(id!), enabled: Boolean(id), refetchInterval: poll });

export const useChatHistory = (id: string | undefined, poll: number | false) => useQuery(chatHistoryQueryOptions(id, poll));
