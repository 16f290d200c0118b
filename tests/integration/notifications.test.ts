// Notifications (issue 12, spec §3, §4, §7): a person's own, listed while neither read nor deleted ("the list is
// in data.data"), read for good, deleted in bulk (another person's ids passed over); heard live as they are made:
// a ticket's with its `ticket-status`, anything else's as `notification.created`.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signIn, signInAs, type Client } from '../support/api';
import { asSuperadmin, newChatTeam, newPerson, signedInPerson } from '../support/fixtures';
import { postMultipart } from '../support/forms';
import { userSocket } from '../support/sockets';

/** Raises a ticket as `client` and has staff answer it: its requester is notified of the reply. */
const answeredTicket = async (client: Client) => {
  const categories = await client.get('/api/ticket-categories?pagination=1');
  const raised = await postMultipart(client, '/api/tickets', {
    subject: 'My timetable is empty',
    category_id: categories.body.data[0].id,
    message: 'Nothing shows for next week.',
  });
  if (raised.status !== 201) throw new Error(`Raising a ticket failed: ${raised.status} ${JSON.stringify(raised.body)}`);
  const id = raised.body.data.id as string;
  const replied = await (await asSuperadmin()).post(`/api/tickets/${id}/messages`, { body: 'It is fixed now.' });
  if (replied.status !== 200) throw new Error(`Replying failed: ${replied.status} ${JSON.stringify(replied.body)}`);
  return id;
};

const inbox = async (client: Client) =>
  (await client.get('/api/notifications')).body.data as { data: { id: string; link?: string; title: string }[]; unread_count: number };

describe('a person’s notifications', () => {
  it('lists the unread ones newest first with their count, reads one for good, and leaves the read out', async () => {
    // Prepare
    const student = await signedInPerson();
    const first = await answeredTicket(student.client);
    const second = await answeredTicket(student.client);
    // Act
    const before = await inbox(student.client);
    const newest = before.data[0]!;
    const read = await student.client.patch(`/api/notifications/${newest.id}`, { read: true });
    const again = await student.client.patch(`/api/notifications/${newest.id}`, { read: true });
    const after = await inbox(student.client);
    const paged = await student.client.get('/api/notifications?limit=1');
    // Assess
    expect(before.data.map((n) => n.link)).toEqual([`/tickets/${second}`, `/tickets/${first}`]);
    expect(before.unread_count).toBe(2);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: newest.id, read: true, read_at: expect.any(String) });
    expect(again.body.data.read_at).toBe(read.body.data.read_at);
    expect(after.data.map((n) => n.link)).toEqual([`/tickets/${first}`]);
    expect(after.unread_count).toBe(1);
    expect(paged.body.data.data).toHaveLength(1);
  });

  it('deletes in bulk only the caller’s own, passing over another person’s ids and ones gone already', async () => {
    // Prepare
    const [student, other] = await Promise.all([signedInPerson(), signedInPerson()]);
    await answeredTicket(student.client);
    await answeredTicket(other.client);
    const mine = (await inbox(student.client)).data.map((n) => n.id);
    const theirs = (await inbox(other.client)).data.map((n) => n.id);
    // Act
    const deleted = await student.client.post('/api/notifications/bulk-delete', { notification_ids: [...mine, ...theirs] });
    const twice = await student.client.post('/api/notifications/bulk-delete', { notification_ids: mine });
    const readDeleted = await student.client.patch(`/api/notifications/${theirs[0]}`, { read: true });
    // Assess
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: '1 notification deleted.', deleted: 1 });
    expect(twice.body.deleted).toBe(0);
    expect((await inbox(student.client)).data).toEqual([]);
    expect((await inbox(other.client)).data.map((n) => n.id)).toEqual(theirs);
    expect(readDeleted.status).toBe(404);
  });

  it('refuses what it cannot take, naming the field', async () => {
    // Prepare
    const student = await signedInPerson();
    await answeredTicket(student.client);
    const [one] = (await inbox(student.client)).data;
    // Act
    const unread = await student.client.patch(`/api/notifications/${one!.id}`, { read: false });
    const none = await student.client.post('/api/notifications/bulk-delete', { notification_ids: [] });
    const tooMany = await student.client.post('/api/notifications/bulk-delete', { notification_ids: Array.from({ length: 101 }, (_, i) => `n${i}`) });
    const badLimit = await student.client.get('/api/notifications?limit=1000');
    const forgedCursors = await Promise.all(
      ['junk', Buffer.from('{"x":1}').toString('base64url'), Buffer.from(JSON.stringify({ pk: 'other', sk: 'x' })).toString('base64')].map((c) =>
        student.client.get(`/api/notifications?cursor=${encodeURIComponent(c)}`),
      ),
    );
    // Assess
    expect(unread.status).toBe(422);
    expect(unread.body.errors).toHaveProperty('read');
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveProperty('notification_ids');
    expect(tooMany.status).toBe(422);
    expect(badLimit.status).toBe(422);
    expect(badLimit.body.errors).toHaveProperty('limit');
    for (const forged of forgedCursors) {
      expect(forged.status).toBe(422);
      expect(forged.body.errors).toHaveProperty('cursor');
    }
  });
});

