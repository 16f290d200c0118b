// Seats go to real customers: a public booking its customer has not confirmed from the mailed link holds its seats for
// half an hour, and one e-mail, and one client address, hold at most ten such seats in a session (429 with Retry-After
// past it); confirming, paying, the office's release or the hold running out gives the places back.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { UNCONFIRMED_SEATS_CAP } from '@shared/schemas/booking-rules';
import { call, mailArriving, randomLoopbackAddress, signInAs, uniqueEmail, type Client } from '../support/api';
import { signedInPerson } from '../support/fixtures';
import { booking, bookPublicly, newShortCourse, newShortCourseSession } from '../support/short-courses';
import { shortCourseJobs } from '../support/store';

let admin: Client;
let locationId: string;

beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
  locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
});

const courseWithSession = async (capacity: number) => {
  const course = await newShortCourse(admin);
  const session = await newShortCourseSession(admin, course.id, locationId, capacity);
  return { course, session };
};

const seatsOf = async (courseId: string, sessionId: string) =>
  ((await admin.get(`/api/short-courses/${courseId}/books`)).body.data as { id: string; seats_taken: number; seats_left: number }[]).find(
    (s) => s.id === sessionId,
  )!;

/** The order id and token of the confirmation link mailed to `email` (in the background, with the invoice). */
const confirmationLink = async (email: string) => {
  const mail = await mailArriving(email, 'Confirm your booking');
  const match = mail.text.match(/https?:\/\/\S+\/short-course-bookings\/([a-z0-9-]+)\/confirm#token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No confirmation link in the newest mail to ${email}`);
  return { orderId: match[1]!, token: match[2]! };
};

const confirm = (orderId: string, token: string) => call('POST', `/api/short-course-bookings/${orderId}/confirm`, { body: { token } });

describe('unconfirmed holds', () => {
  it('leaves seats for the next customer when one address makes ten 10-participant bookings of a 30-seat session', async () => {
    // Prepare
    const { course, session } = await courseWithSession(30);
    const hoarder = randomLoopbackAddress();
    // Act
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push(await bookPublicly(course.id, booking(session.id, uniqueEmail('hoard'), 10), hoarder));
    const nextCustomer = await bookPublicly(course.id, booking(session.id, uniqueEmail('next'), 10));
    // Assess
    expect(tries.map((r) => r.status)).toEqual([201, 429, 429, 429, 429, 429, 429, 429, 429, 429]);
    expect(tries[0]!.body.data).toMatchObject({ status: 'prospect', confirmed_at: null });
    // Half an hour, no shorter (a card checkout may take that long).
    const heldFor = Date.parse(tries[0]!.body.data.hold_until) - Date.now();
    expect(heldFor).toBeGreaterThan(29 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(30 * 60_000);
    const refused = tries[1]!;
    expect(refused.body).toMatchObject({
      code: 'short_course.too_many_unconfirmed',
      message: expect.stringMatching(/^Your network holds 10 unconfirmed places/),
    });
    // Room again when the first hold runs out: in about half an hour.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(29 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(30 * 60);
    expect(nextCustomer.status).toBe(201);
    expect(await seatsOf(course.id, session.id)).toMatchObject({ seats_taken: 20, seats_left: 10 });
  });

  it('takes no more than the cap when one address books twenty single places at once', async () => {
    // Prepare
    const { course, session } = await courseWithSession(40);
    const hoarder = randomLoopbackAddress();
    // Act
    const results = await Promise.all(Array.from({ length: 20 }, () => bookPublicly(course.id, booking(session.id, uniqueEmail('rush')), hoarder)));
    // Assess
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNCONFIRMED_SEATS_CAP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - UNCONFIRMED_SEATS_CAP);
    expect((await seatsOf(course.id, session.id)).seats_taken).toBe(UNCONFIRMED_SEATS_CAP);
  }, 60_000);

  it('counts one e-mail’s unconfirmed places from every address, and names the e-mail', async () => {
    // Prepare
    const { course, session } = await courseWithSession(30);
    const email = uniqueEmail('roaming');
    // Act
    const first = await bookPublicly(course.id, booking(session.id, email, 6));
    const past = await bookPublicly(course.id, booking(session.id, email, 5));
    const within = await bookPublicly(course.id, booking(session.id, email.toUpperCase(), 4));
    // Assess
    expect(first.status).toBe(201);
    expect(past.status).toBe(429);
    expect(past.body.message).toMatch(/^This e-mail address holds 6 unconfirmed places/);
    expect(within.status).toBe(201);
  });

  it('confirms from the mailed link once: the places are held for days and no longer count, and a second click changes nothing', async () => {
    // Prepare
    const { course, session } = await courseWithSession(30);
    const email = uniqueEmail('confirming');
    const from = randomLoopbackAddress();
    const booked = await bookPublicly(course.id, booking(session.id, email, 10), from);
    const { orderId, token } = await confirmationLink(email);
    // Act
    const wrongToken = await confirm(orderId, `${token.slice(0, -2)}xx`);
    const confirmed = await confirm(orderId, token);
    const again = await confirm(orderId, token);
    const more = await bookPublicly(course.id, booking(session.id, email, 10), from);
    const order = await admin.get(`/api/short-course-orders/${orderId}`);
    const history = await admin.get(`/api/short-course-orders/${orderId}/history`);
    // Assess
    expect(orderId).toBe(booked.body.data.id);
    expect(wrongToken.status).toBe(404);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ number: booked.body.data.number, seats: 10, paid: false, already_confirmed: false });
    expect(Date.parse(confirmed.body.data.hold_until) - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ already_confirmed: true, confirmed_at: confirmed.body.data.confirmed_at });
    expect(more.status).toBe(201);
    expect(order.body.data.confirmed_at).toBe(confirmed.body.data.confirmed_at);
    expect(history.body.data.map((e: { summary: string }) => e.summary)).toContain('Robin Customer confirmed the booking from the e-mailed link.');
  });

  it('releases a hold that ran out, giving its places and its cap back, and answers its late confirmation 410', async () => {
    // Prepare
    const { course, session } = await courseWithSession(10);
    const email = uniqueEmail('late');
    const from = randomLoopbackAddress();
    await bookPublicly(course.id, booking(session.id, email, 10), from);
    const { orderId, token } = await confirmationLink(email);
    const jobs = await shortCourseJobs();
    // Act
    await jobs.expireHold(orderId);
    await jobs.releaseExpiredHolds();
    const late = await confirm(orderId, token);
    const again = await bookPublicly(course.id, booking(session.id, uniqueEmail('again'), 10), from);
    // Assess
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('short_course.hold_ran_out');
    expect(again.status).toBe(201);
  });

  it('lets the office see an unconfirmed hold and release it, which gives the cap back', async () => {
    // Prepare
    const { course, session } = await courseWithSession(30);
    const from = randomLoopbackAddress();
    const held = await bookPublicly(course.id, booking(session.id, uniqueEmail('held'), 10), from);
    // Act
    const seen = await admin.get(`/api/short-course-orders?session_id=${session.id}`);
    const released = await admin.post(`/api/short-course-orders/${held.body.data.id}/status`, { status: 'cancelled' });
    const after = await bookPublicly(course.id, booking(session.id, uniqueEmail('after'), 10), from);
    // Assess
    expect(seen.body.data).toEqual([expect.objectContaining({ id: held.body.data.id, confirmed_at: null, hold_until: expect.any(String) })]);
    expect(released.status).toBe(200);
    expect(after.status).toBe(201);
    expect((await seatsOf(course.id, session.id)).seats_taken).toBe(10);
  });

  it('does not cap a student’s own bookings, confirmed as they are made', async () => {
    // Prepare
    const { session } = await courseWithSession(30);
    const student = await signedInPerson();
    // Act
    const first = await student.client.post('/api/applied-short-courses', booking(session.id, student.email, 10));
    const second = await student.client.post('/api/applied-short-courses', booking(session.id, student.email, 10));
    // Assess
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.confirmed_at).toEqual(expect.any(String));
    expect(Date.parse(first.body.data.hold_until) - Date.now()).toBeGreaterThan(47 * 3600_000);
  });
});
