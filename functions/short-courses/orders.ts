// Short-course orders (docs/decisions.md, "Short courses and payments"): booking (by anyone on the public page, or a signed-in student), the
// pipeline prospect → tentative → progressing → completed (and cancelled), payment through the provider,
// and the lists: the office's, the board's columns and a customer's own.
import { hasPermission } from '@shared/permissions';
import type { ListResponse } from '@shared/schemas/common';
import { gstOf, UNCONFIRMED_HOLD_MINUTES } from '@shared/schemas/booking-rules';
import type { BookingBody, OrderListQuery, OrderStatusBody, OrderView } from '@shared/schemas/short-courses';
import type { NamedAuditEntryView } from '@shared/schemas/audit';
import { formatSessionTime, plural } from '@shared/text';
import { collegeNow } from '@shared/college-time';
import { GUEST_ACTOR, namedHistoryOf, record, type Actor } from '@functions/platform/audit';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import { appLink } from '@functions/platform/mail';
import { countAhead, keptCount, type CountAhead } from '@functions/platform/list-counts';
import { pageFromIndex } from '@functions/platform/paging';
import { hashToken, newId, newToken } from '@functions/platform/secrets';
import type { ReadItems } from '@functions/platform/http';
import type { Caller } from '@functions/platform/session';
import { offlinePayments, type PaymentInstructions } from './payments';
import { staffHolding } from '@functions/users/users';
import { announceMove, holdFor, mailCustomerWithInvoice, when, PROSPECT_HOLD_DAYS, TENTATIVE_HOLD_DAYS } from './holds';
import { assertSeesOrder } from './access';
import { holderKeys, unconfirmedHoldUntil } from './unconfirmed-holds';
import { bookingConfirmationPath } from './booking-confirmation';
import * as Store from './short-course-store';

export const toOrderView = (o: Store.Order): OrderView => ({
  id: o.id,
  number: o.number,
  status: o.status,
  short_course: { id: o.shortCourseId, code: o.courseCode, title: o.courseTitle },
  session: { id: o.sessionId, booking_datetime: o.bookingDatetime, location: { id: o.locationId, name: o.locationName } },
  customer: { user_id: o.customerUserId || null, name: o.customerName, email: o.customerEmail, phone: o.customerPhone },
  participants: o.participants.map((p) => ({ name: p.name, email: p.email ?? null, phone: p.phone ?? null, usi: p.usi ?? null })),
  seats: o.seats,
  amount: o.amountCents / 100,
  gst: gstOf(o.amountCents / 100),
  payment: { state: o.paymentState, method: o.paymentMethod ?? null, reference: o.number, paid_at: o.paidAt ?? null },
  hold_until: o.holdUntil ?? null,
  confirmed_at: o.confirmedAt ?? null,
  created_at: o.createdAt,
  updated_at: o.updatedAt,
});

/** Staff who run the booking office: they list every order. */
const runsOrders = (caller: Caller) => hasPermission(caller.role, caller.permissions, 'list-short-course-order');

/** A session and the course it belongs to, for a booking that names only the session (a student's own). */
const sessionWithItsCourse = async (sessionId: string) => {
  const session = await Store.getSession(sessionId);
  return [session, session && (await Store.getCourse(session.shortCourseId))] as const;
};

/** How a booking is made: `courseId` and `client` for the public page's, `mail: false` for the demo data's. */
interface BookingOptions {
  mail?: boolean;
  /** The course the public page is for: the session must be one of its. */
  courseId?: string;
  /** The client address a public booking came from (client-address.ts), one of the holders its cap counts. */
  client?: string;
}

/**
 * Books seats in a session for its participants. Anyone may, on the public page (no `customer`), or a signed-in
 * student for themself (their account, its name kept on the order's history). The order starts as a prospect. A
 * student's own booking is confirmed as it is made and holds its seats for two days; a public one holds them for
 * half an hour, within the caps of unconfirmed places (unconfirmed-holds.ts), until its customer confirms it from the
 * mailed link (then two days). `mail: false` (the demo data) books without mailing the customer, confirmed.
 */
