import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** While a chat waits, its place in the queue moves as others are taken: that is asked again every few seconds. */
const QUEUE_POLL_MS = 10_000;

/** The reader's chats under way, waiting ones included. */
export const getActiveChats = () => api.call(chatApi.active).then((r) => r.data);

export const activeChatsQueryOptions = (poll: number | false) =>
  queryOptions({
    queryKey: queryKeys.chat.active(),
    queryFn: getActiveChats,
    refetchInterval: (query) => poll || (query.state.data?.some((c) => c.status === 'pending' && c.student) ? QUEUE_POLL_MS : false),
  });

export const useActiveChats = (poll: number | false) => useQuery(activeChatsQueryOptions(poll));
