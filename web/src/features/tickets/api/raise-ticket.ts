import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ticketApi } from '@shared/api/tickets';
import type { TicketBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';
import { LISTS_CHANGE } from './ticket-change';

/** Raises a ticket; its files go as the call's `attachments[0..4]` parts. */
export const raiseTicket = ({ body, files }: { body: TicketBody; files: readonly File[] }) =>
  api.call(ticketApi.create, { body, files: attachmentParts(files) });

export const raiseTicketMutation = mutationOptions({ mutationFn: raiseTicket, meta: LISTS_CHANGE });

export const useRaiseTicket = () => useMutation(raiseTicketMutation);
