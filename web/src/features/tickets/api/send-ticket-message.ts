import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import type { TicketMessageBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const sendTicketMessage = (id: string, { body, files }: { body: TicketMessageBody; files: readonly File[] }) =>
  api.call(ticketApi.message, { params: { id }, body, files: attachmentParts(files) });

export const sendTicketMessageMutation = (id: string) =>
  mutationOptions({
    mutationFn: (variables: { body: TicketMessageBody; files: readonly File[] }) => sendTicketMessage(id, variables),
    meta: { invalidates: [queryKeys.tickets.lists(), queryKeys.tickets.detail(id)] },
  });

export const useSendTicketMessage = (id: string) => useMutation(sendTicketMessageMutation(id));
