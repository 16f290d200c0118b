import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useWrite } from '@web/lib/public-fetch';

// By its path only: a guest's pages load no schema.
const linkCall = routeRef<typeof guestTicketApi.link>(GUEST_TICKET_CALLS.link);

/** Mails a fresh link to the ticket's own address: the way back in when a link is lost or has expired. */
export const requestTicketLink = (id: string, body: { email: string }) => api.call(linkCall, { params: { id }, body });

export const useRequestTicketLink = (id: string) => useWrite({ mutationFn: (body: { email: string }) => requestTicketLink(id, body) });
