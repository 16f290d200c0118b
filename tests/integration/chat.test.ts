// Live chat (issue 11): a student's chat waits for the team it asks, exactly one of two staff accepting at once
// gets it, they talk with read receipts, its end mails the transcript; guests chat with their address and the pass
// their start answered, and knowing an address is not enough; transfers move the chat and who may read it; staff
// presence and availability decide who is there to chat; every member's socket hears each message.
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ROLE } from '@shared/permissions';
import { call, mailArriving, randomLoopbackAddress, signInAs, uniqueEmail, type Client } from '../support/api';
import { fieldsOf, newChatTeam, signedInPerson } from '../support/fixtures';

const start = (client: Client, message = 'Hello, I need help with my enrolment.') =>
  client.post('/api/chat/student/start', { staff_role: 'Student Support', message });

const guestStart = (email: string, department = 'Admissions') =>
  call('POST', '/api/chat/guest/start', {
    body: { email, name: 'Gina Guest', department, message: 'Do you take March intakes?' },
    from: randomLoopbackAddress(),
  });

const asGuest = (token: string) => ({ headers: { 'x-chat-pass': token } });

describe('a student’s chat', () => {
  it('waits for the team it asks; of two staff accepting at once one wins; they talk, read, and its end mails the transcript', async () => {
    // Prepare
    const [student, other, support, admissions, admin] = await Promise.all([
      signedInPerson(),
      signedInPerson(),
      signInAs(ROLE.studentSupport),
      signInAs(ROLE.admissions),
      signInAs(ROLE.admin),
    ]);
    const started = await start(student.client);
    const id = started.body.data.id as string;
    // Act
    const supportQueue = await support.get('/api/chat/unassigned');
    const admissionsQueue = await admissions.get('/api/chat/unassigned');
    const accepts = await Promise.all([support.post(`/api/chat/${id}/accept`), admin.post(`/api/chat/${id}/accept`)]);
    const winner = accepts[0]!.status === 200 ? support : admin;
    const reply = await winner.post(`/api/chat/${id}/message`, { content: 'Of course: what is your student number?' });
    await winner.post(`/api/chat/${id}/read`);
    const seenByStudent = await student.client.get(`/api/chat/${id}/history`);
    const stranger = await other.client.get(`/api/chat/${id}/history`);
    const ended = await student.client.post(`/api/chat/${id}/end`);
    const afterEnd = await student.client.post(`/api/chat/${id}/message`, { content: 'One more thing' });
    // Assess
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: 'pending', staff_role: 'Student Support', assignee: null });
    expect(supportQueue.body.data.map((c: { id: string }) => c.id)).toContain(id);
    expect(admissionsQueue.body.data.map((c: { id: string }) => c.id)).not.toContain(id);
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(reply.status).toBe(201);
    const messages = seenByStudent.body.data as { message_type: string; body: string; metadata: { read: boolean } }[];
    expect(messages.map((m) => m.message_type)).toEqual(['text', 'system', 'text']);
    expect(messages[0]).toMatchObject({ body: 'Hello, I need help with my enrolment.', metadata: { read: true } });
    expect(messages[2]!.metadata.read).toBe(false);
    expect(stranger.status).toBe(404);
    expect(ended.body.data).toMatchObject({ status: 'ended', ended_at: expect.any(String) });
    expect(afterEnd.status).toBe(409);
    const transcript = await mailArriving(student.email, 'Your chat with Student Support');
    expect(transcript.text).toContain('Of course: what is your student number?');
  });

  it('refuses a team that does not take chats, and an empty message, naming the field', async () => {
    const student = await signedInPerson();
    const toAdmins = await student.client.post('/api/chat/student/start', { staff_role: 'Admin', message: 'Hi' });
    const empty = await student.client.post('/api/chat/student/start', { staff_role: 'Student Support', message: '   ' });
    expect(fieldsOf(toAdmins.body)).toEqual(['staff_role']);
    expect(fieldsOf(empty.body)).toEqual(['message']);
  });

  it('moves to another staff member on transfer: the one who had it no longer reads it; a non-staff target is refused', async () => {
    // Prepare
    const [student, support, admissions] = await Promise.all([signedInPerson(), signInAs(ROLE.studentSupport), signInAs(ROLE.admissions)]);
    const id = (await start(student.client)).body.data.id as string;
    await support.post(`/api/chat/${id}/accept`);
    // Act
    const toStudent = await support.post(`/api/chat/${id}/transfer`, { staff_id: student.id });
    const moved = await support.post(`/api/chat/${id}/transfer`, { staff_id: admissions.userId });
    const formerHistory = await support.get(`/api/chat/${id}/history`);
    const newHistory = await admissions.get(`/api/chat/${id}/history`);
    const active = await admissions.get('/api/chat/active');
    // Assess
    expect(fieldsOf(toStudent.body)).toEqual(['staff_id']);
    expect(moved.body.data).toMatchObject({ status: 'transferred', assignee: { id: admissions.userId } });
    expect(formerHistory.status).toBe(404);
    expect(newHistory.body.data.at(-1).body).toMatch(/passed the chat to/);
    expect(active.body.data.map((c: { id: string }) => c.id)).toContain(id);
  });
});

