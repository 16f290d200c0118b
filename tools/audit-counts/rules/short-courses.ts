// The short courses' counts, as functions/short-courses/short-course-store.ts and unconfirmed-holds.ts move them: every
// order and each board column (status); the cents paid in each college month (the dashboard's revenue); each session's
// seats taken, by every order not cancelled; and each holder's unconfirmed seats in a session (a public booking not yet
// confirmed nor paid counts its seats under its customer's e-mail and its client address, while it holds them).
import { collegeMonth } from '@shared/college-time';
import { everyScope, onceIn, scopesNamed, type CountedIn, type CountRules } from '../rules';
import { numberOf, text, texts, type StoredRecord } from '../stored-record';

const ORDERS = 'short-course-orders';
const UNCONFIRMED_SEATS = 'unconfirmed-seats';
const SEATS_TAKEN = 'shortCourseSession.seatsTaken';

const paidCents = (order: StoredRecord): CountedIn[] =>
  order.paymentState === 'paid'
    ? [
        {
          counter: ORDERS,
          // Orders paid before payments were dated count in the month they were made, as the dashboards' migration did.
          key: `paid-cents:${collegeMonth(text(order, 'paidAt') || text(order, 'createdAt'))}`,
          by: numberOf(order, 'amountCents') ?? 0,
        },
      ]
    : [];

export const shortCourseCounts: CountRules = {
  lists: { [ORDERS]: scopesNamed(['all'], ['status:', 'paid-cents:']), [UNCONFIRMED_SEATS]: everyScope },
  records: [
    {
      entity: 'shortCourseOrder',
      reads: ['status', 'paymentState', 'paidAt', 'createdAt', 'amountCents', 'sessionId', 'seats', 'unconfirmedHolders'],
      countsOf: (order) => {
        const [session, seats] = [text(order, 'sessionId'), numberOf(order, 'seats') ?? 0];
        return [
          ...onceIn(ORDERS, ['all', `status:${text(order, 'status')}`]),
          ...paidCents(order),
          ...(order.status === 'cancelled' ? [] : [{ counter: SEATS_TAKEN, key: session, by: seats }]),
          ...texts(order, 'unconfirmedHolders').map((holder) => ({ counter: UNCONFIRMED_SEATS, key: `${session}|${holder}`, by: seats })),
        ];
      },
    },
  ],
  countsOnRecords: [{ entity: 'shortCourseSession', attribute: 'seatsTaken', counter: SEATS_TAKEN, keyOf: (s) => text(s, 'id'), reads: ['id'] }],
};
