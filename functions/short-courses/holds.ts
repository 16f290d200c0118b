// Short-course orders' holds, reminders and what a move tells the customer (docs/decisions.md, "Short courses and
// payments"): an unpaid booking holds its seats for a while; the scheduled jobs function cancels those past their hold
// (`releaseExpiredHolds`), which frees their seats, and reminds confirmed customers the day before their session
// (`remindTomorrowsSessions`). The jobs function reaches both through the domain's face, short-courses.ts.
import type { OrderStatus } from '@shared/schemas/short-courses';
import { formatSessionTime } from '@shared/text';
import { record } from '@functions/platform/audit';
import { runInBackground } from '@functions/platform/background';
import { collegeDate } from '@shared/college-time';
import { sendLimitedMail } from '@functions/platform/mail';
import * as Store from './short-course-store';

const DAY_MS = 86_400_000;
/** An unpaid booking from the public page holds its seats this long before the job frees them. */
export const PROSPECT_HOLD_DAYS = 2;
/** A tentative booking's hold when staff give none. */
export const TENTATIVE_HOLD_DAYS = 7;

export const holdFor = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const when = (o: Store.Order) => formatSessionTime(o.bookingDatetime);

const subjectOf = (o: Store.Order, subject: string) => `${subject}: ${o.courseTitle} (${o.number})`;

/** Mails the customer about their order (throttled per address like all mail). */
export const mailCustomer = (o: Store.Order, subject: string, paragraphs: string[]) =>
  sendLimitedMail({ to: o.customerEmail, subject: subjectOf(o, subject), paragraphs });

/**
 * Mails the customer with the order's tax invoice attached: the pdf function renders and sends it in the
 * background. Should that not be asked of it, the mail goes without the invoice rather than not at all.
 */
export const mailCustomerWithInvoice = async (o: Store.Order, subject: string, paragraphs: string[]): Promise<void> => {
  const withNote = [...paragraphs, 'Your tax invoice is attached.'];
  const queued = await runInBackground({ task: 'mail-order-invoice', orderId: o.id, subject: subjectOf(o, subject), paragraphs: withNote });
  if (!queued) await mailCustomer(o, subject, paragraphs);
};

interface MoveMail {
  subject: string;
  paragraphs: string[];
  /** Sent with the tax invoice as it now stands. */
  withInvoice?: boolean;
}

/** What a move tells the customer. */
const MOVE_MAILS: Partial<Record<OrderStatus, (o: Store.Order) => MoveMail>> = {
  progressing: (o) => ({
    withInvoice: true,
    subject: 'Your place is confirmed',
    paragraphs: [`Hello ${o.customerName},`, `Your booking for ${o.courseTitle} on ${when(o)} at ${o.locationName} is confirmed. See you there.`],
  }),
  completed: (o) => ({
    subject: 'Course completed',
    paragraphs: [`Hello ${o.customerName},`, `${o.courseTitle} is complete. Thank you for training with us; your statement follows by mail.`],
  }),
  cancelled: (o) => ({
    subject: 'Booking cancelled',
    paragraphs: [
      `Hello ${o.customerName},`,
      `Your booking for ${o.courseTitle} on ${when(o)} is cancelled and its places freed. Book again any time.`,
    ],
  }),
};

const MOVE_TITLES: Record<OrderStatus, string> = {
  prospect: 'booking received',
  tentative: 'places held for you',
  progressing: 'place confirmed',
  completed: 'course completed',
  cancelled: 'booking cancelled',
};

/** Records a move in the order's history and tells the customer (unless `mail` is false: the demo data). */
export const announceMove = async (
  actor: { userId: string },
  before: Store.Order,
  after: Store.Order,
  why: string,
  { mail: mailing = true } = {},
) => {
  await record({
    actor,
    record: { type: 'short-course-order', id: after.id },
    action: `short_course_order.${after.status}`,
    summary: why,
    changes: [{ field: 'status', old: before.status, new: after.status }],
    // A customer with an account sees it in the portal too (a member of the public has the mail only).
    ...(after.customerUserId && after.customerUserId !== actor.userId
      ? {
          notify: {
            userIds: [after.customerUserId],
            type: 'short-course-order',
            title: `${after.number}: ${MOVE_TITLES[after.status]}`,
            body: `${after.courseTitle}, ${when(after)}.`,
            link: '/applied-short-courses',
          },
        }
      : {}),
  });
  const mail = mailing ? MOVE_MAILS[after.status]?.(after) : undefined;
  if (mail) await (mail.withInvoice ? mailCustomerWithInvoice : mailCustomer)(after, mail.subject, mail.paragraphs);
};