describe('a guest’s chat', () => {
  it('opens with the pass its start answered and the guest’s address, never with the address alone', async () => {
    // Prepare
    const email = uniqueEmail('guest');
    const started = await guestStart(email);
    const { chat, guest_token: token } = started.body.data;
    const admissions = await signInAs(ROLE.admissions);
    // Act
    const own = await call('GET', `/api/chat/guest/${chat.id}/history?email=${encodeURIComponent(email)}`, asGuest(token));
    const noPass = await call('GET', `/api/chat/guest/${chat.id}/history?email=${encodeURIComponent(email)}`);
    const otherAddress = await call('GET', `/api/chat/guest/${chat.id}/history?email=${encodeURIComponent(uniqueEmail('other'))}`, asGuest(token));
    const otherChat = await guestStart(uniqueEmail('guest'));
    const passElsewhere = await call(
      'GET',
      `/api/chat/guest/${otherChat.body.data.chat.id}/history?email=${encodeURIComponent(email)}`,
      asGuest(token),
    );
    await admissions.post(`/api/chat/${chat.id}/accept`);
    const said = await call('POST', `/api/chat/guest/${chat.id}/message`, { ...asGuest(token), body: { content: 'Thanks!', guest_email: email } });
    const ended = await call('POST', `/api/chat/guest/${chat.id}/end`, { ...asGuest(token), body: { guest_email: email } });
    // Assess
    expect(started.status).toBe(201);
    expect(chat).toMatchObject({ status: 'pending', guest_email: email, student: null, staff_role: 'Admissions' });
    expect(own.status).toBe(200);
    expect(own.body.data[0]).toMatchObject({ sender_type: 'guest', body: 'Do you take March intakes?' });
    expect([noPass.status, otherAddress.status, passElsewhere.status]).toEqual([404, 404, 404]);
    expect(said.status).toBe(201);
    expect(ended.body.data.status).toBe('ended');
    expect((await mailArriving(email, 'Your chat with Admissions')).text).toContain('Thanks!');
  });

  it('is told who is there: staff who are online and available, and the teams to ask', async () => {
    // Prepare
    const admissions = await signInAs(ROLE.admissions);
    const available = async () => ((await call('GET', '/api/chat/guest/available-staff')).body.available_staff as { id: string }[]).map((s) => s.id);
    // Act
    await admissions.post('/api/user/toggle-chat-availability', { available: true });
    const whileAvailable = await available();
    await admissions.post('/api/user/toggle-chat-availability', { available: false });
    const whileAway = await available();
    await admissions.post('/api/user/toggle-chat-availability', { available: true });
    await admissions.post('/api/user/set-offline-status');
    const whileOffline = await available();
    const teams = (await call('GET', '/api/chat/guest/available-staff')).body.roles;
    // Assess
    expect(whileAvailable).toContain(admissions.userId);
    expect(whileAway).not.toContain(admissions.userId);
    expect(whileOffline).not.toContain(admissions.userId);
    // The shipped teams (other suites add teams of their own); the admins oversee, they are not a desk.
    expect(teams).toEqual(expect.arrayContaining(['Admissions', 'Student Support']));
    expect(teams).not.toContain(ROLE.admin);
    expect(teams).not.toContain(ROLE.superadmin);
  });
});

