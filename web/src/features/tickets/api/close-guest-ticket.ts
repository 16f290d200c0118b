import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useGuestTicketChange } from './guest-ticket-change';
import { withPass } from './guest-ticket-pass';

// By its path only: a guest's pages load no schema.
const closeCall = routeRef<typeof guestTicketApi.close>(GUEST_TICKET_CALLS.close);

export const closeGuestTicket = (id: string, pass: string) => api.call(closeCall, { params: { id }, headers: withPass(pass) });

export const useCloseGuestTicket = (id: string, pass: string) => useGuestTicketChange(id, () => closeGuestTicket(id, pass));
