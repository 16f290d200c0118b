import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getTicket = (id: string) => api.call(ticketApi.show, { params: { id } }).then((res) => res.data);

export const ticketQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.tickets.detail(id), queryFn: () => getTicket(id) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
