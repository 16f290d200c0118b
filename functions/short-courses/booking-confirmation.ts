// A public booking is confirmed by its customer from the link mailed with it (docs/decisions.md, "Short courses and
// payments"): the link carries a random token the order keeps only as a hash. Confirming ends the short, capped hold of
// an unconfirmed booking (unconfirmed-holds.ts) and holds the seats for the days a customer has to pay. A second
// click of the same link answers the booking as confirmed; a booking whose hold ran out first is gone (410).
import { timingSafeEqual } from 'node:crypto';
import type { BookingConfirmationView } from '@shared/schemas/short-courses';
import { GUEST_ACTOR, record } from '@functions/platform/audit';
import { GoneError, NotFoundError } from '@functions/platform/errors';
import { hashToken } from '@functions/platform/secrets';
import { holdFor, PROSPECT_HOLD_DAYS } from './holds';
import * as Store from './short-course-store';

/** The SPA's address of the confirmation page; the token rides in the fragment, which browsers never send to a server. */
export const bookingConfirmationPath = (orderId: string, token: string) => `/short-course-bookings/${orderId}/confirm#token=${token}`;

const noSuchBooking = () =>
  new NotFoundError('short_course.confirmation_invalid', 'This link confirms no booking. Open the link from the newest e-mail about your booking.');

const ranOut = (o: Store.Order) =>
  new GoneError(
    'short_course.hold_ran_out',
    `Booking ${o.number} was not confirmed in time, and its places went back to the session. Book again from the course's page.`,
  );

/** Whether the token is the one whose hash the order keeps, compared in constant time. */
const opens = (order: Store.Order | undefined, token: string): order is Store.Order =>
  Boolean(order?.confirmTokenHash) && timingSafeEqual(Buffer.from(order!.confirmTokenHash!), Buffer.from(hashToken(token)));

const viewOf = (o: Store.Order, already: boolean): BookingConfirmationView => ({
  number: o.number,
  short_course: { title: o.courseTitle },
  session: { booking_datetime: o.bookingDatetime, location: { name: o.locationName } },
  seats: o.seats,
  amount: o.amountCents / 100,
  paid: o.paymentState === 'paid',
  hold_until: o.holdUntil ?? null,
  confirmed_at: o.confirmedAt!,
  already_confirmed: already,
});

class ConfirmedMeanwhile extends Error {}

/**
 * Confirms the booking the link names: 404 for a token that is not its own, 410 once its hold ran out (cancelled);
 * `already_confirmed` when it was confirmed before (another click, another tab), changing nothing.
 */
export const confirmBooking = async (id: string, token: string): Promise<BookingConfirmationView> => {
  const order = await Store.getOrder(id);
  if (!opens(order, token)) throw noSuchBooking();
  if (order.confirmedAt) return viewOf(order, true);
  try {
    const { after } = await Store.changeOrder(id, (o) => {
      if (o.confirmedAt) throw new ConfirmedMeanwhile();
      if (o.status === 'cancelled') throw ranOut(o);
      // Moved on by the office meanwhile (held for days, confirmed), or paid: it keeps the hold it has.
      const unpaidProspect = o.status === 'prospect' && o.paymentState !== 'paid';
      return { confirmedAt: new Date().toISOString(), ...(unpaidProspect ? { holdUntil: holdFor(PROSPECT_HOLD_DAYS) } : {}) };
    });
    await record({
      actor: GUEST_ACTOR,
      record: { type: 'short-course-order', id },
      action: 'short_course_order.confirmed',
      summary: `${after.customerName} confirmed the booking from the e-mailed link.`,
    });
    return viewOf(after, false);
  } catch (error) {
    if (!(error instanceof ConfirmedMeanwhile)) throw error;
    return viewOf((await Store.getOrder(id))!, true);
  }
};
