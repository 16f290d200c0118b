// What a change to a ticket does to the queries: the lists refresh, and a change that answers the ticket as it
// now is makes that answer the detail's data at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketView } from '@shared/schemas/tickets';
import type { MutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export const LISTS_CHANGE = { invalidates: [queryKeys.tickets.lists()] } satisfies MutationMeta;

/** A change of one ticket: its answer replaces the ticket on screen, and the lists refresh. */
export const useTicketChange = <V>(id: string, call: (variables: V) => Promise<{ data: TicketView } | null>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: LISTS_CHANGE,
    onSuccess: (res) => {
      if (res) client.setQueryData(queryKeys.tickets.detail(id), res.data);
    },
  });
};
