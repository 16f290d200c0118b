// Short courses (issue 10): courses and their sessions, public booking that never oversells (100 at once for
// 10 seats), the pipeline prospect → tentative → progressing → completed and cancelled (seats back), the
// offline payment a student starts and the office confirms, expired holds released by the job, and each
// customer's orders kept from another.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { pdfText } from '../../functions/pdf/documents/read-pdf-text';
import { call, mailArriving, mailsTo, signInAs, uniqueEmail, type Client } from '../support/api';
import { fieldsOf, signedInPerson, uniqueTag } from '../support/fixtures';
import { PDF_BYTES } from '../support/forms';
import { shortCourseJobs } from '../support/store';
import { booking, bookPublicly, newShortCourse, newShortCourseSession } from '../support/short-courses';
import { putWithTicket } from '../support/uploads';

let admin: Client;
let locationId: string;

beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
  locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
});

const newCourse = (fields: Record<string, unknown> = {}) => newShortCourse(admin, fields);
const newSession = (courseId: string, capacity = 10, at = '2027-03-13T09:00') => newShortCourseSession(admin, courseId, locationId, capacity, at);

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

  it('keeps a campus with a session to come from being deleted, naming why', async () => {
    // Prepare
    const campus = await admin.post('/api/location', {
      name: `Pop-up campus ${uniqueTag()}`,
      address: '1 Test Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      phone: '(02) 9000 1234',
    });
    expect(campus.status).toBe(201);
    const course = await newCourse();
    const session = (
      await admin.post(`/api/short-courses/${course.id}/books`, {
        booking_datetime: '2027-04-01T09:00',
        location_id: campus.body.data.id,
        capacity: 5,
      })
    ).body.data;
    // Act
    const refused = await admin.delete(`/api/location/${campus.body.data.id}`);
    await admin.delete(`/api/short-course-books/${session.id}`);
    const deleted = await admin.delete(`/api/location/${campus.body.data.id}`);
    // Assess
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 short-course session is planned there');
    expect(deleted.status).toBe(200);
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

describe('a short course’s prerequisites', () => {
  it('are stored, shown on the public page and to the office, changed and cleared by an update that leaves them out', async () => {
    // Prepare
    const course = await newCourse({ prerequisites: '  A current first aid certificate  ' });
    const body = { code: course.code, title: 'Provide CPR', price: 60, duration_hours: 3 };
    // Act
    const page = await call('GET', `/api/short-course-book/${course.id}`);
    const changed = await admin.put(`/api/short-courses/${course.id}`, { ...body, prerequisites: 'Aged 14 or older' });
    const shown = await admin.get(`/api/short-courses/${course.id}`);
    const cleared = await admin.put(`/api/short-courses/${course.id}`, { ...body, prerequisites: '   ' });
    const listed = await admin.get(`/api/short-courses?search=${course.code.toLowerCase()}`);
    // Assess
    expect(course).toMatchObject({ prerequisites: 'A current first aid certificate' });
    expect(page.body.data.course.prerequisites).toBe('A current first aid certificate');
    expect(changed.body.data.prerequisites).toBe('Aged 14 or older');
    expect(shown.body.data.prerequisites).toBe('Aged 14 or older');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('prerequisites');
    expect(listed.body.data[0]).not.toHaveProperty('prerequisites');
  });

  it.each([
    ['longer than 1000 characters', 'x'.repeat(1001)],
    ['not text', ['a licence']],
  ])('are refused with 422 naming the field when %s', async (_, prerequisites) => {
    // Prepare
    const course = await newCourse();
    // Act
    const create = await admin.post('/api/short-courses', {
      code: `SC-${uniqueTag().slice(-8).toUpperCase()}`,
      title: 'Bad',
      price: 1,
      duration_hours: 1,
      prerequisites,
    });
    const update = await admin.put(`/api/short-courses/${course.id}`, {
      code: course.code,
      title: 'Bad',
      price: 1,
      duration_hours: 1,
      prerequisites,
    });
    // Assess
    expect(create.status).toBe(422);
    expect(fieldsOf(create.body)).toEqual(['prerequisites']);
    expect(update.status).toBe(422);
    expect(fieldsOf(update.body)).toEqual(['prerequisites']);
  });
});

describe('the office’s catalogue', () => {
  it('finds, shows and edits a course; moves a session, whose bookings follow it and are told; refuses too few seats and deleting a booked session', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id, 5);
    const email = uniqueEmail('customer');
    const order = (await bookPublicly(course.id, booking(session.id, email, 2))).body.data;
    const moveTo = { booking_datetime: '2027-03-20T13:00', location_id: locationId, capacity: 8 };
    // Act
    const found = await admin.get(`/api/short-courses?search=${course.code.toLowerCase()}`);
    const edited = await admin.put(`/api/short-courses/${course.id}`, {
      code: course.code,
      title: 'Provide first aid, renamed',
      price: 180,
      duration_hours: 8,
    });
    const shown = await admin.get(`/api/short-courses/${course.id}`);
    const tooFew = await admin.put(`/api/short-course-books/${session.id}`, { ...moveTo, capacity: 1 });
    const moved = await admin.put(`/api/short-course-books/${session.id}`, moveTo);
    const booked = await admin.delete(`/api/short-course-books/${session.id}`);
    const followed = (await admin.get(`/api/short-course-orders/${order.id}`)).body.data;
    const history = (await admin.get(`/api/short-course-orders/${order.id}/history`)).body.data as { action: string }[];
    // Assess
    expect(found.body.data.map((c: { id: string }) => c.id)).toEqual([course.id]);
    expect(edited.status).toBe(200);
    expect(shown.body.data).toMatchObject({ title: 'Provide first aid, renamed', price: 180, gst: 16.36 });
    expect(fieldsOf(tooFew.body)).toEqual(['capacity']);
    expect(tooFew.body.errors.capacity[0]).toContain('2 seats are booked');
    expect(moved.body.data).toMatchObject({ booking_datetime: '2027-03-20T13:00', capacity: 8, seats_taken: 2, seats_left: 6 });
    expect(booked.status).toBe(409);
    expect(followed.session.booking_datetime).toBe('2027-03-20T13:00');
    expect(history[0]!.action).toBe('short_course_order.rescheduled');
    const told = await mailArriving(email, 'Your session has changed');
    expect(told.text).toContain('Sat, 20 Mar 2027, 1:00 pm');
    expect(told.text).toContain('it was Sat, 13 Mar 2027, 9:00 am');
  });

  it('deletes a session nobody booked, then its course', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id);
    // Act
    const sessionGone = await admin.delete(`/api/short-course-books/${session.id}`);
    const courseGone = await admin.delete(`/api/short-courses/${course.id}`);
    const after = await admin.get(`/api/short-courses/${course.id}`);
    // Assess
    expect(sessionGone.status).toBe(200);
    expect(courseGone.status).toBe(200);
    expect(after.status).toBe(404);
  });
});

