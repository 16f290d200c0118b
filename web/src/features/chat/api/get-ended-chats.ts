import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getEndedChats = () => api.call(chatApi.ended).then((r) => r.data);

export const endedChatsQueryOptions = () => queryOptions({ queryKey: queryKeys.chat.ended(), queryFn: getEndedChats });

export const useEndedChats = (enabled: boolean) => useQuery({ ...endedChatsQueryOptions(), enabled });
