import { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useGuestTicketChange } from './guest-ticket-change';
import { withPass } from './guest-ticket-pass';

export const closeGuestTicket = (id: string, pass: string) => api.call(guestTicketApi.close, { params: { id }, headers: withPass(pass) });

export const useCloseGuestTicket = (id: string, pass: string) => useGuestTicketChange(id, () => closeGuestTicket(id, pass));
