import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The chats waiting for someone to take them. */
export const getUnassignedChats = () => api.call(chatApi.unassigned).then((r) => r.data);

export const unassignedChatsQueryOptions = () => queryOptions({ queryKey: queryKeys.chat.unassigned(), queryFn: getUnassignedChats });

export const useUnassignedChats = (poll: number | false, enabled = true) =>
  useQuery({ ...unassignedChatsQueryOptions(), refetchInterval: poll, enabled });
