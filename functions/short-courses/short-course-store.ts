// Short courses, their sessions and their orders: the entities and their one writer. Seats are the point:
// a booking takes its seats in the same transaction as the order, on the condition that they are free, so a
// session is never oversold however many book at once; cancelling gives them back the same way. Only this domain
// writes them; the scheduled jobs function releases expired holds (holds.ts) through the domain's face.
import { Entity, Service, type EntityItem } from 'electrodb';
import { BOOKING_STAGE_WORDS } from '@shared/booking-words';
import { ORDER_MOVES, type OrderStatus, type ShortCourseListQuery } from '@shared/schemas/short-courses';
import { formatSessionTime } from '@shared/text';
import { dynamo } from '@functions/platform/clients';
import { getTogether, keyMaker, quickListParser, quickParser, rewriteWhole } from '@functions/platform/db';
import { putEntriesInBatches, wordEntryWrites, type Filed, type SearchScope } from '@functions/platform/search-index';
import { collegeDate, collegeMonth, collegeNow } from '@shared/college-time';
import { config } from '@functions/platform/config';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { countOf, listCountEntity, moveCount, setCounts } from '@functions/platform/list-counts';
import { pageFromIndex } from '@functions/platform/paging';
import { REVISION_ATTRIBUTES } from '@functions/platform/record-revisions';
import { itemsOf, transact, withRetries } from '@functions/platform/transactions';
import { fileTrendEvents, trendWrites } from '@functions/platform/trends';
import { paymentEvents } from './trend-events';
import { capRefusal, endHoldWrites, takeHoldWrites } from './unconfirmed-holds';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

export const ShortCourseEntity = new Entity(
  {
    model: { entity: 'shortCourse', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      code: { type: 'string', required: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      /** GST included, in cents. */
      priceCents: { type: 'number', required: true },
      durationHours: { type: 'number', required: true },
      /** Absent when the course asks for none. */
      prerequisites: { type: 'string' },
      requiredDocuments: {
        type: 'list',
        required: true,
        default: () => [],
        items: { type: 'map', properties: { label: { type: 'string', required: true } } },
      },
      status: { type: ['active', 'inactive'] as const, required: true },
      /** Code and title in lower case: what the list's `search` looks in. */
      searchText: { type: 'string', required: true },
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, watch: '*', set: now, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
    },
  },
  { table, client },
);
export type ShortCourse = EntityItem<typeof ShortCourseEntity>;

/** A session ("book"): a course at a time and campus, with its seats. */
export const SessionEntity = new Entity(
  {
    model: { entity: 'shortCourseSession', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      shortCourseId: { type: 'string', required: true },
      /** `YYYY-MM-DDTHH:mm` in the college's time; sorts as it reads. */
      bookingDatetime: { type: 'string', required: true },
      locationId: { type: 'string', required: true },
      locationName: { type: 'string', required: true },
      trainerId: { type: 'string' },
      trainerName: { type: 'string' },
      capacity: { type: 'number', required: true },
      /** Seats held by orders not cancelled: moved only in the transaction of the order that takes or frees them. */
      seatsTaken: { type: 'number', required: true, default: 0 },
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, watch: '*', set: now, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      byCourse: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['shortCourseId'] },
        sk: { field: 'gsi1sk', composite: ['bookingDatetime', 'id'] },
      },
    },
  },
  { table, client },
);
export type Session = EntityItem<typeof SessionEntity>;

