import { guestTicketApi } from '@shared/api/tickets';
import type { RatingBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { useGuestTicketChange } from './guest-ticket-change';
import { withPass } from './guest-ticket-pass';

export const rateGuestTicket = (id: string, pass: string, body: RatingBody) =>
  api.call(guestTicketApi.rate, { params: { id }, body, headers: withPass(pass) });

export const useRateGuestTicket = (id: string, pass: string) => useGuestTicketChange(id, (body: RatingBody) => rateGuestTicket(id, pass, body));