describe('a notification as it is made', () => {
  it('reaches the person’s socket at once: with a ticket’s status, or on its own for anything else', async () => {
    // Prepare
    const admin = await signInAs(ROLE.admin);
    const person = await newPerson({ verified: false });
    const client = await signIn(person.email, person.password);
    const socket = await userSocket(client.token);
    // Act
    await admin.post(`/api/users/${person.id}/verify`, { verify: true });
    const [verified] = await socket.until('notification.created');
    const ticketId = await answeredTicket(client);
    const [ticketStatus] = await socket.until('ticket-status', (d) => d.ticket_id === ticketId);
    // Assess
    expect(verified!.data.notification).toMatchObject({ user_id: person.id, title: 'Your account is verified', read: false, trash: false });
    expect(ticketStatus!.data).toMatchObject({ status: 'replied', notification: { user_id: person.id, link: `/tickets/${ticketId}` } });
    // The ticket's notification came with its status, not twice.
    expect(socket.heard.filter((h) => h.event === 'notification.created')).toHaveLength(1);
    await socket.close();
  });
});

describe('what notifies', () => {
  it('tells the booking office of a new booking, and the customer of each move of their order', async () => {
    // Prepare
    const admin = await signInAs(ROLE.admin);
    const course = (
      await admin.post('/api/short-courses', {
        code: `SC-N${Date.now().toString(36).toUpperCase()}`,
        title: 'First aid',
        price: 120,
        duration_hours: 8,
      })
    ).body.data;
    const locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
    const session = (
      await admin.post(`/api/short-courses/${course.id}/books`, { booking_datetime: '2027-07-03T09:00', location_id: locationId, capacity: 5 })
    ).body.data;
    const student = await signedInPerson();
    // Act
    const booked = await student.client.post('/api/applied-short-courses', {
      session_id: session.id,
      customer: { name: student.name, email: student.email, phone: '0412 345 678' },
      participants: [{ name: student.name }],
    });
    const order = booked.body.data as { id: string; number: string };
    const confirmed = await admin.post(`/api/short-course-orders/${order.id}/confirm-payment`);
    // Assess
    expect(booked.status).toBe(201);
    expect(confirmed.status).toBe(200);
    const office = (await admin.get('/api/notifications?limit=100')).body.data.data as { title: string; link?: string }[];
    expect(office).toContainEqual(expect.objectContaining({ title: `New booking ${order.number}`, link: `/short-courses-order/${order.id}` }));
    const customer = (await inbox(student.client)).data;
    expect(customer).toEqual([expect.objectContaining({ title: `${order.number}: place confirmed`, link: '/applied-short-courses' })]);
  });

  it('tells a chat team of a chat waiting for it, even when none of them is online', async () => {
    // Prepare
    const team = await newChatTeam('Notified Team');
    const member = await team.member();
    const student = await signedInPerson();
    // Act
    const started = await student.client.post('/api/chat/student/start', { staff_role: team.name, message: 'Where is room 4?' });
    // Assess
    expect(started.status).toBe(201);
    expect((await inbox(member.client)).data).toEqual([
      expect.objectContaining({ title: `${student.name} is waiting to chat`, body: 'Where is room 4?', link: '/chat' }),
    ]);
    expect((await inbox(student.client)).data).toEqual([]);
  });

  it('tells the team of a chat waiting for it when only an admin is online: the admin does not answer for the team', async () => {
    // Prepare: an admin online (their socket open), nobody of the team
    const team = await newChatTeam('Notified Team');
    const member = await team.member();
    const admin = await signedInPerson({ role: ROLE.admin });
    const adminSocket = await userSocket(admin.client.token);
    const student = await signedInPerson();
    // Act
    const started = await student.client.post('/api/chat/student/start', { staff_role: team.name, message: 'Is the library open?' });
    // Assess: the admin online hears of it, and the team's member finds it in their bell
    expect(started.status).toBe(201);
    const waiting = expect.objectContaining({ title: `${student.name} is waiting to chat`, link: '/chat' });
    expect((await inbox(admin.client)).data).toContainEqual(waiting);
    expect((await inbox(member.client)).data).toEqual([waiting]);
    await adminSocket.close();
  });
});
