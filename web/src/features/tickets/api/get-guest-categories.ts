import { queryOptions, useQuery } from '@tanstack/react-query';
import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

// By its path only: a guest's pages load no schema.
const categoriesCall = routeRef<typeof guestTicketApi.categories>(GUEST_TICKET_CALLS.categories);

/** The categories a guest's ticket can be raised under. */
export const getGuestCategories = () => api.call(categoriesCall).then((res) => res.data);

export const guestCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tickets.guestCategories(), queryFn: getGuestCategories, staleTime: 5 * 60_000 });

export const useGuestCategories = () => useQuery(guestCategoriesQueryOptions());
