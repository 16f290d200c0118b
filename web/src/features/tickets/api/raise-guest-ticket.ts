import { mutationOptions, useMutation } from '@tanstack/react-query';
import { guestTicketApi } from '@shared/api/tickets';
import type { GuestTicketBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';

/** A ticket raised without an account: its link is mailed to the address given. */
export const raiseGuestTicket = ({ body, files }: { body: GuestTicketBody; files: readonly File[] }) =>
  api.call(guestTicketApi.raise, { body, files: attachmentParts(files) });

export const raiseGuestTicketMutation = mutationOptions({ mutationFn: raiseGuestTicket });

export const useRaiseGuestTicket = () => useMutation(raiseGuestTicketMutation);
