// Seats go to real customers (docs/decisions.md, "Short courses and payments"): a public booking its customer has not
// yet confirmed from the mailed link, nor paid, holds its seats for half an hour only, and such holds are capped per
// session for one customer e-mail and for one client address. Each holder's unconfirmed seats are a kept count
// (list-counts.ts), raised in the booking's transaction on the condition that it stays within the cap and lowered in
// the transaction of whatever ends the hold (confirmed, paid, moved on, cancelled, run out): so any number of
// bookings at once never take more. Beside each count, an entry per order says until when it holds, which is how a
// refusal tells the caller when to try again. Holders are kept as hashes: the table stores no address or e-mail here.
import { Entity, Service } from 'electrodb';
import { UNCONFIRMED_HOLD_MINUTES, UNCONFIRMED_SEATS_CAP } from '@shared/schemas/booking-rules';
import { formatSessionTime, plural } from '@shared/text';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { TooManyRequestsError } from '@functions/platform/errors';
import { listCountEntity, raiseCountUpTo, moveCount } from '@functions/platform/list-counts';
import { describeWait } from '@functions/platform/rate-limit';
import { hashToken } from '@functions/platform/secrets';
import { itemsOf, type TransactItem } from '@functions/platform/transactions';

const UNCONFIRMED_SEATS = 'unconfirmed-seats';

/** Until when a booking made now holds its seats unconfirmed. */
export const unconfirmedHoldUntil = (now = Date.now()) => new Date(now + UNCONFIRMED_HOLD_MINUTES * 60_000).toISOString();

const HeldSeatsEntity = new Entity(
  {
    model: { entity: 'unconfirmedHold', version: '1', service: 'portal' },
    attributes: {
      sessionId: { type: 'string', required: true },
      holder: { type: 'string', required: true },
      orderId: { type: 'string', required: true },
      seats: { type: 'number', required: true },
      until: { type: 'string', required: true },
      /** Gone from the table a day after its hold, should no write end it first (DynamoDB's time to live). */
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: {
      byHolder: { pk: { field: 'pk', composite: ['sessionId', 'holder'] }, sk: { field: 'sk', composite: ['orderId'] } },
    },
  },
  { table: config.tableName, client: dynamo },
);

const holds = new Service({ hold: HeldSeatsEntity, listCount: listCountEntity() }, { table: config.tableName, client: dynamo });

const scopeOf = (sessionId: string, holder: string) => `${sessionId}|${holder}`;

/** Who holds a public booking's seats, as the caps count them: its customer's e-mail and the client address it came from. */
export interface Holders {
  email: string;
  client: string;
}

/** The holders' keys an order keeps: hashes, the e-mail's in lower case. */
export const holderKeys = ({ email, client }: Holders): string[] => [`email#${hashToken(email.trim().toLowerCase())}`, `client#${hashToken(client)}`];

interface HeldOrder {
  id: string;
  sessionId: string;
  seats: number;
  holdUntil?: string;
  unconfirmedHolders?: readonly string[];
}

/** The writes that take an order's unconfirmed hold: each holder's count raised within the cap, and its entry. */
export const takeHoldWrites = (order: HeldOrder & { holdUntil: string; unconfirmedHolders: readonly string[] }): TransactItem[] =>
  itemsOf(
    holds.transaction.write(({ hold, listCount }) =>
      order.unconfirmedHolders.flatMap((holder) => [
        raiseCountUpTo(listCount, UNCONFIRMED_SEATS, scopeOf(order.sessionId, holder), order.seats, UNCONFIRMED_SEATS_CAP),
        hold
          .put({
            sessionId: order.sessionId,
            holder,
            orderId: order.id,
            seats: order.seats,
            until: order.holdUntil,
            expiresAt: Math.floor(Date.parse(order.holdUntil) / 1000) + 86_400,
          })
          .commit(),
      ]),
    ),
  );

/** The writes that end an order's unconfirmed hold: each holder's count lowered and its entry deleted. */
export const endHoldWrites = (order: HeldOrder): TransactItem[] =>
  order.unconfirmedHolders?.length
    ? itemsOf(
        holds.transaction.write(({ hold, listCount }) =>
          order.unconfirmedHolders!.flatMap((holder) => [
            moveCount(listCount, UNCONFIRMED_SEATS, scopeOf(order.sessionId, holder), -order.seats),
            hold.delete({ sessionId: order.sessionId, holder, orderId: order.id }).commit(),
          ]),
        ),
      )
    : [];

/**
 * What a holder holds unconfirmed in a session now, and the seconds until enough of it runs out to leave room for
 * `wanted` more seats (soonest first; at least a second; the whole half hour when the entries cannot say, as in a race
 * that ended them meanwhile).
 */
const heldNow = async (sessionId: string, holder: string, wanted: number, now = Date.now()) => {
  const { data } = await HeldSeatsEntity.query.byHolder({ sessionId, holder }).go({ pages: 'all' });
  const live = data.filter((h) => Date.parse(h.until) > now).sort((a, b) => a.until.localeCompare(b.until));
  const held = live.reduce((sum, h) => sum + h.seats, 0);
  let left = held;
  for (const h of live) {
    left -= h.seats;
    if (left + wanted <= UNCONFIRMED_SEATS_CAP) return { held, retryAfter: Math.max(1, Math.ceil((Date.parse(h.until) - now) / 1000)) };
  }
  return { held, retryAfter: UNCONFIRMED_HOLD_MINUTES * 60 };
};

/**
 * The 429 of a booking past a cap: whose unconfirmed places refused it (the e-mail's or the address's), when there
 * will be room again, and what to do meanwhile.
 */
export const capRefusal = async (order: HeldOrder & { bookingDatetime: string }, refusedHolder: string): Promise<TooManyRequestsError> => {
  const { held, retryAfter } = await heldNow(order.sessionId, refusedHolder, order.seats);
  const who = refusedHolder.startsWith('email#') ? 'This e-mail address' : 'Your network';
  return new TooManyRequestsError(
    'short_course.too_many_unconfirmed',
    `${who} holds ${plural(held, 'unconfirmed place')} in the session of ${formatSessionTime(order.bookingDatetime)}: ` +
      `${order.seats} more would pass the limit of ${UNCONFIRMED_SEATS_CAP} until a booking is confirmed. ` +
      `Confirm one from the link we e-mailed, or try again in ${describeWait(retryAfter)}.`,
    retryAfter,
  );
};
