import { ticketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useTicketChange } from './ticket-change';

/** Reopens a closed ticket. */
export const reopenTicket = (id: string) => api.call(ticketApi.reopen, { params: { id } });

export const useReopenTicket = (id: string) => useTicketChange(id, () => reopenTicket(id));