export const OrderEntity = new Entity(
  {
    model: { entity: 'shortCourseOrder', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      /** What the customer and the invoice call it: SC- and the order's number. */
      number: { type: 'string', required: true },
      status: { type: ['prospect', 'tentative', 'progressing', 'completed', 'cancelled'] as const, required: true },
      shortCourseId: { type: 'string', required: true },
      courseCode: { type: 'string', required: true },
      courseTitle: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      bookingDatetime: { type: 'string', required: true },
      locationId: { type: 'string', required: true },
      locationName: { type: 'string', required: true },
      /** The signed-in customer's account, '' for a member of the public. */
      customerUserId: { type: 'string', required: true },
      customerName: { type: 'string', required: true },
      customerEmail: { type: 'string', required: true },
      customerPhone: { type: 'string', required: true },
      participants: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: { name: { type: 'string', required: true }, email: { type: 'string' }, phone: { type: 'string' }, usi: { type: 'string' } },
        },
      },
      seats: { type: 'number', required: true },
      amountCents: { type: 'number', required: true },
      paymentState: { type: ['unpaid', 'awaiting-confirmation', 'paid'] as const, required: true },
      paymentMethod: { type: 'string' },
      paidAt: { type: 'string' },
      /** An unpaid order's seats are held until then; the scheduled job cancels it after. */
      holdUntil: { type: 'string' },
      /**
       * When its customer confirmed it: by the mailed link for a public booking, at booking for an account's own.
       * Until then (and unpaid) a public booking's hold is short and capped (unconfirmed-holds.ts).
       */
      confirmedAt: { type: 'string' },
      /** The hash of the token in the mailed confirmation link of a public booking. */
      confirmTokenHash: { type: 'string' },
      /** The holders whose unconfirmed places it counts among (unconfirmed-holds.ts), while it holds them. */
      unconfirmedHolders: { type: 'list', items: { type: 'string' } },
      /** When the day-before reminder went (so the job sends it once). */
      remindedAt: { type: 'string' },
      /**
       * The college day its day-before reminder is due (`YYYY-MM-DD`), while one is to go: a confirmed order not yet
       * reminded whose session is after that day began. Worked out by this store at every write; '' rather than nothing
       * otherwise, since the sparse index's condition needs its composite on every write that names the status (ElectroDB).
       */
      reminderDueOn: { type: 'string', required: true, default: '' },
      /** Number, customer's name and e-mail, course code, lower-cased: the list's search. */
      searchText: { type: 'string', required: true },
      revision: { type: 'number', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, watch: '*', set: now, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      // The board's columns: one status each, newest first.
      byStatus: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['status'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] } },
      // A customer's own orders (applied short courses).
      byCustomer: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['customerUserId'] },
        sk: { field: 'gsi3sk', composite: ['createdAt', 'id'] },
      },
      // A session's bookings.
      bySession: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['sessionId'] }, sk: { field: 'gsi4sk', composite: ['createdAt', 'id'] } },
      // A signed-in customer's bookings still to come, in their live records (functions/platform/own-feed.ts).
      customersComing: {
        index: 'gsi6',
        condition: (a) => Boolean(a.customerUserId) && a.status !== 'cancelled' && a.status !== 'completed',
        pk: { field: 'gsi6pk', composite: ['customerUserId'], template: '$portal#own_${customerUserId}' },
        sk: { field: 'gsi6sk', composite: ['bookingDatetime', 'id', 'status'], template: 'order#${bookingDatetime}#${id}#${status}' },
      },
      // The reminders to send, by the day they are due (sparse): the jobs read that day's, never the other orders.
      // Partitioned by status (only confirmed orders are in it) since ElectroDB writes an index's partition key only
      // when a write names one of its attributes: every write of this store names the status and `reminderDueOn`.
      remindersDue: {
        index: 'gsi5',
        condition: (a) => Boolean(a.reminderDueOn),
        pk: { field: 'gsi5pk', composite: ['status'] },
        sk: { field: 'gsi5sk', composite: ['reminderDueOn', 'id'] },
      },
    },
  },
  { table, client },
);
export type Order = EntityItem<typeof OrderEntity>;

