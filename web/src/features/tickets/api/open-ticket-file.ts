import { ticketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';

/** Opens a message's file through a short-lived link, asked for only when the person opens it. */
export const openTicketFile = async (messageId: string, attId: string) => {
  const res = await api.call(ticketApi.attachment, { params: { id: messageId, attId } });
  window.open(res.data.url, '_blank', 'noopener');
};
