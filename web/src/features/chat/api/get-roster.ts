import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatApi } from '@shared/api/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The staff who take chats, and who of them is online. */
export const getRoster = () => api.call(chatApi.staffRoles).then((r) => r.staff);

export const rosterQueryOptions = () => queryOptions({ queryKey: queryKeys.chat.roster(), queryFn: getRoster });

export const useRoster = (enabled: boolean) => useQuery({ ...rosterQueryOptions(), enabled });
