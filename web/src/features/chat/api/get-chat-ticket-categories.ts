import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The categories staff can file a chat's ticket under. */
export const getChatTicketCategories = () => api.call(ticketCategoryApi.list, { query: { pagination: 100 } }).then((r) => r.data);

// Under the tickets prefix: a change to a category refreshes it.
export const chatTicketCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.tickets.all, 'categories-for-chat'], queryFn: getChatTicketCategories });

export const useChatTicketCategories = (enabled: boolean) => useQuery({ ...chatTicketCategoriesQueryOptions(), enabled });