/** The orders' running number (SC-000001 on), one counter item moved by ADD. */
const OrderNumberEntity = new Entity(
  {
    model: { entity: 'shortCourseOrderNumber', version: '1', service: 'portal' },
    attributes: { last: { type: 'number', required: true, default: 0 } },
    indexes: { only: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

const bookings = new Service({ session: SessionEntity, order: OrderEntity, listCount: listCountEntity() }, { table, client });

/**
 * The orders list's kept counts (list-counts.ts): every order, and per status (the board's columns), moved in
 * the transaction of each booking and each status change, so a column answers its total with one read.
 */
export const ORDERS_LIST = 'short-course-orders';
export const ALL_ORDERS = 'all';
export const orderStatusScope = (status: OrderStatus) => `status:${status}`;
/** Cents paid in a college month (`YYYY-MM`), moved when an order becomes paid: the dashboard's revenue. */
export const paidInMonthScope = (month: string) => `paid-cents:${month}`;
export const countOrders = (scope: string): Promise<number> => countOf(ORDERS_LIST, scope);

export const noSuchCourse = () => new NotFoundError('short_course.not_found', 'This short course does not exist.');
export const noSuchSession = () => new NotFoundError('short_course.session_not_found', 'This session does not exist.');
export const noSuchOrder = () => new NotFoundError('short_course.order_not_found', 'This order does not exist.');

export const getCourse = async (id: string, { consistent = false } = {}): Promise<ShortCourse | undefined> =>
  (await ShortCourseEntity.get({ id }).go({ consistent })).data ?? undefined;
export const getSession = async (id: string): Promise<Session | undefined> =>
  (await SessionEntity.get({ id }).go({ consistent: true })).data ?? undefined;
export const getOrder = async (id: string): Promise<Order | undefined> => (await OrderEntity.get({ id }).go({ consistent: true })).data ?? undefined;

export const orderKey = keyMaker((id) => OrderEntity.get({ id }));
const sessionKey = keyMaker((id) => SessionEntity.get({ id }));
const courseKey = keyMaker((id) => ShortCourseEntity.get({ id }));

const sessionFromItem = quickParser(SessionEntity);
const courseFromItem = quickParser(ShortCourseEntity);

/** A session and a course, read in one round trip (a booking names both: the course's page, the session chosen). */
export const getSessionAndCourse = async (sessionId: string, courseId: string): Promise<[Session | undefined, ShortCourse | undefined]> => {
  const [session, course] = await getTogether([sessionKey(sessionId), courseKey(courseId)]);
  return [sessionFromItem(session), courseFromItem(course)];
};

/** An order from the raw item a read-ahead returned. */
export const orderFromItem: (item: Record<string, unknown> | undefined) => Order | undefined = quickParser(OrderEntity);
export const ordersFromItems = quickListParser(OrderEntity);
const coursesFromItems = quickListParser(ShortCourseEntity);

export const sessionsOf = async (shortCourseId: string): Promise<Session[]> =>
  (await SessionEntity.query.byCourse({ shortCourseId }).go({ pages: 'all' })).data;

/**
 * How many sessions to come are at a campus (a campus with one is not deleted; past ones keep its name). The
 * short-course catalogue is small (tens of courses, each a few sessions a month): read course by course.
 */
export const countUpcomingSessionsAt = async (locationId: string): Promise<number> => {
  const { data: courses } = await ShortCourseEntity.query.all({}).go({ pages: 'all', attributes: ['id'] });
  const from = collegeNow();
  const sessions = await Promise.all(
    courses.map(({ id }) =>
      SessionEntity.query
        .byCourse({ shortCourseId: id })
        .gte({ bookingDatetime: from })
        .where((a, { eq }) => eq(a.locationId, locationId))
        .go({ pages: 'all', attributes: ['id'] }),
    ),
  );
  return sessions.reduce((n, { data }) => n + data.length, 0);
};

/** One page of short courses, newest first; status and search filter the same read. */
export const pageCourses = (query: ShortCourseListQuery) => {
  const search = query.search?.toLowerCase();
  const all = ShortCourseEntity.query.all({});
  const options = { order: query.order };
  type Filter = Parameters<typeof all.where>[0];
  const filters: Filter[] = [
    ...(search ? [((a, { contains }) => contains(a.searchText, search)) as Filter] : []),
    ...(query.status ? [((a, { eq }) => eq(a.status, query.status!)) as Filter] : []),
  ];
  const params = filters.length ? all.where((a, ops) => filters.map((f) => f(a, ops)).join(' AND ')).params(options) : all.params(options);
  return pageFromIndex({ params, parse: coursesFromItems }, query);
};

/** The next order number, SC-000042. A transaction that then fails leaves a gap, which invoices tolerate. */
export const nextOrderNumber = async (): Promise<string> => {
  const { data } = await OrderNumberEntity.update({}).add({ last: 1 }).go({ response: 'all_new' });
  return `SC-${String(data.last).padStart(6, '0')}`;
};

// Concurrent bookings conflict on the session's item; each tries again on the seats as they now are.
const BOOKING_ATTEMPTS = 12;

const fullRefusal = (session: Session, wanted: number) => {
  const left = session.capacity - session.seatsTaken;
  return new ConflictError(
    'short_course.session_full',
    left <= 0
      ? `The session of ${formatSessionTime(session.bookingDatetime)} is full.`
      : `The session of ${formatSessionTime(session.bookingDatetime)} has only ${left} seat${left === 1 ? '' : 's'} left, not ${wanted}.`,
  );
};

export type NewOrder = Omit<Order, 'revision' | 'createdAt' | 'updatedAt' | 'number' | 'reminderDueOn'>;

const DAY_MS = 86_400_000;

/**
 * The college day an order's day-before reminder is due, while one is to go: a confirmed (progressing) order not yet
 * reminded, whose reminder day is today or later ('' otherwise: one booked or confirmed on the day itself, or later,
 * hears none, as ever). Every write of an order sets it, so the jobs' index of reminders due holds exactly these.
 */
export const reminderDueOnOf = (order: Pick<Order, 'status' | 'remindedAt' | 'bookingDatetime'>, today = collegeDate()): string => {
  if (order.status !== 'progressing' || order.remindedAt) return '';
  const dayBefore = new Date(Date.parse(`${order.bookingDatetime.slice(0, 10)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return dayBefore >= today ? dayBefore : '';
};

/** The orders whose day-before reminder is due on this college day, from the reminders' index alone. */
export const remindersDueOn = async (day: string): Promise<Order[]> =>
  (await OrderEntity.query.remindersDue({ status: 'progressing', reminderDueOn: day }).go({ pages: 'all' })).data;

/** Where the quick search (the command palette) finds bookings: by their number, the customer's name or e-mail, the course code. */
export const BOOKING_SEARCH: SearchScope = { list: ORDERS_LIST, scope: 'bookings' };

/** A booking as BOOKING_SEARCH files it, by its number (the newest first in a look-up). */
const filedBooking = (order: Pick<Order, 'id' | 'number' | 'searchText'>): Filed => ({
  text: `${order.searchText}\n${order.number.toLowerCase()}`,
  sortKey: `${order.number}#${order.id}`,
  key: orderKey(order.id),
  attributes: {},
});

/**
 * Books: the order and its seats together, on the condition that the seats are free (the capacity read, and
 * no more taken than it leaves). 409 naming the session when they are not. `known` is the session as the caller has
 * just read it: the first try books against it; the session is read again only after a conflict, or to say how many
 * seats a refusal left. Answers the order as written, without reading it back.
 */
export const bookSeats = async (order: NewOrder, known?: Session): Promise<Order> => {
  const number = await nextOrderNumber();
  let session = known;
  for (let attempt = 0; attempt < BOOKING_ATTEMPTS; attempt++) {
    session ??= await getSession(order.sessionId);
    if (!session) throw noSuchSession();
    if (session.seatsTaken + order.seats > session.capacity) throw fullRefusal(session, order.seats);
    const { capacity } = session;
    const items = [
      ...itemsOf(
        bookings.transaction.write(({ session: s, order: o, listCount }) => [
          s
            .patch({ id: order.sessionId })
            .add({ seatsTaken: order.seats })
            .where((a, { eq, lte }) => `${eq(a.capacity, capacity)} AND ${lte(a.seatsTaken, capacity - order.seats)}`)
            .commit(),
          o.create({ ...order, number, reminderDueOn: reminderDueOnOf(order), revision: 1 }).commit(),
          moveCount(listCount, ORDERS_LIST, ALL_ORDERS, 1),
          moveCount(listCount, ORDERS_LIST, orderStatusScope(order.status), 1),
        ]),
      ),
      ...wordEntryWrites(config.tableName, BOOKING_SEARCH, undefined, filedBooking({ ...order, number })),
    ];
    // An unconfirmed public booking's holders each count its seats, within their cap: two writes a holder, the count first.
    const holdsFrom = items.length;
    const holders = unconfirmedHoldOf(order);
    if (holders) items.push(...takeHoldWrites(holders));
    // A refusal answers the session as it then stood, to say how many seats are left without reading it again.
    items[0]!.Update!.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
    const outcome = await withRetries(() => transact(items));
    // The order's item as it was put (its stamps set by the entity), the second of the transaction's writes.
    if (!outcome.canceled) return orderFromItem(items[1]!.Put!.Item)!;
    const sessionRefused = outcome.data[0]?.code === 'ConditionalCheckFailed';
    const capped = outcome.data.findIndex((d, i) => i >= holdsFrom && d.code === 'ConditionalCheckFailed');
    if (holders && !sessionRefused && capped >= 0) {
      throw await capRefusal(holders, holders.unconfirmedHolders[Math.floor((capped - holdsFrom) / 2)]!);
    }
    // Refused on its condition: the session as it stood; cancelled for a conflict: read again.
    session = sessionRefused ? sessionFromItem(outcome.data[0]!.item) : undefined;
  }
  session = await getSession(order.sessionId);
  if (session && session.seatsTaken + order.seats > session.capacity) throw fullRefusal(session, order.seats);
  throw new ConflictError('short_course.busy', 'Many people are booking this session right now. Try again in a moment.');
};

export type OrderChange = Partial<
  Pick<
    Order,
    | 'status'
    | 'paymentState'
    | 'paymentMethod'
    | 'paidAt'
    | 'holdUntil'
    | 'remindedAt'
    | 'bookingDatetime'
    | 'locationId'
    | 'locationName'
    | 'confirmedAt'
  >
> & {
  remove?: ('holdUntil' | 'paidAt' | 'remindedAt')[];
};

/** An order whose seats are held unconfirmed (a public booking not confirmed, not paid, not moved on), with its holders. */
const unconfirmedHoldOf = <O extends Pick<Order, 'status' | 'confirmedAt' | 'paymentState' | 'unconfirmedHolders' | 'holdUntil'>>(order: O) =>
  order.status === 'prospect' && !order.confirmedAt && order.paymentState !== 'paid' && order.unconfirmedHolders?.length && order.holdUntil
    ? { ...order, unconfirmedHolders: order.unconfirmedHolders, holdUntil: order.holdUntil }
    : undefined;

const ORDER_ATTEMPTS = 5;

/** What the customer's live records key an order by, as it stands: given with every change, so each rebuilds the key. */
const liveKeysOf = (order: Order) => ({ customerUserId: order.customerUserId, bookingDatetime: order.bookingDatetime, status: order.status });

/**
 * Changes an order by `decide` (which sees it as it now is, or throws a refusal), conditional on the revision
 * read. A move to cancelled gives its seats back in the same transaction; nothing else moves seats.
 */
export const changeOrder = async (id: string, decide: (order: Order) => OrderChange): Promise<{ before: Order; after: Order }> => {
  for (let attempt = 0; attempt < ORDER_ATTEMPTS; attempt++) {
    const before = await getOrder(id);
    if (!before) throw noSuchOrder();
    const { remove: removing = [], ...set } = decide(before);
    const changed = { ...before, ...set, ...Object.fromEntries(removing.map((name) => [name, undefined])) };
    // A change that confirms, pays, moves on or cancels an unconfirmed hold gives its holders' places back.
    const endsHold = Boolean(before.unconfirmedHolders?.length) && !unconfirmedHoldOf(changed);
    const remove = endsHold ? [...removing, 'unconfirmedHolders' as const] : removing;
    const after = endsHold ? { ...changed, unconfirmedHolders: undefined } : changed;
    const cancelling = set.status === 'cancelled' && before.status !== 'cancelled';
    const moved = set.status !== undefined && set.status !== before.status ? set.status : undefined;
    const paidNow = set.paymentState === 'paid' && before.paymentState !== 'paid';
    const outcome = await withRetries(() =>
      transact([
        ...itemsOf(
          bookings.transaction.write(({ session: s, order: o, listCount }) => [
            o
              .patch({ id })
              // A new status moves the order between the board's columns, whose index key is the status, and out of its
              // customer's live records once cancelled or completed: those keys are rebuilt from every attribute they hold.
              // Its reminder due (or none) is worked out again from the order as it will stand.
              .set({ ...liveKeysOf(before), ...set, reminderDueOn: reminderDueOnOf(after), revision: before.revision + 1 })
              .remove(remove)
              .where((a, { eq }) => eq(a.revision, before.revision))
              .commit(),
            ...(cancelling ? [s.patch({ id: before.sessionId }).subtract({ seatsTaken: before.seats }).commit()] : []),
            ...(moved
              ? [
                  moveCount(listCount, ORDERS_LIST, orderStatusScope(before.status), -1),
                  moveCount(listCount, ORDERS_LIST, orderStatusScope(moved), 1),
                ]
              : []),
            ...(paidNow ? [moveCount(listCount, ORDERS_LIST, paidInMonthScope(collegeMonth(set.paidAt)), before.amountCents)] : []),
          ]),
        ),
        ...trendWrites(paymentEvents(paidNow, after)),
        ...(endsHold ? endHoldWrites(before) : []),
      ]),
    );
    if (!outcome.canceled) return { before, after: (await getOrder(id))! };
  }
  throw new ConflictError('short_course.order_busy', 'Several people are changing this order right now. Try again in a moment.');
};

/** The refusal of a move the pipeline does not allow. */
export const assertMove = (from: OrderStatus, to: OrderStatus) => {
  if (from === to) throw new ConflictError('short_course.same_status', `The booking is ${BOOKING_STAGE_WORDS[from]} already.`);
  if (!ORDER_MOVES[from].includes(to)) {
    throw new ConflictError(
      'short_course.move_refused',
      `A booking that is ${BOOKING_STAGE_WORDS[from]} cannot become ${BOOKING_STAGE_WORDS[to]}${from === 'cancelled' ? ': book again instead' : ''}.`,
    );
  }
};

/** Files signed-in customers' coming bookings in their live records (a migration: run while nothing else writes). */
export const fileComingBookingsInOwnFeed = async (): Promise<number> => {
  const { data } = await OrderEntity.scan.go({ pages: 'all' });
  await rewriteWhole(data.map((order) => OrderEntity.put(order)));
  return data.length;
};

/**
 * Marks the orders of a store from before confirmation links as confirmed when they were booked: they were made under
 * the rules of the time, holding their seats for days (a migration: run while nothing else writes).
 */
export const confirmEarlierOrders = async (): Promise<number> => {
  const { data } = await OrderEntity.scan.where((a, { notExists }) => notExists(a.confirmedAt)).go({ pages: 'all' });
  await rewriteWhole(data.map((order) => OrderEntity.put({ ...order, confirmedAt: order.createdAt })));
  return data.length;
};

/** Files the confirmed orders still to be reminded in the index of reminders due (a migration: run while nothing else writes). */
export const fileRemindersDue = async (): Promise<number> => {
  const { data } = await OrderEntity.scan.go({ pages: 'all' });
  const due = data.map((order) => ({ ...order, reminderDueOn: reminderDueOnOf(order) })).filter((order) => order.reminderDueOn);
  await rewriteWhole(due.map((order) => OrderEntity.put(order)));
  return due.length;
};

/** Sets what was paid in each college month from the paid orders: stores from before the dashboards. */
export const countPaidByMonth = async (): Promise<number> => {
  const { data } = await OrderEntity.scan
    .where((a, { eq }) => eq(a.paymentState, 'paid'))
    .go({ pages: 'all', attributes: ['amountCents', 'paidAt', 'createdAt'] });
  const cents = new Map<string, number>();
  for (const order of data) {
    const scope = paidInMonthScope(collegeMonth(order.paidAt ?? order.createdAt));
    cents.set(scope, (cents.get(scope) ?? 0) + order.amountCents);
  }
  await setCounts(ORDERS_LIST, cents);
  return data.length;
};

/** Files every paid order's payment for the dashboards' trends (a migration: run while nothing else writes). */
export const filePaymentTrends = async (): Promise<number> => {
  const { data } = await OrderEntity.scan.where((a, { eq }) => eq(a.paymentState, 'paid')).go({ pages: 'all' });
  return fileTrendEvents(data.flatMap((order) => paymentEvents(true, { ...order, paidAt: order.paidAt ?? order.createdAt })));
};

/** Files bookings in BOOKING_SEARCH (a migration, and the bench's generated college: run while nothing else writes). */
export const fileBookingsForSearch = async (): Promise<number> => {
  const all = (await OrderEntity.scan.go({ pages: 'all', attributes: ['id', 'number', 'searchText'] })).data;
  const entries = all.flatMap((order) => wordEntryWrites(config.tableName, BOOKING_SEARCH, undefined, filedBooking(order)));
  await putEntriesInBatches(entries);
  return all.length;
};
