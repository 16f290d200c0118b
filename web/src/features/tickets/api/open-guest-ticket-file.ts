import { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { withPass } from './guest-ticket-pass';

/** Opens a file of the guest's ticket through a short-lived link. */
export const openGuestTicketFile = (id: string, pass: string) => async (messageId: string, attId: string) => {
  const res = await api.call(guestTicketApi.attachment, { params: { id, messageId, attId }, headers: withPass(pass) });
  window.open(res.data.url, '_blank', 'noopener');
};
