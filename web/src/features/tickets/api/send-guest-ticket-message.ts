import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { MESSAGE_FILE_PARTS, routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import type { TicketMessageBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';
import type { WriteOptions } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';
import { withPass } from './guest-ticket-pass';

// By its path only: a guest's pages load no schema.
const messageCall = routeRef<typeof guestTicketApi.message>(GUEST_TICKET_CALLS.message, MESSAGE_FILE_PARTS);

export const sendGuestTicketMessage = (id: string, pass: string, { body, files }: MessageVariables) =>
  api.call(messageCall, { params: { id }, body, files: attachmentParts(files), headers: withPass(pass) });

type MessageVariables = { body: TicketMessageBody; files: readonly File[] };

export const sendGuestTicketMessageMutation = (
  id: string,
  pass: string,
): WriteOptions<Awaited<ReturnType<typeof sendGuestTicketMessage>>, MessageVariables> => ({
  mutationFn: (variables) => sendGuestTicketMessage(id, pass, variables),
  meta: { invalidates: [queryKeys.tickets.guest(id)] },
});
