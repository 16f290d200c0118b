import { mutationOptions, useMutation } from '@tanstack/react-query';
import { guestTicketApi } from '@shared/api/tickets';
import type { GuestTicketBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';

/** When nobody is there to chat: the visitor's message becomes a ticket, answered by e-mail (its link mailed to them). */
export const sendOfflineMessage = (body: GuestTicketBody) => api.call(guestTicketApi.raise, { body, files: [] });

export const sendOfflineMessageMutation = mutationOptions({ mutationFn: sendOfflineMessage });

export const useSendOfflineMessage = () => useMutation(sendOfflineMessageMutation);
