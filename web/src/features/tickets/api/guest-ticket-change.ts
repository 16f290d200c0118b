import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketView } from '@shared/schemas/tickets';
import { queryKeys } from '@web/lib/query-keys';

/** A change by the guest: its answer replaces the ticket on screen. */
export const useGuestTicketChange = <V>(id: string, call: (variables: V) => Promise<{ data: TicketView }>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => client.setQueryData(queryKeys.tickets.guest(id), res.data),
  });
};
