// A guest's way into one record of theirs without an account (a live chat; docs/decisions.md, "Live chat"): a
// random token the table
// keeps only as a hash, beside the record it opens, the address it was given to and when it stops. Knowing the
// record's id or the guest's e-mail is not enough: a call needs the pass, and the address must be the pass's.
// (Guest tickets keep their own passes, functions/tickets/guest-pass.ts, from before this block; moving them
// here needs a migration of the passes already mailed.)
import { Entity } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';
import { expiresIn, getTogether, isExpired, keyOf, type TableKey } from './db';
import { GoneError, NotFoundError } from './errors';
import { hashToken, newToken } from './secrets';

export type PassScope = 'chat';

const GuestPassEntity = new Entity(
  {
    model: { entity: 'guestPass', version: '1', service: 'portal' },
    attributes: {
      scope: { type: ['chat'] as const, required: true },
      recordId: { type: 'string', required: true },
      tokenHash: { type: 'string', required: true },
      email: { type: 'string', required: true },
      /** Epoch seconds; DynamoDB's TTL removes the item some time after, and `isExpired` refuses it at once. */
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: { byRecord: { pk: { field: 'pk', composite: ['scope', 'recordId'] }, sk: { field: 'sk', composite: ['tokenHash'] } } },
  },
  { table: config.tableName, client: dynamo },
);

/** A new pass to the record for `email`: the token (never stored). */
export const issueGuestPass = async (scope: PassScope, recordId: string, email: string, seconds: number): Promise<string> => {
  const token = newToken();
  await GuestPassEntity.put({ scope, recordId, tokenHash: hashToken(token), email: email.toLowerCase(), expiresAt: expiresIn(seconds) }).go();
  return token;
};

/** The pass's hash when `token` is well formed (what a socket keeps to check it again later). */
export const passHashOf = (token: string | undefined): string | undefined =>
  token && token.length <= 100 && /^[A-Za-z0-9_-]+$/.test(token) ? hashToken(token) : undefined;

const invalidPass = (scope: PassScope) => new NotFoundError(`${scope}.guest_pass_invalid`, 'This does not open a chat of yours. Start a new chat.');

/** Refuses a pass as read (undefined: none) unless it is good and, given `email`, that address's: 404, or 410 once expired. */
const assertPassItem = (scope: PassScope, item: Record<string, unknown> | undefined, email?: string): void => {
  const pass = item && GuestPassEntity.parse({ Item: item }).data;
  if (!pass || (email !== undefined && pass.email !== email.toLowerCase())) throw invalidPass(scope);
  if (isExpired(pass.expiresAt)) throw new GoneError(`${scope}.guest_pass_expired`, 'This chat has expired. Start a new one.');
};

/**
 * Reads a record beside the guest's pass to it, in one round trip, and answers the record's item once the pass opens
 * it (and, given `email`, is that address's): 404 when it does not open this record, 410 when it did but has expired.
 * Nothing of the record is looked at before the pass is checked.
 */
export const readWithGuestPass = async (
  scope: PassScope,
  recordId: string,
  token: string | undefined,
  email: string | undefined,
  recordKey: TableKey,
): Promise<Record<string, unknown> | undefined> => {
  const tokenHash = passHashOf(token);
  if (!tokenHash) throw invalidPass(scope);
  const [pass, record] = await getTogether([guestPassKey(scope, recordId, tokenHash), recordKey]);
  assertPassItem(scope, pass, email);
  return record;
};

/** The key of a pass (by its hash), to read it beside other items (a socket's message reads it with the chat's). */
export const guestPassKey = (scope: PassScope, recordId: string, tokenHash: string): TableKey =>
  keyOf(GuestPassEntity.get({ scope, recordId, tokenHash }));

/** Is the pass, as read by `guestPassKey`, still good. */
export const isLivePass = (item: Record<string, unknown> | undefined): boolean => {
  const pass = item && GuestPassEntity.parse({ Item: item }).data;
  return Boolean(pass && !isExpired(pass.expiresAt));
};