export const book = async (body: BookingBody, customer?: Actor, { mail = true, courseId, client }: BookingOptions = {}): Promise<Store.Order> => {
  const customerUserId = customer?.userId ?? '';
  const [session, course] = courseId ? await Store.getSessionAndCourse(body.session_id, courseId) : await sessionWithItsCourse(body.session_id);
  if (!session || (courseId && session.shortCourseId !== courseId)) {
    throw new ValidationError({ session_id: [courseId ? 'Choose one of this course’s sessions.' : 'Choose a session that exists.'] });
  }
  if (!course || course.status !== 'active') throw new ValidationError({ session_id: ['This course is not taking bookings.'] });
  const seats = body.participants.length;
  const id = newId();
  // Confirmed at once: a student's own booking (their account vouches for them), and the demo data's.
  const confirmToken = customerUserId || !mail ? undefined : newToken();
  const hold = confirmToken
    ? {
        holdUntil: unconfirmedHoldUntil(),
        confirmTokenHash: hashToken(confirmToken),
        unconfirmedHolders: holderKeys({ email: body.customer.email, client: client ?? 'unknown' }),
      }
    : { holdUntil: holdFor(PROSPECT_HOLD_DAYS), confirmedAt: new Date().toISOString() };
  const order = await Store.bookSeats(
    {
      id,
      status: 'prospect',
      shortCourseId: course.id,
      courseCode: course.code,
      courseTitle: course.title,
      sessionId: session.id,
      bookingDatetime: session.bookingDatetime,
      locationId: session.locationId,
      locationName: session.locationName,
      customerUserId,
      customerName: body.customer.name,
      customerEmail: body.customer.email,
      customerPhone: body.customer.phone,
      participants: body.participants.map((p) => ({ ...p })),
      seats,
      amountCents: course.priceCents * seats,
      paymentState: 'unpaid',
      ...hold,
      searchText: [body.customer.name, body.customer.email, course.code].join('\n').toLowerCase(),
    },
    session,
  );
  await record({
    actor: customer ?? GUEST_ACTOR,
    record: { type: 'short-course-order', id: order.id },
    action: 'short_course_order.booked',
    summary: `${order.customerName} booked ${plural(seats, 'place')} ${customerUserId ? 'from their account' : 'on the public booking page'}.`,
    // The booking office hears of every new order (the demo data's bookings are not news).
    ...(mail
      ? {
          notify: {
            userIds: (await staffHolding(['list-short-course-order'])).map((s) => s.id),
            type: 'short-course-order',
            title: `New booking ${order.number}`,
            body: `${order.customerName}: ${plural(seats, 'place')} in ${order.courseTitle}, ${when(order)}.`,
            link: `/short-courses-order/${order.id}`,
          },
        }
      : {}),
  });
  if (!mail) return order;
  const pay = offlinePayments.start(order);
  await mailCustomerWithInvoice(order, confirmToken ? 'Confirm your booking' : 'Your booking', [
    `Hello ${order.customerName},`,
    `We have booked ${seats} place${seats === 1 ? '' : 's'} in ${order.courseTitle} on ${when(order)} at ${order.locationName}: $${(order.amountCents / 100).toFixed(2)} including GST.`,
    ...(confirmToken
      ? [
          `Confirm the booking within ${UNCONFIRMED_HOLD_MINUTES} minutes, by ${formatSessionTime(collegeNow(new Date(order.holdUntil!)))} (Sydney time), or its places go to others:`,
          appLink(bookingConfirmationPath(order.id, confirmToken)),
          `Once confirmed, your places are held for ${PROSPECT_HOLD_DAYS} days for you to pay.`,
        ]
      : [
          `Your places are held until ${new Date(order.holdUntil!).toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'long' })}.`,
        ]),
    ...pay.steps,
    ...(customerUserId ? [appLink('/applied-short-courses')] : []),
  ]);
  return order;
};

/** One order, as its customer or the office sees it. */
/** The order, read in the same round trip as the caller's session (`readAhead`). */
export const readOrderAhead = async (id: string, items: ReadItems): Promise<Store.Order | undefined> =>
  Store.orderFromItem((await items([Store.orderKey(id)]))[0]);

export const showOrder = async (caller: Caller, ahead: Promise<Store.Order | undefined>): Promise<OrderView> =>
  toOrderView(assertSeesOrder(caller, await ahead));

// An order's history is short (booked, a few moves, paid): its newest fifty is all of it.
const HISTORY_LIMIT = 50;

/** What happened to an order, newest first, for the booking office. */
export const orderHistory = async (caller: Caller, id: string): Promise<NamedAuditEntryView[]> => {
  assertSeesOrder(caller, await Store.getOrder(id));
  return namedHistoryOf({ type: 'short-course-order', id }, HISTORY_LIMIT);
};

/** Staff move an order along the pipeline; tentative holds its seats `hold_days` (7 by default). */
export const moveOrder = async (caller: Caller, id: string, body: OrderStatusBody): Promise<OrderView> => {
  const { before, after } = await Store.changeOrder(id, (order) => {
    Store.assertMove(order.status, body.status);
    const unpaid = order.paymentState !== 'paid';
    if (body.status === 'tentative') return { status: 'tentative', holdUntil: holdFor(body.hold_days ?? TENTATIVE_HOLD_DAYS) };
    if (body.status === 'prospect') return { status: 'prospect', ...(unpaid ? { holdUntil: holdFor(PROSPECT_HOLD_DAYS) } : {}) };
    // Progressing, completed and cancelled hold no longer: confirmed places stay, cancelled ones went back.
    return { status: body.status, remove: order.holdUntil ? ['holdUntil'] : [] };
  });
  await announceMove(caller, before, after, `${caller.user.name} moved the order from ${before.status} to ${after.status}.`);
  return toOrderView(after);
};