/**
 * A session moved to another time or campus: its open orders (each keeps the session's time and place, for its
 * lists, invoice and reminder) follow, their history says so, and their customers are told. A new time resets the
 * day-before reminder.
 */
export const followSession = async (actor: { userId: string }, before: Store.Session, after: Store.Session): Promise<number> => {
  const timeChanged = before.bookingDatetime !== after.bookingDatetime;
  if (!timeChanged && before.locationId === after.locationId) return 0;
  const { data } = await Store.OrderEntity.query.bySession({ sessionId: after.id }).go({ pages: 'all' });
  let moved = 0;
  for (const open of data.filter((o) => o.status !== 'cancelled' && o.status !== 'completed')) {
    const { after: order } = await Store.changeOrder(open.id, () => ({
      bookingDatetime: after.bookingDatetime,
      locationId: after.locationId,
      locationName: after.locationName,
      remove: timeChanged && open.remindedAt ? ['remindedAt'] : [],
    }));
    await record({
      actor,
      record: { type: 'short-course-order', id: order.id },
      action: 'short_course_order.rescheduled',
      summary: `The session moved to ${when(order)} at ${order.locationName}.`,
      changes: [
        { field: 'booking_datetime', old: before.bookingDatetime, new: after.bookingDatetime },
        { field: 'location', old: before.locationName, new: after.locationName },
      ],
    });
    await mailCustomerWithInvoice(order, 'Your session has changed', [
      `Hello ${order.customerName},`,
      `${order.courseTitle} has moved: it is now on ${when(order)} at ${order.locationName} (it was ${formatSessionTime(before.bookingDatetime)} at ${before.locationName}).`,
      'If the new time does not suit you, reply to this mail or call us, and we will find you another session or refund you.',
    ]);
    moved++;
  }
  return moved;
};

/** The scheduled job: unpaid prospect and tentative orders past their hold are cancelled and their seats freed. */
export const releaseExpiredHolds = async (): Promise<number> => {
  const now = new Date().toISOString();
  let released = 0;
  for (const status of ['prospect', 'tentative'] as const) {
    const { data } = await Store.OrderEntity.query
      .byStatus({ status })
      .where((a, { lt, ne }) => `${lt(a.holdUntil, now)} AND ${ne(a.paymentState, 'paid')}`)
      .go({ pages: 'all' });
    for (const expired of data) {
      try {
        const { before, after } = await Store.changeOrder(expired.id, (o) => {
          if (o.status !== status || !o.holdUntil || o.holdUntil >= now || o.paymentState === 'paid') throw new Error('changed meanwhile');
          return { status: 'cancelled', remove: ['holdUntil'] };
        });
        await announceMove({ userId: 'system' }, before, after, `The hold on ${after.number} ran out: cancelled and its places freed.`);
        released++;
      } catch {
        // Paid, moved or cancelled meanwhile: it keeps what it now is.
      }
    }
  }
  return released;
};

/**
 * The scheduled job: customers of confirmed (progressing) orders whose session is tomorrow at the college get a
 * reminder, once. It reads the orders whose reminder is due today from their index alone (a minute with none due is one
 * Query, however many orders there are), and claims each by a change conditional on the order as read: two runs never
 * both send it, and an order cancelled or moved meanwhile is decided again as it now is.
 */
export const remindTomorrowsSessions = async (): Promise<number> => {
  const today = collegeDate();
  let sent = 0;
  for (const due of await Store.remindersDueOn(today)) {
    let order: Store.Order;
    try {
      ({ after: order } = await Store.changeOrder(due.id, (o) => {
        if (Store.reminderDueOnOf(o, today) !== today) throw new Error('not due');
        return { remindedAt: new Date().toISOString() };
      }));
    } catch {
      continue; // Reminded by another run, or no longer due (cancelled, completed, moved): it keeps what it now is.
    }
    await mailCustomer(order, 'See you tomorrow', [
      `Hello ${order.customerName},`,
      `A reminder: ${order.courseTitle} is tomorrow, ${when(order)}, at ${order.locationName}.`,
      'Bring the documents the course asks for, and arrive ten minutes early.',
    ]);
    sent++;
  }
  return sent;
};
