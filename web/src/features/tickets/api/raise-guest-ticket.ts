import { mutationOptions, useMutation } from '@tanstack/react-query';
import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { MESSAGE_FILE_PARTS, routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import type { GuestTicketBody } from '@shared/schemas/tickets';
import { api, attachmentParts } from '@web/lib/api-client';

// By its path only: a guest's pages load no schema.
const raiseCall = routeRef<typeof guestTicketApi.raise>(GUEST_TICKET_CALLS.raise, MESSAGE_FILE_PARTS);

/** A ticket raised without an account: its link is mailed to the address given. */
export const raiseGuestTicket = ({ body, files }: { body: GuestTicketBody; files: readonly File[] }) =>
  api.call(raiseCall, { body, files: attachmentParts(files) });

export const raiseGuestTicketMutation = mutationOptions({ mutationFn: raiseGuestTicket });

export const useRaiseGuestTicket = () => useMutation(raiseGuestTicketMutation);