describe('booking', () => {
  it('refuses a participant’s USI whose check character is wrong with 422 naming it, and takes a right one, upper-cased', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id, 5);
    const withUsi = (usi: string) => {
      const body = booking(session.id);
      return { ...body, participants: [{ name: 'Participant 1' }, { name: 'Participant 2', usi }] };
    };
    // Act
    const mistyped = await bookPublicly(course.id, withUsi('BNGH7C75FM'));
    const right = await bookPublicly(course.id, withUsi(' bngh7c75fn '));
    // Assess
    expect(mistyped.status).toBe(422);
    expect(Object.keys(mistyped.body.errors)).toEqual(['participants.1.usi']);
    expect(right.status).toBe(201);
    expect(right.body.data.participants[1].usi).toBe('BNGH7C75FN');
  });

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
      message: expect.stringContaining('Sat, 13 Mar 2027, 9:00 am'),
    });
    expect(after).toMatchObject({ seats_taken: 10, seats_left: 0, state: 'full' });
    const orders = await admin.get(`/api/short-course-orders?session_id=${session.id}&pagination=100`);
    expect(orders.body.meta.total).toBe(10);
    // A hundred bookings racing for one session's seats: beside every other suite on two cores, more than a minute.
  }, 90_000);

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
    const mail = await mailArriving(email, 'Confirm your booking');
    expect(mail.text).toContain(res.body.data.number);
    expect(mail.text).toContain('$495.00');
    expect(mail.text).toMatch(/Confirm the booking within 30 minutes, by .+ \(Sydney time\), or its places go to others/);
    expect(mail.text).toContain('Your tax invoice is attached.');
    const [invoice] = mail.attachments;
    expect(invoice).toMatchObject({ filename: `tax-invoice-${res.body.data.number}.pdf`, contentType: 'application/pdf' });
    const text = pdfText(invoice!.content).replace(/\s+/g, ' ');
    expect(text).toContain(`Invoice ${res.body.data.number}`);
    expect(text).toMatch(/GST \(10%\) \$45\.00/);
    expect(text).toContain('AMOUNT DUE $495.00');
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
    const history = (await admin.get(`/api/short-course-orders/${order.id}/history`)).body.data as { action: string; actor_name: string }[];
    expect(history.map((e) => e.action)).toEqual([
      'short_course_order.completed',
      'short_course_order.progressing',
      'short_course_order.tentative',
      'short_course_order.booked',
    ]);
    expect(history.at(-1)!.actor_name).toBe('A guest');
    expect(history[0]!.actor_name).not.toBe('A former user');
    const confirmation = await mailArriving(email, 'Your place is confirmed');
    expect(confirmation.attachments.map((a) => a.filename)).toEqual([`tax-invoice-${order.number}.pdf`]);
    expect((await mailsTo(email)).some((m) => m.subject.startsWith('Course completed'))).toBe(true);
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

  it('gives the tax invoice to its customer and the office, paid once confirmed, and to no one else', async () => {
    // Prepare
    const course = await newCourse();
    const session = await newSession(course.id);
    const [student, other] = await Promise.all([signedInPerson(), signedInPerson()]);
    const order = (await student.client.post('/api/applied-short-courses', booking(session.id, student.email, 2))).body.data;
    // Act
    const owed = await student.client.get(`/api/short-course-orders/${order.id}/pdf`);
    await admin.post(`/api/short-course-orders/${order.id}/confirm-payment`);
    const paid = await admin.get(`/api/short-course-orders/${order.id}/pdf`);
    const others = await other.client.get(`/api/short-course-orders/${order.id}/pdf`);
    const anonymousCall = await call('GET', `/api/short-course-orders/${order.id}/pdf`);
    // Assess
    expect(owed.status).toBe(200);
    expect(owed.headers.get('content-type')).toBe('application/pdf');
    expect(owed.headers.get('content-disposition')).toContain(`tax-invoice-${order.number}.pdf`);
    expect(pdfText(owed.bytes).replace(/\s+/g, ' ')).toContain('AMOUNT DUE $330.00');
    const paidText = pdfText(paid.bytes).replace(/\s+/g, ' ');
    expect(paidText).toContain('PAID');
    expect(paidText).toMatch(/Amount due \$0\.00/);
    expect(others.status).toBe(404);
    expect(anonymousCall.status).toBe(401);
  });
});

