import { mutationOptions } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import type { MergeTicketBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Closes the ticket into another of the same requester; answers the other, which carries the question on. */
export const mergeTicketMutation = (id: string) =>
  mutationOptions({
    mutationFn: (body: MergeTicketBody) => api.call(ticketApi.merge, { params: { id }, body }),
    // Both tickets changed: this one closed, the other gained a note; and every list that shows them.
    meta: { invalidates: [queryKeys.tickets.all] },
  });
