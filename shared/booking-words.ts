// One booking, one set of words: a short-course booking's stage and payment as the customer and the booking office
// both read them, on every screen, in the office's messages and on the dashboard. The API, its statuses and the paths
// keep spec §2's names (an order; prospect, tentative, progressing, completed); people read these. No schema library
// here: the public booking page reads them too.

/** Each stage of a booking (the API's `status`). */
export const BOOKING_STAGE_WORDS = {
  prospect: 'Booked',
  tentative: 'Held',
  progressing: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;

/** Where its payment stands (the API's `payment.state`). */
export const BOOKING_PAYMENT_WORDS = {
  unpaid: 'Not paid',
  'awaiting-confirmation': 'Payment being checked',
  paid: 'Paid',
} as const;

/** What each stage means, for the office moving a booking along (the board's description). */
export const BOOKING_STAGES_EXPLAINED =
  'Booked (not yet confirmed), Held (places kept while the customer pays), Confirmed (paid or agreed), Completed.';
