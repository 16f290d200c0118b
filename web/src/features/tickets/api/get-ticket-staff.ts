import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The staff a ticket can be assigned to (asked only by who may assign). */
export const getTicketStaff = () => api.call(ticketCategoryApi.staff, { query: {} }).then((res) => res.data);

export const ticketStaffQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.staff(), queryFn: getTicketStaff, staleTime: 60_000 });

export const useTicketStaff = () => useQuery(ticketStaffQueryOptions());
