// What short courses bring to the dashboard and to a person's evidence timeline: the office's orders by stage with
// this month's revenue (kept counts) and what was paid month by month, a customer's coming sessions, and a person's
// orders.
import { BOOKING_PAYMENT_WORDS, BOOKING_STAGE_WORDS } from '@shared/booking-words';
import { formatSessionTime } from '@shared/text';
import type { OwnDashboard, DashboardView, TimelineItemView, TimelineSpan } from '@shared/schemas/dashboard';
import { hasPermission } from '@shared/permissions';
import { ORDER_STATUSES } from '@shared/schemas/short-courses';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { collegeMonth, collegeNow, periodsUpTo } from '@shared/college-time';
import { MONTHS_SHOWN } from '@shared/schemas/trends';
import type { TrendPart } from '@functions/platform/trends';
import type { Counted } from '@functions/platform/list-counts';
import type { Caller } from '@functions/platform/session';
import { recordsIn, type OwnFeed } from '@functions/platform/own-feed';
import { ORDERS_LIST, OrderEntity, orderStatusScope, paidInMonthScope, type Order } from './short-course-store';

const UPCOMING_SESSIONS = 5;

/** Orders by pipeline stage and what was paid this college month, for those who work the orders. */
export const orderFigures = (caller: Caller): Counted<DashboardView['orders']> | undefined => {
  if (!hasPermission(caller.role, caller.permissions, 'list-short-course-order')) return undefined;
  const month = collegeMonth();
  return {
    keys: [...ORDER_STATUSES.map(orderStatusScope), paidInMonthScope(month)].map((scope) => ({ list: ORDERS_LIST, scope })),
    build: (count) => ({
      stages: Object.fromEntries(ORDER_STATUSES.map((s) => [s, count(ORDERS_LIST, orderStatusScope(s))])) as never,
      month,
      revenue_cents: count(ORDERS_LIST, paidInMonthScope(month)),
    }),
  };
};

/** The customer's coming sessions (not cancelled), soonest first, from their live records. */
export const upcomingSessionsIn = (feed: OwnFeed): OwnDashboard['upcoming_sessions'] => {
  const now = collegeNow();
  return recordsIn<Order>(feed, OrderEntity)
    .filter((o) => o.bookingDatetime >= now)
    .sort((a, b) => a.bookingDatetime.localeCompare(b.bookingDatetime))
    .slice(0, UPCOMING_SESSIONS)
    .map((o) => ({
      order_id: o.id,
      number: o.number,
      course_name: o.courseTitle,
      booking_datetime: o.bookingDatetime,
      location_name: o.locationName,
      status: o.status,
      paid: o.paymentState === 'paid',
    }));
};

/** A person's orders begun in the span, newest first, linked for the office and for the customer themselves. */
export const ordersOnTimeline = async (customerUserId: string, span: TimelineSpan, viewer: Caller): Promise<TimelineItemView[]> => {
  const { data } = await OrderEntity.query
    .byCustomer({ customerUserId })
    .where((a, { between }) => between(a.createdAt, span.from, span.to))
    .go({ order: 'desc', count: TIMELINE_PER_KIND });
  const staff = hasPermission(viewer.role, viewer.permissions, 'show-short-course-order');
  return data.map((o) => ({
    kind: 'order',
    id: o.id,
    title: `${o.number}: ${o.courseTitle} (${formatSessionTime(o.bookingDatetime)})`,
    status: `${BOOKING_STAGE_WORDS[o.status]}, ${BOOKING_PAYMENT_WORDS[o.paymentState].toLowerCase()}`,
    at: o.createdAt,
    link: staff ? `/short-courses-order/${o.id}` : viewer.userId === customerUserId ? '/applied-short-courses' : null,
  }));
};

/** What was paid month by month (the kept cents), for those who work the orders; each month opens its payments. */
export const revenueTrends = (caller: Caller): TrendPart | undefined => {
  if (!hasPermission(caller.role, caller.permissions, 'list-short-course-order')) return undefined;
  const months = periodsUpTo('month', MONTHS_SHOWN);
  return {
    keys: months.map((month) => ({ list: ORDERS_LIST, scope: paidInMonthScope(month) })),
    build: (count) => [
      {
        title: 'Paid by month',
        period: 'month',
        money: true,
        lines: [
          {
            series: 'payments',
            scope: 'all',
            label: 'Paid',
            points: months.map((period) => ({ period, value: count(ORDERS_LIST, paidInMonthScope(period)) })),
          },
        ],
      },
    ],
  };
};

/** What the payments' trend list of a scope is called for this caller; undefined when it is not their chart's. */
export const paymentTrendScopeName = (caller: Caller, scope: string): string | undefined =>
  scope === 'all' && hasPermission(caller.role, caller.permissions, 'list-short-course-order') ? 'All short courses' : undefined;
