import { ticketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useTicketChange } from './ticket-change';

/** Closes the ticket. */
export const closeTicket = (id: string) => api.call(ticketApi.close, { params: { id } });

export const useCloseTicket = (id: string) => useTicketChange(id, () => closeTicket(id));
