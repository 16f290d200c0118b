import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { withPass } from './guest-ticket-pass';

// By its path only: a guest's pages load no schema.
const attachmentCall = routeRef<typeof guestTicketApi.attachment>(GUEST_TICKET_CALLS.attachment);

/** Opens a file of the guest's ticket through a short-lived link. */
export const openGuestTicketFile = (id: string, pass: string) => async (messageId: string, attId: string) => {
  const res = await api.call(attachmentCall, { params: { id, messageId, attId }, headers: withPass(pass) });
  window.open(res.data.url, '_blank', 'noopener');
};