/** The customer asks to pay: the provider's instructions, and the order awaits the office's confirmation. */
export const startPayment = async (caller: Caller, id: string): Promise<{ order: OrderView; instructions: PaymentInstructions }> => {
  const order = assertSeesOrder(caller, await Store.getOrder(id));
  if (order.customerUserId !== caller.userId) throw Store.noSuchOrder();
  const { after } = await Store.changeOrder(id, (o) => {
    if (o.status === 'cancelled')
      throw new ValidationError({ order: ['This booking was cancelled: book again.'] }, 'This booking was cancelled: book again.');
    if (o.paymentState === 'paid') throw new ValidationError({ order: ['This booking is paid already.'] }, 'This booking is paid already.');
    return { paymentState: 'awaiting-confirmation', paymentMethod: offlinePayments.name };
  });
  return { order: toOrderView(after), instructions: offlinePayments.start(after) };
};

/** The office confirms the money arrived: paid, and the order is progressing (the customer's place confirmed). */
export const confirmPayment = async (caller: Caller, id: string, { mail = true } = {}): Promise<OrderView> => {
  const { before, after } = await Store.changeOrder(id, (o) => {
    if (o.paymentState === 'paid') throw new ValidationError({ order: ['This booking is paid already.'] }, 'This booking is paid already.');
    if (o.status === 'cancelled')
      throw new ValidationError({ order: ['A cancelled order takes no payment.'] }, 'A cancelled order takes no payment.');
    const at = new Date().toISOString();
    const advance = o.status === 'prospect' || o.status === 'tentative';
    return {
      paymentState: 'paid',
      paymentMethod: o.paymentMethod ?? offlinePayments.name,
      paidAt: at,
      ...(advance ? { status: 'progressing' as const } : {}),
      remove: o.holdUntil ? ['holdUntil'] : [],
    };
  });
  await announceMove(caller, before, after, `${caller.user.name} confirmed the payment of ${after.number}.`, { mail });
  return toOrderView(after);
};

type Filter = Parameters<ReturnType<typeof Store.OrderEntity.query.all>['where']>[0];

/** The kept count of the office's list: the whole list's or a board column's, when nothing else narrows it. */
const officeScope = (query: OrderListQuery): string | undefined =>
  query.session_id || query.short_course_id || query.search ? undefined : query.status ? Store.orderStatusScope(query.status) : Store.ALL_ORDERS;

/** The office's list's kept count, read beside the session (whether the caller runs orders is known after). */
export const ordersCountAhead = (query: OrderListQuery, items: ReadItems): CountAhead => countAhead(Store.ORDERS_LIST, officeScope(query), items);

/** The office's list (a status is a board column, read from its own partition), or a customer's own. */
export const listOrders = async (caller: Caller, query: OrderListQuery, own = false, counted?: CountAhead): Promise<ListResponse<OrderView>> => {
  if (!own && !runsOrders(caller)) throw new NotFoundError('short_course.order_not_found', 'This order does not exist.');
  const base = own
    ? Store.OrderEntity.query.byCustomer({ customerUserId: caller.userId })
    : query.session_id
      ? Store.OrderEntity.query.bySession({ sessionId: query.session_id })
      : query.status
        ? Store.OrderEntity.query.byStatus({ status: query.status })
        : Store.OrderEntity.query.all({});
  const search = query.search?.toLowerCase();
  const statusFiltered = own || Boolean(query.session_id);
  const filters: Filter[] = [
    ...(query.status && statusFiltered ? [((a, { eq }) => eq(a.status, query.status!)) as Filter] : []),
    ...(query.short_course_id ? [((a, { eq }) => eq(a.shortCourseId, query.short_course_id!)) as Filter] : []),
    ...(search ? [((a, { contains }) => contains(a.searchText, search)) as Filter] : []),
  ];
  const params = (filters.length ? base.where((a, ops) => filters.map((f) => f(a, ops)).join(' AND ')) : base).params({ order: query.order });
  // The office's whole list, or one board column, unfiltered: its kept count is the total.
  const scope = own ? undefined : officeScope(query);
  const total = scope ? keptCount(counted, Store.ORDERS_LIST, scope) : undefined;
  const page = await pageFromIndex({ params, parse: Store.ordersFromItems, total }, query);
  return { data: page.data.map(toOrderView), meta: page.meta };
};
