import { ticketApi } from '@shared/api/tickets';
import type { AssignBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { useTicketChange } from './ticket-change';

export const assignTicket = (id: string, body: AssignBody) => api.call(ticketApi.assign, { params: { id }, body });

export const useAssignTicket = (id: string) => useTicketChange(id, (body: AssignBody) => assignTicket(id, body));
