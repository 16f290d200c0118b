import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import type { TicketListQuery } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

// Empty filters are left out of the query string rather than sent as `search=`.
const withoutEmpty = (query: TicketListQuery): Partial<TicketListQuery> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const getTickets = (query: TicketListQuery) => api.call(ticketApi.list, { query: withoutEmpty(query) });

export const ticketsQueryOptions = (query: TicketListQuery) =>
  queryOptions({ queryKey: queryKeys.tickets.list(query), queryFn: () => getTickets(query), placeholderData: keepPreviousData });

export const useTickets = (query: TicketListQuery) => useQuery(ticketsQueryOptions(query));
