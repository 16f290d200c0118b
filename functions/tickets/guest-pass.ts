// A guest's way into their own ticket: every mail about it carries a link with a fresh pass, a random token
// the table keeps only as a hash, beside the ticket it opens and when it stops opening it. A pass opens that
// one ticket; knowing the ticket's id or the guest's e-mail address is not enough.
import { Entity } from 'electrodb';
import { GUEST_PASS_DAYS } from '@shared/schemas/tickets';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { expiresIn, isExpired } from '@functions/platform/db';
import { GoneError, NotFoundError } from '@functions/platform/errors';
import { hashToken, newToken } from '@functions/platform/secrets';

export const GuestPassEntity = new Entity(
  {
    model: { entity: 'ticketGuestPass', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'string', required: true },
      tokenHash: { type: 'string', required: true },
      /** Epoch seconds; DynamoDB's TTL removes the item some time after, and `isExpired` refuses it at once. */
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: { byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['tokenHash'] } } },
  },
  { table: config.tableName, client: dynamo },
);

/** A new pass to the ticket: the token for the link (never stored). */
export const issuePass = async (ticketId: string): Promise<string> => {
  const token = newToken();
  await GuestPassEntity.put({ ticketId, tokenHash: hashToken(token), expiresAt: expiresIn(GUEST_PASS_DAYS * 24 * 60 * 60) }).go();
  return token;
};

/** The SPA's address of the guest's page; the pass rides in the fragment, which browsers never send to a server. */
export const guestTicketPath = (ticketId: string, token: string) => `/tickets/guest/${ticketId}#pass=${token}`;

const invalid = () => new NotFoundError('ticket.guest_link_invalid', 'This link does not open a ticket. Use the newest link we e-mailed you.');

/**
 * Checks the pass a guest's call carries: 404 when it does not open this ticket (or is missing), 410 when it
 * did but has expired, so the page can offer to mail a new link.
 */
export const assertPass = async (ticketId: string, token: string | undefined): Promise<void> => {
  if (!token || token.length > 100 || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalid();
  const { data } = await GuestPassEntity.get({ ticketId, tokenHash: hashToken(token) }).go();
  if (!data) throw invalid();
  if (isExpired(data.expiresAt)) {
    throw new GoneError('ticket.guest_link_expired', 'This link has expired. Ask for a new one and we will e-mail it to you.');
  }
};
