import { ticketApi } from '@shared/api/tickets';
import type { RatingBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { useTicketChange } from './ticket-change';

export const rateTicket = (id: string, body: RatingBody) => api.call(ticketApi.rate, { params: { id }, body });

export const useRateTicket = (id: string) => useTicketChange(id, (body: RatingBody) => rateTicket(id, body));
