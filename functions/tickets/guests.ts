// Guests' tickets (docs/decisions.md, "Guests"): someone without an account raises a ticket from their e-mail address and follows
// it through the private link mailed to them (guest-pass.ts). The link opens that ticket only: its
// conversation without staff's notes, replying, closing, reopening and rating. Every call that can send
// mail counts against the caller's network, and raising also against the address.
import { GUEST_PASS_HEADER } from '@shared/api/guest-ticket-calls';
import type { AttachmentDownload } from '@shared/schemas/attachments';
import type { GuestLinkBody, GuestTicketBody, RatingBody, TicketMessageBody, TicketView } from '@shared/schemas/tickets';
import { TooManyRequestsError } from '@functions/platform/errors';
import type { CheckedFile, FileAnswer } from '@functions/platform/http';
import { appLink, assertMayRequestMail, sendLimitedMail } from '@functions/platform/mail';
import { describeWait, takeSlot, type RateLimit } from '@functions/platform/rate-limit';
import { guestParty, noSuchTicket, type Party } from './access';
import * as Actions from './actions';
import { assertPass, guestTicketPath, issuePass } from './guest-pass';
import * as Store from './ticket-store';
import { fileItself, fileOfMessage, linkToFile } from './signed-in';
import { viewNow } from './views';

// A person with a few problems raises a few tickets; more in an hour from one address is a flood.
const GUEST_TICKETS_PER_ADDRESS: RateLimit = { name: 'guest-tickets', limit: 5, windowSeconds: 60 * 60 };

type Headers = Record<string, string | undefined>;

/** The guest's ticket when the call's pass opens it: a guest's ticket only (an account's is never opened so). */
const guestTicket = async (id: string, headers: Headers): Promise<Store.Ticket> => {
  await assertPass(id, headers[GUEST_PASS_HEADER]);
  const ticket = await Store.getTicket(id);
  if (!ticket || ticket.requesterId !== '') throw noSuchTicket();
  return ticket;
};

const guestIn = async (id: string, headers: Headers): Promise<{ ticket: Store.Ticket; party: Party }> => {
  const ticket = await guestTicket(id, headers);
  return { ticket, party: guestParty(ticket) };
};

/** `POST /api/tickets/guest`: raised from an e-mail address; the link to follow it goes to that address only. */
export const raiseAsGuest = async (client: string, body: GuestTicketBody, files: CheckedFile[]): Promise<void> => {
  await assertMayRequestMail(client);
  const slot = await takeSlot(GUEST_TICKETS_PER_ADDRESS, body.email);
  if (!slot.allowed) {
    throw new TooManyRequestsError(
      'ticket.too_many_guest_tickets',
      `Several tickets were raised from this address in the last hour. Try again in ${describeWait(slot.retryAfterSeconds)}, or answer one of them.`,
      slot.retryAfterSeconds,
    );
  }
  const requester = { id: '', name: body.name, email: body.email };
  const ticket = await Actions.raise({
    fields: body,
    requester,
    author: { userId: '', name: body.name, requester: true, staff: false, answers: false, admin: false },
    message: body.message,
    files,
  });
  await sendLimitedMail({
    to: body.email,
    subject: `We received your ticket: ${ticket.subject}`,
    paragraphs: [
      `Hello ${body.name},`,
      `Thank you for contacting the college. ${ticket.categoryName} will answer your ticket "${ticket.subject}".`,
      'Follow it, answer our staff and add files through this private link. Keep it to yourself: it opens your ticket without a password.',
      appLink(guestTicketPath(ticket.id, await issuePass(ticket.id))),
    ],
  });
};

/**
 * `POST /api/tickets/guest/{id}/link`: a fresh link mailed to the ticket's address, when the address given is
 * its guest's. The answer is the same either way, so it tells nothing about the ticket or the address.
 */
export const mailNewLink = async (client: string, id: string, body: GuestLinkBody): Promise<void> => {
  await assertMayRequestMail(client);
  const ticket = await Store.getTicket(id);
  if (!ticket || ticket.requesterId !== '' || ticket.requesterEmail !== body.email) return;
  await sendLimitedMail({
    to: ticket.requesterEmail,
    subject: `Your link to the ticket: ${ticket.subject}`,
    paragraphs: [
      'Here is a new private link to your ticket. Links we sent earlier still work until they expire.',
      appLink(guestTicketPath(id, await issuePass(id))),
    ],
  });
};

/** `GET /api/tickets/guest/{id}`: the guest's ticket, as its requester sees it. */
export const showGuestTicket = async (id: string, headers: Headers): Promise<TicketView> => {
  const { party } = await guestIn(id, headers);
  return viewNow(id, () => party);
};

/** `POST /api/tickets/guest/{id}/messages`: the guest's reply (never a note). */
export const guestMessage = async (id: string, headers: Headers, body: TicketMessageBody, files: CheckedFile[]): Promise<TicketView> => {
  const { ticket, party } = await guestIn(id, headers);
  await Actions.postMessage(party, ticket, body, files);
  return viewNow(id, () => party);
};

export const guestClose = async (id: string, headers: Headers): Promise<TicketView> => {
  const { party } = await guestIn(id, headers);
  await Actions.closeTicket(party, id);
  return viewNow(id, () => party);
};

export const guestReopen = async (id: string, headers: Headers): Promise<TicketView> => {
  const { party } = await guestIn(id, headers);
  await Actions.reopenTicket(party, id);
  return viewNow(id, () => party);
};

export const guestRate = async (id: string, headers: Headers, body: RatingBody): Promise<TicketView> => {
  const { ticket, party } = await guestIn(id, headers);
  await Actions.rate(party, ticket, body);
  return viewNow(id, () => party);
};

/** The guest's ticket's files, of the messages they may read, and only of that ticket. */
const guestFile = async (id: string, headers: Headers, messageId: string, attachmentId: string) => {
  const { party } = await guestIn(id, headers);
  return fileOfMessage(messageId, attachmentId, async (ticketId) => {
    if (ticketId !== id) throw noSuchTicket();
    return party;
  });
};

export const guestFileLink = async (id: string, headers: Headers, messageId: string, attachmentId: string): Promise<AttachmentDownload> =>
  linkToFile(await guestFile(id, headers, messageId, attachmentId), attachmentId);

export const guestFileItself = async (id: string, headers: Headers, messageId: string, attachmentId: string): Promise<FileAnswer> =>
  fileItself(await guestFile(id, headers, messageId, attachmentId), attachmentId);
