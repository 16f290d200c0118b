import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useGuestTicketChange } from './guest-ticket-change';
import { withPass } from './guest-ticket-pass';

// By its path only: a guest's pages load no schema.
const reopenCall = routeRef<typeof guestTicketApi.reopen>(GUEST_TICKET_CALLS.reopen);

export const reopenGuestTicket = (id: string, pass: string) => api.call(reopenCall, { params: { id }, headers: withPass(pass) });

export const useReopenGuestTicket = (id: string, pass: string) => useGuestTicketChange(id, () => reopenGuestTicket(id, pass));
