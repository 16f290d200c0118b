// Ticket categories and departments: read by the categories screen (and, next, the new-ticket form and the
// tickets list's filters); a change to a category refreshes every query under the tickets prefix.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import type { TicketCategoryBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import type { MutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** Categories are a bounded list (at most 200): fetched whole. */
export const getTicketCategories = () => api.call(ticketCategoryApi.list, { query: { pagination: 1000 } }).then((res) => res.data);

export const ticketCategoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.categories(), queryFn: getTicketCategories });

export const useTicketCategories = (enabled = true) => useQuery({ ...ticketCategoriesQueryOptions(), enabled });

export const getDepartments = () => api.call(ticketCategoryApi.departments).then((res) => res.data);

export const useDepartments = () => useQuery(queryOptions({ queryKey: queryKeys.tickets.departments(), queryFn: getDepartments }));

const CATEGORY_CHANGE = { invalidates: [queryKeys.tickets.all] } satisfies MutationMeta;

/** Creates a category, or updates the one `id` names: what the category form saves. */
export const saveTicketCategoryMutation = mutationOptions({
  mutationFn: ({ id, body }: { id?: string; body: TicketCategoryBody }) =>
    id ? api.call(ticketCategoryApi.update, { params: { id }, body }) : api.call(ticketCategoryApi.create, { body }),
  meta: CATEGORY_CHANGE,
});

/** Resolves `null` when the person declines the confirmation. */
export const useDeleteTicketCategory = () =>
  useMutation(mutationOptions({ mutationFn: (id: string) => api.call(ticketCategoryApi.remove, { params: { id } }), meta: CATEGORY_CHANGE }));