describe('the chat’s sockets', () => {
  const socketOf = (url: string) =>
    new Promise<{ socket: WebSocket; heard: string[] }>((resolve, reject) => {
      const socket = new WebSocket(url);
      const heard: string[] = [];
      socket.on('message', (raw) => heard.push(String(raw)));
      socket.once('open', () => resolve({ socket, heard }));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    });
  const base = () => `${inject('apiUrl').replace(/^http/, 'ws')}/ws`;
  const until = async (heard: string[], event: string) => {
    for (let i = 0; i < 100 && !heard.some((h) => JSON.parse(h).event === event); i++) await new Promise((r) => setTimeout(r, 50));
    return heard.map((h) => JSON.parse(h) as { event: string; data: Record<string, unknown> }).filter((m) => m.event === event);
  };

  it('tell staff a chat is waiting, and every member each message once, the guest through their pass; a socket following the chat hears its per-chat form', async () => {
    // Prepare
    const support = await signInAs(ROLE.studentSupport);
    const staff = await socketOf(`${base()}?token=${encodeURIComponent(support.token)}`);
    const email = uniqueEmail('guest');
    const { chat, guest_token: token } = (await guestStart(email, 'Student Support')).body.data;
    const guest = await socketOf(`${base()}?chat_id=${chat.id}&guest_token=${encodeURIComponent(token)}`);
    const forged = await socketOf(`${base()}?chat_id=${chat.id}&guest_token=not-the-pass`).catch((error: Error) => error);
    // Act
    const waiting = await until(staff.heard, 'new.chat');
    await support.post(`/api/chat/${chat.id}/accept`);
    await support.post(`/api/chat/${chat.id}/message`, { content: 'Hi Gina, how can I help?' });
    const guestHeard = await until(guest.heard, 'chat.message');
    guest.socket.send(JSON.stringify({ action: 'join-guest-chat', chat_id: chat.id, guest_email: email }));
    await until(guest.heard, 'chat-status');
    await support.post(`/api/chat/${chat.id}/message`, { content: 'Are you still there?' });
    const perChat = await until(guest.heard, `chat.message.${chat.id}`);
    // Assess
    expect(waiting.map((m) => m.data.id)).toContain(chat.id);
    expect(guestHeard.filter((m) => m.data.body === 'Hi Gina, how can I help?')).toHaveLength(1);
    // Following the chat, the page hears each event once, in its per-chat form.
    expect(perChat.map((m) => m.data.body)).toEqual(['Are you still there?']);
    expect((await until(guest.heard, 'chat.message')).map((m) => m.data.body)).not.toContain('Are you still there?');
    expect(String(forged)).toMatch(/refused with 401/);
    staff.socket.close();
    guest.socket.close();
  });

  it('open a guest’s socket on their pass only while the chat goes on: once it ended, the pass opens none', async () => {
    // Prepare: a team of its own, whose member has no other suite's chats open
    const team = await newChatTeam('Ended Chats');
    const { client: support } = await team.member();
    const { chat, guest_token: token } = (await guestStart(uniqueEmail('guest'), team.name)).body.data;
    const address = `${base()}?chat_id=${chat.id}&guest_token=${encodeURIComponent(token)}`;
    const during = await socketOf(address);
    during.socket.close();
    // Act
    expect((await support.post(`/api/chat/${chat.id}/accept`)).status).toBe(200);
    expect((await support.post(`/api/chat/${chat.id}/end`)).status).toBe(200);
    const after = await socketOf(address).catch((error: Error) => error);
    // Assess
    expect(String(after)).toMatch(/refused with 401/);
  });
});
