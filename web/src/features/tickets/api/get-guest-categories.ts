import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The categories a guest's ticket can be raised under. */
export const getGuestCategories = () => api.call(guestTicketApi.categories).then((res) => res.data);

export const guestCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tickets.guestCategories(), queryFn: getGuestCategories, staleTime: 5 * 60_000 });

export const useGuestCategories = () => useQuery(guestCategoriesQueryOptions());
