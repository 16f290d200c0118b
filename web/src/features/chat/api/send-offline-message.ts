import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { MESSAGE_FILE_PARTS, routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import type { GuestTicketBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { useWrite } from '@web/lib/public-fetch';

// By its path only: a guest's chat loads no schema.
const raiseCall = routeRef<typeof guestTicketApi.raise>(GUEST_TICKET_CALLS.raise, MESSAGE_FILE_PARTS);

/** When nobody is there to chat: the visitor's message becomes a ticket, answered by e-mail (its link mailed to them). */
export const sendOfflineMessage = (body: GuestTicketBody) => api.call(raiseCall, { body, files: [] });

export const useSendOfflineMessage = () => useWrite({ mutationFn: sendOfflineMessage });
