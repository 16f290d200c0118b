import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Assigns several tickets to the same people, one call each; resolves with how many were assigned. */
export const bulkAssignTickets = async ({ ticketIds, userIds }: { ticketIds: readonly string[]; userIds: string[] }) => {
  const results = await Promise.allSettled(
    ticketIds.map((id) => api.call(ticketApi.assign, { params: { id }, body: { user_ids: userIds }, quiet: true })),
  );
  return { assigned: results.filter((r) => r.status === 'fulfilled').length, failed: results.filter((r) => r.status === 'rejected').length };
};

export const bulkAssignTicketsMutation = mutationOptions({ mutationFn: bulkAssignTickets, meta: { invalidates: [queryKeys.tickets.all] } });

export const useBulkAssignTickets = () => useMutation(bulkAssignTicketsMutation);
