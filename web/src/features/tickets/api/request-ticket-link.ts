import { mutationOptions, useMutation } from '@tanstack/react-query';
import { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';

/** Mails a fresh link to the ticket's own address: the way back in when a link is lost or has expired. */
export const requestTicketLink = (id: string, body: { email: string }) => api.call(guestTicketApi.link, { params: { id }, body });

export const requestTicketLinkMutation = (id: string) => mutationOptions({ mutationFn: (body: { email: string }) => requestTicketLink(id, body) });

export const useRequestTicketLink = (id: string) => useMutation(requestTicketLinkMutation(id));
