// What an order's write brings to the dashboards' trends (functions/platform/trends.ts): its payment, with what was
// paid, counted in the college's. The revenue chart's points are the kept cents of each month (paidInMonthScope); a
// point opens the payments of that month.
import { formatMoney } from '@shared/text';
import type { TrendEvent } from '@functions/platform/trends';
import type { Order } from './short-course-store';

type Tracked = Pick<Order, 'id' | 'number' | 'courseTitle' | 'customerName' | 'amountCents' | 'paidAt'>;

/** An order's payment, when this write paid it. */
export const paymentEvents = (paid: boolean, order: Tracked): TrendEvent[] =>
  paid && order.paidAt
    ? [
        {
          series: 'payments',
          scopes: ['all'],
          at: order.paidAt,
          recordId: order.id,
          title: `${order.number}: ${order.courseTitle}`,
          detail: `${order.customerName}, ${formatMoney(order.amountCents / 100)}`,
          link: `/short-courses-order/${order.id}`,
          amountCents: order.amountCents,
        },
      ]
    : [];
