// Ticket categories: read by the categories screen, the new-ticket form, the tickets list's filters and the canned
// replies of the ticket page and the staff's chat console.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Categories are a bounded list (at most 200): fetched whole. */
export const getTicketCategories = () => api.call(ticketCategoryApi.list, { query: { pagination: 1000 } }).then((res) => res.data);

export const ticketCategoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.categories(), queryFn: getTicketCategories });

export const useTicketCategories = (enabled = true) => useQuery({ ...ticketCategoriesQueryOptions(), enabled });
