// The jobs' day-before reminder of short-course sessions (functions/short-courses/holds.ts), on a table of its own so
// that no other file's orders come due: the customers of confirmed orders whose session is tomorrow hear of it once,
// no other order's do (held, cancelled, other days), a moved session is reminded for its new day, and a minute with
// nothing due costs one Query that reads no order, however many are confirmed.
import { beforeEach, describe, expect, it } from 'vitest';
import { mailsTo, uniqueEmail } from '../support/api';
import { useFreshTable } from '../support/fresh-table';

/** The short-course store and the jobs' reminder on a new, empty table (the modules read the table name once, at import). */
const freshStore = async () => {
  await useFreshTable('session-reminders');
  const [orders, holds, time, storeCalls, clients] = await Promise.all([
    import('@functions/short-courses/short-course-store'),
    import('@functions/short-courses/holds'),
    import('@shared/college-time'),
    import('@functions/platform/store-calls'),
    import('@functions/platform/clients'),
  ]);
  // The items each Query and Scan went through (ScannedCount: what the store reads, whatever a filter keeps).
  const read = { items: 0 };
  clients.dynamo.middlewareStack.add(
    (next) => async (args) => {
      const answer = await next(args);
      read.items += (answer.output as { ScannedCount?: number }).ScannedCount ?? 0;
      return answer;
    },
    { step: 'initialize', name: 'countItemsRead' },
  );
  return { orders, holds, time, storeCalls, read };
};

let store: Awaited<ReturnType<typeof freshStore>>;
beforeEach(async () => {
  store = await freshStore();
});

/** A session this many college days from today, at 9 in the morning (at a minute to midnight for today's: still to come). */
const sessionIn = async (days: number) => {
  const id = `session-${days}-${Math.random().toString(36).slice(2, 8)}`;
  const bookingDatetime = `${store.time.collegeDate(days)}T${days === 0 ? '23:59' : '09:00'}`;
  await store.orders.SessionEntity.create({
    id,
    shortCourseId: 'course-first-aid',
    bookingDatetime,
    locationId: 'campus',
    locationName: 'Sydney',
    capacity: 30,
  }).go();
  return { id, bookingDatetime };
};

/** Books a place in the session for a new customer, confirmed (paid, progressing) unless `confirmed` is false. */
const bookIn = async (session: { id: string; bookingDatetime: string }, { confirmed = true } = {}) => {
  const email = uniqueEmail('reminded');
  const order = await store.orders.bookSeats({
    id: `order-${Math.random().toString(36).slice(2, 10)}`,
    status: 'prospect',
    shortCourseId: 'course-first-aid',
    courseCode: 'HLTAID011',
    courseTitle: 'Provide first aid',
    sessionId: session.id,
    bookingDatetime: session.bookingDatetime,
    locationId: 'campus',
    locationName: 'Sydney',
    customerUserId: '',
    customerName: 'Robin Customer',
    customerEmail: email,
    customerPhone: '0412 345 678',
    participants: [{ name: 'Robin Customer' }],
    seats: 1,
    amountCents: 16_500,
    paymentState: 'unpaid',
    searchText: email,
  });
  if (confirmed) await store.orders.changeOrder(order.id, () => ({ status: 'progressing', paymentState: 'paid', paidAt: new Date().toISOString() }));
  return { id: order.id, email };
};

const remindersTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith('See you tomorrow')).length;

const runJobs = () => store.holds.remindTomorrowsSessions();

/** The store calls a run makes, and the items its reads go through. */
const costOf = async (run: () => Promise<unknown>): Promise<{ calls: number; itemsRead: number }> => {
  const counter = store.storeCalls.startCountingStoreCalls();
  const itemsBefore = store.read.items;
  await run();
  return { calls: counter.calls, itemsRead: store.read.items - itemsBefore };
};

describe('the jobs’ reminder of tomorrow’s sessions', () => {
  it('reminds the customers of confirmed orders for tomorrow once, and nobody else', async () => {
    // Prepare
    const [today, tomorrow, dayAfter] = await Promise.all([sessionIn(0), sessionIn(1), sessionIn(2)]);
    const confirmed = await bookIn(tomorrow);
    const held = await bookIn(tomorrow, { confirmed: false });
    const cancelled = await bookIn(tomorrow);
    await store.orders.changeOrder(cancelled.id, () => ({ status: 'cancelled' }));
    const others = await Promise.all([bookIn(today), bookIn(dayAfter)]);
    // Act
    const sent = [await runJobs(), await runJobs()];
    // Assess
    expect(sent).toEqual([1, 0]);
    expect(await remindersTo(confirmed.email)).toBe(1);
    expect(await Promise.all([held, cancelled, ...others].map((o) => remindersTo(o.email)))).toEqual([0, 0, 0, 0]);
    expect(await store.orders.remindersDueOn(store.time.collegeDate())).toEqual([]);
  });

  it('reminds of a session moved to tomorrow, even one reminded for its old day, and not of one moved away from tomorrow', async () => {
    // Prepare
    const [tomorrow, nextWeek] = await Promise.all([sessionIn(1), sessionIn(7)]);
    const reminded = await bookIn(tomorrow);
    await runJobs();
    const movedAway = await bookIn(tomorrow);
    const movedHere = await bookIn(nextWeek);
    // Act: the sessions move as followSession moves their orders (a new time forgets the reminder that went)
    const move = (id: string, to: typeof tomorrow, forget: boolean) =>
      store.orders.changeOrder(id, () => ({ bookingDatetime: to.bookingDatetime, remove: forget ? ['remindedAt'] : [] }));
    await move(reminded.id, { ...tomorrow, bookingDatetime: `${store.time.collegeDate(1)}T15:00` }, true);
    await move(movedAway.id, nextWeek, false);
    await move(movedHere.id, tomorrow, false);
    const sent = await runJobs();
    // Assess
    expect(sent).toBe(2);
    expect(await Promise.all([reminded, movedAway, movedHere].map((o) => remindersTo(o.email)))).toEqual([2, 0, 1]);
  });

  it('costs one Query reading nothing when nothing is due, whether one order is confirmed or twenty', async () => {
    // Prepare
    const [tomorrow, nextWeek] = await Promise.all([sessionIn(1), sessionIn(7)]);
    await bookIn(nextWeek);
    const withOne = await costOf(runJobs);
    for (let i = 2; i <= 20; i++) await bookIn(nextWeek);
    // Act
    const withTwenty = await costOf(runJobs);
    await bookIn(tomorrow);
    const withOneDue = await costOf(runJobs);
    // Assess: a reminder due is read, then claimed (the order read again, and written) and mailed
    expect([withOne, withTwenty]).toEqual([
      { calls: 1, itemsRead: 0 },
      { calls: 1, itemsRead: 0 },
    ]);
    expect(withOneDue.itemsRead).toBe(1);
  });
});
