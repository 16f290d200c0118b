// Tickets: the list, one ticket and every change to it. A change answers the ticket as it now is, which
// becomes the detail's data at once; the lists refresh behind it.
import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketApi, ticketCategoryApi } from '@shared/api/tickets';
import type { AssignBody, RatingBody, TicketBody, TicketListQuery, TicketMessageBody, TicketView } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';
import type { MutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

// Empty filters are left out of the query string rather than sent as `search=`.
const withoutEmpty = (query: TicketListQuery): Partial<TicketListQuery> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const ticketsQueryOptions = (query: TicketListQuery) =>
  queryOptions({
    queryKey: queryKeys.tickets.list(query),
    queryFn: () => api.call(ticketApi.list, { query: withoutEmpty(query) }),
    placeholderData: keepPreviousData,
  });

export const useTickets = (query: TicketListQuery) => useQuery(ticketsQueryOptions(query));

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.tickets.detail(id), queryFn: () => api.call(ticketApi.show, { params: { id } }).then((res) => res.data) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));

const LISTS_CHANGE = { invalidates: [queryKeys.tickets.lists()] } satisfies MutationMeta;

/** The files a message carries, as the call's `attachments[0..4]` parts. */
export const partsOf = attachmentParts;

export const raiseTicketMutation = mutationOptions({
  mutationFn: ({ body, files }: { body: TicketBody; files: readonly File[] }) => api.call(ticketApi.create, { body, files: partsOf(files) }),
  meta: LISTS_CHANGE,
});

/** A change of one ticket: its answer replaces the ticket on screen, and the lists refresh. */
const useTicketChange = <V>(id: string, call: (variables: V) => Promise<{ data: TicketView } | null>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: LISTS_CHANGE,
    onSuccess: (res) => {
      if (res) client.setQueryData(queryKeys.tickets.detail(id), res.data);
    },
  });
};

export const messageMutation = (id: string) =>
  mutationOptions({
    mutationFn: ({ body, files }: { body: TicketMessageBody; files: readonly File[] }) =>
      api.call(ticketApi.message, { params: { id }, body, files: partsOf(files) }),
    meta: { invalidates: [queryKeys.tickets.lists(), queryKeys.tickets.detail(id)] },
  });

export const useCloseTicket = (id: string) => useTicketChange(id, () => api.call(ticketApi.close, { params: { id } }));
export const useReopenTicket = (id: string) => useTicketChange(id, () => api.call(ticketApi.reopen, { params: { id } }));
export const useAssign = (id: string) => useTicketChange(id, (body: AssignBody) => api.call(ticketApi.assign, { params: { id }, body }));
export const useUnassign = (id: string) => useTicketChange(id, (userId: string) => api.call(ticketApi.unassign, { params: { id, userId } }));
export const useRateTicket = (id: string) => useTicketChange(id, (body: RatingBody) => api.call(ticketApi.rate, { params: { id }, body }));

/** Assigns several tickets to the same people, one call each; resolves with how many were assigned. */
export const useBulkAssign = () =>
  useMutation({
    mutationFn: async ({ ticketIds, userIds }: { ticketIds: readonly string[]; userIds: string[] }) => {
      const results = await Promise.allSettled(
        ticketIds.map((id) => api.call(ticketApi.assign, { params: { id }, body: { user_ids: userIds }, quiet: true })),
      );
      return { assigned: results.filter((r) => r.status === 'fulfilled').length, failed: results.filter((r) => r.status === 'rejected').length };
    },
    meta: { invalidates: [queryKeys.tickets.all] },
  });

/** The staff a ticket can be assigned to (asked only by who may assign). */
export const useTicketStaff = () =>
  useQuery({
    queryKey: queryKeys.tickets.staff(),
    queryFn: () => api.call(ticketCategoryApi.staff, { query: {} }).then((res) => res.data),
    staleTime: 60_000,
  });

/** Requesters' satisfaction per category and staff member. */
export const useRatingSummary = () =>
  useQuery({ queryKey: queryKeys.tickets.ratings(), queryFn: () => api.call(ticketCategoryApi.ratings).then((res) => res.data) });
