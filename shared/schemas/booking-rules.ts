// What a booking's fields and numbers must be, as plain data: the schemas (short-courses.ts) are built on these, the
// functions price orders with gstOf, and the public booking page checks its form and shows its total without zod.

/** The most people one booking names. */
export const MAX_PARTICIPANTS = 10;

/**
 * How long a public booking its customer has not confirmed (from the mailed link) nor paid holds its seats: no
 * shorter, since a card checkout may take that long (functions/short-courses/unconfirmed-holds.ts).
 */
export const UNCONFIRMED_HOLD_MINUTES = 30;
/** The unconfirmed seats one e-mail, and one client address, may hold in a session; confirmed bookings are not capped. */
export const UNCONFIRMED_SEATS_CAP = 10;

/** GST is one eleventh of a GST-inclusive price, to the cent. */
export const gstOf = (amount: number): number => Math.round((amount / 11) * 100) / 100;

/** What the form says when no session is chosen. */
export const CHOOSE_SESSION = 'Choose a session';

/** A phone number, trimmed: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE = {
  max: 20,
  pattern: /^\+?[0-9 ()-]{8,20}$/,
  tooLong: 'Use at most 20 characters',
  invalid: 'Enter a phone number like 0412 345 678',
} as const;

/** The Unique Student Identifier, trimmed and upper-cased, with its check character (shared/usi.ts). */
export { USI_LENGTH, USI_MESSAGES, whyNotAUsi } from '../usi';
