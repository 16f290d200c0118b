import { ticketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useTicketChange } from './ticket-change';

export const unassignTicket = (id: string, userId: string) => api.call(ticketApi.unassign, { params: { id, userId } });

export const useUnassignTicket = (id: string) => useTicketChange(id, (userId: string) => unassignTicket(id, userId));
