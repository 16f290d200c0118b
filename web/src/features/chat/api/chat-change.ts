import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/** A change of a chat: every chat query is read again once the server has taken it. */
export const useChatChange = <V>(call: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.chat.all }) });
};
