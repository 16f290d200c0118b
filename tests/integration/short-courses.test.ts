// Short courses (issue 10): courses and their sessions, public booking that never oversells (100 at once for
// 10 seats), the pipeline prospect → tentative → progressing → completed and cancelled (seats back), the
// offline payment a student starts and the office confirms, expired holds released by the job, and each
// customer's orders kept from another.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { call, mailsTo, randomLoopbackAddress, signInAs, uniqueEmail, type Client } from '../support/api';
import { fieldsOf, signedInPerson, uniqueTag } from '../support/fixtures';
import { shortCourseJobs } from '../support/store';

let admin: Client;
let locationId: string;

beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
  locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
});

const newCourse = async (fields: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/short-courses', {
    code: `SC-${uniqueTag().slice(-8).toUpperCase()}`,
    title: `Provide first aid ${uniqueTag()}`,
    price: 165,
    duration_hours: 8,
    required_documents: [{ label: 'Photo ID' }],
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; code: string; price: number; gst: number };
};

const newSession = async (courseId: string, capacity = 10, at = '2027-03-13T09:00') => {
  const res = await admin.post(`/api/short-courses/${courseId}/books`, { booking_datetime: at, location_id: locationId, capacity });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; seats_left: number };
};

const booking = (sessionId: string, email = uniqueEmail('customer'), participants = 1) => ({
  session_id: sessionId,
  customer: { name: 'Robin Customer', email, phone: '0412 345 678' },
  participants: Array.from({ length: participants }, (_, i) => ({ name: `Participant ${i + 1}` })),
});

/** Books on the public page, from a network of its own (each counts against the mail-sending limit). */
const bookPublicly = (courseId: string, body: unknown) => call('POST', `/api/short-course-book/${courseId}`, { body, from: randomLoopbackAddress() });

describe('short courses and sessions', () => {
  it('creates a course with its GST and a session, shows them on the public page, and refuses what is wrong with 422', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id);
    // Act
    const page = await call('GET', `/api/short-course-book/${course.id}`);
    const badPrice = await admin.post('/api/short-courses', { code: 'X', title: 'Bad price', price: 10.005, duration_hours: 1 });
    const badSession = await admin.post(`/api/short-courses/${course.id}/books`, {
      booking_datetime: '2027-02-30T09:00',
      location_id: 'nowhere',
      capacity: 0,
    });
    // Assess
    expect(course).toMatchObject({ price: 165, gst: 15 });
    expect(page.status).toBe(200);
    expect(page.body.data.sessions).toEqual([expect.objectContaining({ id: session.id, capacity: 10, seats_left: 10, state: 'open' })]);
    expect(fieldsOf(badPrice.body)).toEqual(['code', 'price']);
    expect(fieldsOf(badSession.body).sort()).toEqual(['booking_datetime', 'capacity']);
  });

  it('hides an inactive course from the public page, and refuses to delete a course with sessions', async () => {
    // Prepare
    const course = await newCourse({ status: 'inactive' });
    await newSession(course.id);
    // Act
    const page = await call('GET', `/api/short-course-book/${course.id}`);
    const removed = await admin.delete(`/api/short-courses/${course.id}`);
    // Assess
    expect(page.status).toBe(404);
    expect(removed.status).toBe(409);
  });
});

describe('booking', () => {
  it('takes exactly the seats there are when 100 book 10 seats at once; the other 90 get 409 naming the session', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id, 10);
    // Act
    const results = await Promise.all(Array.from({ length: 100 }, () => bookPublicly(course.id, booking(session.id))));
    const after = (await admin.get(`/api/short-courses/${course.id}/books`)).body.data[0];
    // Assess
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({
      code: 'short_course.session_full',
      message: expect.stringContaining('2027-03-13 at 09:00'),
    });
    expect(after).toMatchObject({ seats_taken: 10, seats_left: 0, state: 'full' });
    const orders = await admin.get(`/api/short-course-orders?session_id=${session.id}&pagination=100`);
    expect(orders.body.meta.total).toBe(10);
  });

  it('starts a prospect holding its seats, priced per participant, and mails the customer the way to pay', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id, 5);
    const email = uniqueEmail('customer');
    // Act
    const res = await bookPublicly(course.id, booking(session.id, email, 3));
    const tooMany = await bookPublicly(course.id, booking(session.id, uniqueEmail('late'), 3));
    const otherCourse = await bookPublicly((await newCourse()).id, booking(session.id));
    // Assess
    const prospects = await admin.get('/api/short-course-orders?status=prospect&pagination=100');
    const everyOrder = await admin.get('/api/short-course-orders?pagination=100');
    expect(prospects.body.data.map((o: { id: string }) => o.id)).toContain(res.body.data.id);
    expect(everyOrder.body.data.map((o: { id: string }) => o.id)).toContain(res.body.data.id);
    expect(everyOrder.body.meta.total).toBeGreaterThanOrEqual(prospects.body.meta.total);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'prospect',
      seats: 3,
      amount: 495,
      gst: 45,
      payment: { state: 'unpaid' },
      number: expect.stringMatching(/^SC-\d{6}$/),
    });
    expect(Date.parse(res.body.data.hold_until)).toBeGreaterThan(Date.now());
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/only 2 seats left, not 3/);
    expect(otherCourse.status).toBe(422);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain(res.body.data.number);
    expect(mail!.text).toContain('$495.00');
  });
});

