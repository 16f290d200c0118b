import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import type { TicketCategoryUpdateBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { TICKET_CATEGORY_CHANGE } from './ticket-category-change';

/** Creates a category, or updates the one `id` names: what the category form saves. */
export const saveTicketCategory = ({ id, body }: { id?: string; body: TicketCategoryUpdateBody }) =>
  id ? api.call(ticketCategoryApi.update, { params: { id }, body }) : api.call(ticketCategoryApi.create, { body });

export const saveTicketCategoryMutation = mutationOptions({ mutationFn: saveTicketCategory, meta: TICKET_CATEGORY_CHANGE });

export const useSaveTicketCategory = () => useMutation(saveTicketCategoryMutation);
