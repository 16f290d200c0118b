import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import type { RatingBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { useGuestTicketChange } from './guest-ticket-change';
import { withPass } from './guest-ticket-pass';

// By its path only: a guest's pages load no schema.
const rateCall = routeRef<typeof guestTicketApi.rate>(GUEST_TICKET_CALLS.rate);

export const rateGuestTicket = (id: string, pass: string, body: RatingBody) => api.call(rateCall, { params: { id }, body, headers: withPass(pass) });

export const useRateGuestTicket = (id: string, pass: string) => useGuestTicketChange(id, (body: RatingBody) => rateGuestTicket(id, pass, body));
