import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The categories a visitor's message can be filed under. */
export const getGuestTicketCategories = () => api.call(guestTicketApi.categories).then((r) => r.data);

export const guestTicketCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.chat.all, 'ticket-categories'], queryFn: getGuestTicketCategories, staleTime: 5 * 60_000 });

export const useGuestTicketCategories = (enabled: boolean) => useQuery({ ...guestTicketCategoriesQueryOptions(), enabled });
