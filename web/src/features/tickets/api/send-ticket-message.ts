import { useMutation } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import type { TicketMessageBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';
import type { WriteOptions } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';

type TicketMessageVariables = { body: TicketMessageBody; files: readonly File[] };

export const sendTicketMessage = (id: string, { body, files }: TicketMessageVariables) =>
  api.call(ticketApi.message, { params: { id }, body, files: attachmentParts(files) });

// A plain write (public-fetch.ts): the reply form sends it, on staff's page as on a guest's.
export const sendTicketMessageMutation = (id: string): WriteOptions<Awaited<ReturnType<typeof sendTicketMessage>>, TicketMessageVariables> => ({
  mutationFn: (variables) => sendTicketMessage(id, variables),
  meta: { invalidates: [queryKeys.tickets.lists(), queryKeys.tickets.detail(id)] },
});

export const useSendTicketMessage = (id: string) => useMutation(sendTicketMessageMutation(id));