describe('a participant’s documents', () => {
  const upload = async (client: Client, base: string, requirement: string) => {
    const ticket = await client.post(`${base}/uploads`, { name: `${requirement}.pdf`, content_type: 'application/pdf', size: PDF_BYTES.length });
    expect(await putWithTicket(ticket.body.data, PDF_BYTES)).toBe(200);
    return client.post(`${base}/uploads/confirm`, { upload_id: ticket.body.data.upload_id, requirement });
  };

  it('takes the course’s documents from its participant, which the office accepts or sends back with a reason', async () => {
    // Prepare
    const course = await newCourse({ required_documents: [{ label: 'Photo ID' }, { label: 'USI' }] });
    const session = await newSession(course.id);
    const [student, other] = await Promise.all([signedInPerson(), signedInPerson()]);
    await student.client.post('/api/applied-short-courses', booking(session.id, student.email));
    const base = `/api/applied-short-courses/${course.id}/document/${student.id}`;
    // Act
    const first = await upload(student.client, base, 'Photo ID');
    const notAsked = await upload(student.client, base, 'Passport photo');
    const othersView = await other.client.get(base);
    const othersOwn = await other.client.get(`/api/applied-short-courses/${course.id}/document/${other.id}`);
    const silentRefusal = await admin.post(`${base}/check`, { requirement: 'Photo ID', state: 'rejected' });
    const nothingToCheck = await admin.post(`${base}/check`, { requirement: 'USI', state: 'accepted' });
    const sentBack = await admin.post(`${base}/check`, { requirement: 'Photo ID', state: 'rejected', note: 'The photo is blurred.' });
    const again = await upload(student.client, base, 'Photo ID');
    const acceptedNow = await admin.post(`${base}/check`, { requirement: 'Photo ID', state: 'accepted' });
    const fileId = acceptedNow.body.data.documents[0].files[0].id;
    const removeAccepted = await student.client.delete(`${base}/files/${fileId}`);
    const download = await student.client.get(`${base}/files/${fileId}`);
    // Assess
    expect(first.status).toBe(200);
    expect(first.body.data.documents.map((d: { label: string; state: string }) => [d.label, d.state])).toEqual([
      ['Photo ID', 'submitted'],
      ['USI', 'missing'],
    ]);
    expect(fieldsOf(notAsked.body)).toEqual(['requirement']);
    expect(othersView.status).toBe(404);
    expect(othersOwn.status).toBe(404); // no booking for the course
    expect(fieldsOf(silentRefusal.body)).toEqual(['note']);
    expect(fieldsOf(nothingToCheck.body)).toEqual(['requirement']);
    expect(sentBack.body.data.documents[0]).toMatchObject({ state: 'rejected', note: 'The photo is blurred.', checked_by: expect.any(String) });
    expect(again.body.data.documents[0]).toMatchObject({ state: 'submitted', files: [expect.anything(), expect.anything()] });
    expect(acceptedNow.body.data).toMatchObject({ complete: false, documents: [{ state: 'accepted' }, { state: 'missing' }] });
    expect(removeAccepted.status).toBe(409);
    expect(download.body.data.url).toMatch(/^http/);
  });

  it('lets the participant remove a file not yet accepted, leaving the document missing', async () => {
    // Prepare
    const course = await newCourse({ required_documents: [{ label: 'Photo ID' }] });
    const session = await newSession(course.id);
    const student = await signedInPerson();
    await student.client.post('/api/applied-short-courses', booking(session.id, student.email));
    const base = `/api/applied-short-courses/${course.id}/document/${student.id}`;
    const uploaded = await upload(student.client, base, 'Photo ID');
    // Act
    const removed = await student.client.delete(`${base}/files/${uploaded.body.data.documents[0].files[0].id}`);
    // Assess
    expect(removed.body.data.documents).toEqual([expect.objectContaining({ label: 'Photo ID', state: 'missing', files: [] })]);
  });
});
