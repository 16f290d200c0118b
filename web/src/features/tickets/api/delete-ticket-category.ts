import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { TICKET_CATEGORY_CHANGE } from './ticket-category-change';

/** Resolves `null` when the person declines the confirmation. */
export const deleteTicketCategory = (id: string) => api.call(ticketCategoryApi.remove, { params: { id } });

export const deleteTicketCategoryMutation = mutationOptions({ mutationFn: deleteTicketCategory, meta: TICKET_CATEGORY_CHANGE });

export const useDeleteTicketCategory = () => useMutation(deleteTicketCategoryMutation);
