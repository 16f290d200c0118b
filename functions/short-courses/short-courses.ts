// The short-courses domain (short courses, their sessions and the orders that book seats) as the rest of the portal
// may use it: the dashboard's and the timeline's parts, an order for its invoice, the jobs' sweeps, what the catalogue
// asks before a campus is deleted, and the demo seed's writes. Only this domain writes its records.
import { counted, type UsageChecker } from '@functions/platform/usages';
import { countUpcomingSessionsAt } from './short-course-store';

export { orderFigures, ordersOnTimeline, paymentTrendScopeName, revenueTrends, upcomingSessionsIn } from './dashboard-parts';
export {
  getOrder,
  confirmEarlierOrders,
  countPaidByMonth,
  fileBookingsForSearch,
  filePaymentTrends,
  fileComingBookingsInOwnFeed,
  fileRemindersDue,
  type Order,
} from './short-course-store';
export { assertSeesOrder } from './access';
export { offlinePayments, type PaymentInstructions } from './payments';
export { releaseExpiredHolds, remindTomorrowsSessions } from './holds';
export { createCourse, createSession } from './short-course-catalogue';
export { book, confirmPayment } from './orders';
export { bookingSearch } from './search-parts';

/** Upcoming sessions planned at a campus: a campus they name is not deleted (the catalogue registers this). */
export const sessionsPlannedAt: UsageChecker = {
  count: countUpcomingSessionsAt,
  describe: (n) => counted(n, 'short-course session is planned there', 'short-course sessions are planned there'),
};
