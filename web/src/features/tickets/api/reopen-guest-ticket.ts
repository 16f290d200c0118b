import { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useGuestTicketChange } from './guest-ticket-change';
import { withPass } from './guest-ticket-pass';

export const reopenGuestTicket = (id: string, pass: string) => api.call(guestTicketApi.reopen, { params: { id }, headers: withPass(pass) });

export const useReopenGuestTicket = (id: string, pass: string) => useGuestTicketChange(id, () => reopenGuestTicket(id, pass));