describe('the pipeline', () => {
  it('moves an order prospect → tentative → progressing → completed, mailing the confirmation and the completion, and refuses a skip backwards', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id);
    const email = uniqueEmail('customer');
    const order = (await bookPublicly(course.id, booking(session.id, email))).body.data;
    // Act
    const tentative = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'tentative', hold_days: 3 });
    const progressing = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'progressing' });
    const completed = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'completed' });
    const backToProspect = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'prospect' });
    const board = await admin.get(`/api/short-course-orders?status=completed&search=${encodeURIComponent(email)}`);
    // Assess
    expect(tentative.body.data.status).toBe('tentative');
    expect(Date.parse(tentative.body.data.hold_until) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(progressing.body.data).toMatchObject({ status: 'progressing', hold_until: null });
    expect(completed.body.data.status).toBe('completed');
    expect(backToProspect.status).toBe(409);
    expect(board.body.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // The board's column unfiltered, as the board reads it (its total kept, not counted): the order is in it.
    const column = await admin.get('/api/short-course-orders?status=completed&pagination=100');
    expect(column.body.data.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(column.body.meta.total).toBeGreaterThanOrEqual(column.body.data.length);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Your place is confirmed'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Course completed'))).toBe(true);
  });

  it('gives a cancelled order’s seats back, and refuses to move it again', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id, 2);
    const order = (await bookPublicly(course.id, booking(session.id, uniqueEmail('customer'), 2))).body.data;
    // Act
    const full = await bookPublicly(course.id, booking(session.id));
    const cancelled = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'cancelled' });
    const again = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'progressing' });
    const afterCancel = await bookPublicly(course.id, booking(session.id));
    // Assess
    expect(full.status).toBe(409);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(again.status).toBe(409);
    expect(afterCancel.status).toBe(201);
  });

  it('cancels an unpaid order once its hold has passed, freeing its seats, and leaves a paid one', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id, 2);
    const lapsed = (await bookPublicly(course.id, booking(session.id))).body.data;
    const paid = (await bookPublicly(course.id, booking(session.id))).body.data;
    await admin.post(`/api/short-course-orders/${paid.id}/confirm-payment`);
    const jobs = await shortCourseJobs();
    await jobs.expireHold(lapsed.id);
    await jobs.expireHold(paid.id);
    // Act
    await jobs.releaseExpiredHolds();
    // Assess
    expect((await admin.get(`/api/short-course-orders/${lapsed.id}`)).body.data.status).toBe('cancelled');
    expect((await admin.get(`/api/short-course-orders/${paid.id}`)).body.data).toMatchObject({ status: 'progressing', payment: { state: 'paid' } });
    expect((await admin.get(`/api/short-courses/${course.id}/books`)).body.data[0].seats_left).toBe(1);
  });
});

describe('the day before', () => {
  it('reminds a confirmed customer of tomorrow’s session once, and not an unpaid one', async () => {
    // Prepare: a session tomorrow at the college (Sydney), one order confirmed and one not
    const course = await newCourse();
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(Date.now() + 86_400_000),
    );
    const session = await newSession(course.id, 5, `${tomorrow}T23:30`);
    const [paidEmail, unpaidEmail] = [uniqueEmail('paid'), uniqueEmail('unpaid')];
    const paid = (await bookPublicly(course.id, booking(session.id, paidEmail))).body.data;
    await bookPublicly(course.id, booking(session.id, unpaidEmail));
    await admin.post(`/api/short-course-orders/${paid.id}/confirm-payment`);
    const jobs = await shortCourseJobs();
    // Act
    await jobs.remindTomorrowsSessions();
    await jobs.remindTomorrowsSessions();
    // Assess
    const reminders = (address: string) => mailsTo(address).then((mails) => mails.filter((m) => m.subject.startsWith('See you tomorrow')));
    expect(await reminders(paidEmail)).toHaveLength(1);
    expect(await reminders(unpaidEmail)).toHaveLength(0);
  });
});

describe('a student’s own bookings', () => {
  it('books for themself, starts paying offline, is confirmed by the office, and is kept from another student', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id);
    const [student, other] = await Promise.all([signedInPerson(), signedInPerson()]);
    // Act
    const booked = await student.client.post('/api/applied-short-courses', booking(session.id, student.email));
    const order = booked.body.data;
    const pay = await student.client.post(`/api/applied-short-courses/${order.id}/pay`);
    const othersView = await other.client.get(`/api/short-course-orders/${order.id}`);
    const othersPay = await other.client.post(`/api/applied-short-courses/${order.id}/pay`);
    const othersList = await other.client.get('/api/applied-short-courses');
    const confirmed = await admin.post(`/api/short-course-orders/${order.id}/confirm-payment`);
    const mine = await student.client.get('/api/applied-short-courses');
    const officeList = await student.client.get('/api/short-course-orders');
    // Assess
    expect(booked.status).toBe(201);
    expect(order.customer.user_id).toBe(student.id);
    expect(pay.body.data.order.payment.state).toBe('awaiting-confirmation');
    expect(pay.body.data.instructions.steps.join(' ')).toContain(order.number);
    expect(othersView.status).toBe(404);
    expect(othersPay.status).toBe(404);
    expect(othersList.body.data).toEqual([]);
    expect(confirmed.body.data).toMatchObject({ status: 'progressing', payment: { state: 'paid', paid_at: expect.any(String) } });
    expect(mine.body.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(officeList.status).toBe(403);
  });
});
