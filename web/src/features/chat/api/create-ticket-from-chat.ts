import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ticketApi } from '@shared/api/tickets';
import type { TicketFromChatBody } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';

/**
 * Makes a support ticket of a chat: its student or guest is the requester, the transcript its first message. The
 * body is the schema's input: the defaults it fills in (the priority) are left to the server.
 */
export const createTicketFromChat = (body: z.input<typeof TicketFromChatBody>) => api.call(ticketApi.fromChat, { body });

export const createTicketFromChatMutation = mutationOptions({ mutationFn: createTicketFromChat });

export const useCreateTicketFromChat = () => useMutation(createTicketFromChatMutation);
