// Live chat over the socket (issue 11, spec §7 client events), through the local gateway's route selection to the
// chat function: messages (stored once when sent again with their reference), following a chat, accepting and
// ending, typing and upload progress, each refused to whoever may not; a dropped guest recovers every message once;
// fifty staff accepting one chat at once leave one winner; a member of staff is not given more chats than the limit;
// a guest waiting sees their place in the queue.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { MAX_OPEN_CHATS } from '@shared/schemas/chat';
import { call, mailArriving, signInAs, uniqueEmail } from '../support/api';
import { guestHistory, guestStart } from '../support/chat-guests';
import { newChatTeam, signedInPerson } from '../support/fixtures';
import { PDF_BYTES, postMultipart } from '../support/forms';
import { guestSocket, userSocket, type Heard } from '../support/sockets';

const newTeam = () => newChatTeam();

const bodies = (heard: Heard[]) => heard.map((h) => h.data.body);

describe('messages over the socket', () => {
  it('reach every member at once, from the guest and from staff; sent again with their reference they are stored once', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const guest = await guestStart(team.name);
    await staff.client.post(`/api/chat/${guest.id}/accept`);
    const [staffSocket, guestSock] = await Promise.all([userSocket(staff.client.token), guestSocket(guest.id, guest.token)]);
    // Act
    guestSock.send('chat.message', { chat_id: guest.id, body: 'Is there parking?', client_id: 'guest-msg-0001' });
    guestSock.send('chat.message', { chat_id: guest.id, body: 'Is there parking?', client_id: 'guest-msg-0001' });
    const staffHeard = await staffSocket.until('chat.message', (d) => d.body === 'Is there parking?', 2);
    staffSocket.send('chat.message', { chat_id: guest.id, body: 'Yes, behind building B.' });
    const guestHeard = await guestSock.until('chat.message', (d) => d.body === 'Yes, behind building B.');
    const history = await guestHistory(guest);
    // Assess
    expect(new Set(staffHeard.map((h) => h.data.id)).size).toBe(1);
    expect(staffHeard[0]!.data).toMatchObject({ sender_type: 'guest', client_id: 'guest-msg-0001' });
    expect(guestHeard[0]!.data).toMatchObject({ sender_type: 'user', sender_id: staff.id, sender_name: staff.name });
    expect(bodies(history.body.data.map((m: object) => ({ data: m }))).filter((b) => b === 'Is there parking?')).toHaveLength(1);
    expect(history.body.chat).toMatchObject({ id: guest.id, status: 'active', queue_position: null });
    await Promise.all([staffSocket.close(), guestSock.close()]);
  });

  it('are refused, saying why and which, to an outsider, for an empty body, and for a chat that ended', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const stranger = await signedInPerson();
    const guest = await guestStart(team.name);
    const otherGuest = await guestStart(team.name);
    const [strangerSocket, staffSocket, otherGuestSocket] = await Promise.all([
      userSocket(stranger.client.token),
      userSocket(staff.client.token),
      guestSocket(otherGuest.id, otherGuest.token),
    ]);
    // Act
    strangerSocket.send('chat.message', { chat_id: guest.id, body: 'Let me in', client_id: 'stranger-0001' });
    otherGuestSocket.send('chat.message', { chat_id: guest.id, body: 'And me' });
    // (a socket's actions are one-way: each refusal is awaited before the chat moves on)
    staffSocket.send('chat.message', { chat_id: guest.id, body: 'Before accepting' });
    await staffSocket.until('error', () => true, 1);
    await staff.client.post(`/api/chat/${guest.id}/accept`);
    staffSocket.send('chat.message', { chat_id: guest.id, body: '   ' });
    await staffSocket.until('error', () => true, 2);
    await staff.client.post(`/api/chat/${guest.id}/end`);
    staffSocket.send('chat.message', { chat_id: guest.id, body: 'After the end' });
    const [strangerError] = await strangerSocket.until('error');
    const [guestError] = await otherGuestSocket.until('error');
    const staffErrors = await staffSocket.until('error', () => true, 3);
    const history = await staff.client.get(`/api/chat/${guest.id}/history`);
    // Assess
    expect(strangerError!.data).toMatchObject({ action: 'chat.message', chat_id: guest.id, client_id: 'stranger-0001', code: 'chat.not_found' });
    expect(guestError!.data).toMatchObject({ action: 'chat.message', code: 'chat.not_found' });
    expect(staffErrors.map((e) => e.data.code)).toEqual(['validation.failed', 'validation.failed', 'chat.ended']);
    expect(staffErrors[0]!.data.errors).toMatchObject({ content: [expect.stringMatching(/Accept the chat/)] });
    expect(staffErrors[1]!.data.errors).toMatchObject({ body: [expect.stringMatching(/Write a message/)] });
    expect(bodies(history.body.data.map((m: object) => ({ data: m })))).not.toContain('Let me in');
    await Promise.all([strangerSocket.close(), staffSocket.close(), otherGuestSocket.close()]);
  });
});

describe('following, accepting and ending over the socket', () => {
  it('lets an admin follow a chat they are not in and stop; a student may not follow another’s; status moves accept and end', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const [admin, student, other] = await Promise.all([signInAs(ROLE.admin), signedInPerson(), signedInPerson()]);
    const started = await student.client.post('/api/chat/student/start', { staff_role: team.name, message: 'Hello there' });
    const id = started.body.data.id as string;
    const [adminSocket, staffSocket, studentSocket, otherSocket] = await Promise.all([
      userSocket(admin.token),
      userSocket(staff.client.token),
      userSocket(student.client.token),
      userSocket(other.client.token),
    ]);
    // Act
    adminSocket.send('join-chat', { chat_id: id });
    otherSocket.send('join-chat', { chat_id: id });
    const [followed] = await adminSocket.until('chat-status', (d) => d.chat_id === id);
    staffSocket.send('chat-status', { chat_id: id, status: 'active' });
    await studentSocket.until('chat.accepted', (d) => d.chat_id === id);
    studentSocket.send('chat.message', { chat_id: id, body: 'Watched?' });
    const adminHeard = await adminSocket.until('chat.message', (d) => d.body === 'Watched?');
    adminSocket.send('leave-chat', { chat_id: id });
    await new Promise((r) => setTimeout(r, 300));
    studentSocket.send('chat.message', { chat_id: id, body: 'Not watched' });
    await staffSocket.until('chat.message', (d) => d.body === 'Not watched');
    studentSocket.send('chat-status', { chat_id: id, status: 'transferred' });
    const [refusedStatus] = await studentSocket.until('error', (d) => d.action === 'chat-status');
    studentSocket.send('chat-status', { chat_id: id, status: 'ended' });
    const endedHeard = await staffSocket.until('chat.ended', (d) => d.chat_id === id);
    const [otherRefused] = await otherSocket.until('error');
    const transcript = await mailArriving(student.email, `Your chat with ${team.name}`);
    // Assess
    expect(followed!.data).toMatchObject({ chat_id: id, status: 'pending' });
    expect(adminHeard).toHaveLength(1);
    expect(adminSocket.heard.some((h) => h.event.startsWith('chat.message') && h.data.body === 'Not watched')).toBe(false);
    expect(refusedStatus!.data).toMatchObject({ code: 'validation.failed', errors: { status: [expect.any(String)] } });
    expect(endedHeard[0]!.data).toMatchObject({ chat_id: id, ended_by: student.id });
    expect(otherRefused!.data).toMatchObject({ action: 'join-chat', code: 'chat.not_found' });
    expect(otherSocket.heard.some((h) => h.event.startsWith('chat.message'))).toBe(false);
    expect(transcript.text).toContain('Watched?');
    await Promise.all([adminSocket, staffSocket, studentSocket, otherSocket].map((s) => s.close()));
  });

  it('lets staff of the team follow a waiting chat only while it waits: once a colleague takes it, they hear no more of it', async () => {
    // Prepare
    const team = await newTeam();
    const [taker, onlooker] = await Promise.all([team.member(), team.member()]);
    const guest = await guestStart(team.name);
    const [onlookerSocket, guestSock] = await Promise.all([userSocket(onlooker.client.token), guestSocket(guest.id, guest.token)]);
    onlookerSocket.send('join-chat', { chat_id: guest.id });
    await onlookerSocket.until('chat-status', (d) => d.chat_id === guest.id);
    guestSock.send('chat.message', { chat_id: guest.id, body: 'Anyone there?' });
    const whileWaiting = await onlookerSocket.until('chat.message', (d) => d.body === 'Anyone there?');
    // Act
    await taker.client.post(`/api/chat/${guest.id}/accept`);
    guestSock.send('chat.message', { chat_id: guest.id, body: 'Only for my helper' });
    await guestSock.until('chat.message', (d) => d.body === 'Only for my helper');
    await new Promise((r) => setTimeout(r, 300));
    const history = await onlooker.client.get(`/api/chat/${guest.id}/history`);
    // Assess
    expect(whileWaiting).toHaveLength(1);
    expect(onlookerSocket.heard.some((h) => h.event.startsWith('chat.message') && h.data.body === 'Only for my helper')).toBe(false);
    expect(history.status).toBe(404);
    await Promise.all([onlookerSocket.close(), guestSock.close()]);
  });

  it('lets a guest follow and end their own chat only, and hear staff typing and a file on its way', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const guest = await guestStart(team.name);
    const other = await guestStart(team.name);
    await staff.client.post(`/api/chat/${guest.id}/accept`);
    const [guestSock, staffSocket] = await Promise.all([guestSocket(guest.id, guest.token), userSocket(staff.client.token)]);
    // Act
    guestSock.send('join-guest-chat', { chat_id: guest.id, guest_email: uniqueEmail('not-theirs') });
    guestSock.send('join-guest-chat', { chat_id: other.id, guest_email: other.email });
    guestSock.send('join-guest-chat', { chat_id: guest.id, guest_email: guest.email });
    const [status] = await guestSock.until('chat-status', (d) => d.chat_id === guest.id);
    staffSocket.send('typing', { chat_id: guest.id, typing: true });
    const [typing] = await guestSock.until('chat.typing');
    staffSocket.send('attachment-upload-progress', { chat_id: guest.id, upload_id: 'upload-0001', percent: 0, file_name: 'map.pdf' });
    const [started] = await guestSock.until('attachment-upload-started');
    const uploaded = await postMultipart(staff.client, `/api/chat/${guest.id}/upload`, { upload_id: 'upload-0001' }, [
      { name: 'attachments[0]', filename: 'map.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const [completed] = await guestSock.until('attachment-upload-completed');
    guestSock.send('typing', { chat_id: guest.id, typing: true });
    const [guestTyping] = await staffSocket.until('chat.typing', (d) => d.sender_type === 'guest');
    guestSock.send('chat-status', { chat_id: other.id, status: 'ended' });
    const [refused] = await guestSock.until('error', (d) => d.action === 'chat-status');
    guestSock.send('chat-status', { chat_id: guest.id, status: 'ended' });
    const [ended] = await staffSocket.until('chat.ended', (d) => d.chat_id === guest.id);
    // Assess
    const joinErrors = guestSock.heard.filter((h) => h.event === 'error' && h.data.action === 'join-guest-chat');
    expect(joinErrors.map((e) => e.data.code)).toEqual(['chat.not_found', 'chat.not_found']);
    expect(status!.data).toMatchObject({ chat_id: guest.id, status: 'active' });
    expect(typing!.data).toMatchObject({ chat_id: guest.id, sender_type: 'user', sender_id: staff.id, name: staff.name, typing: true });
    expect(started!.data).toMatchObject({ chat_id: guest.id, upload_id: 'upload-0001', file_name: 'map.pdf' });
    expect(uploaded.status).toBe(201);
    expect(completed!.data).toMatchObject({ upload_id: 'upload-0001', message: { message_type: 'file', file: { name: 'map.pdf' } } });
    expect(guestTyping!.data).toMatchObject({ sender_type: 'guest', name: 'Gina Guest', typing: true });
    expect(refused!.data).toMatchObject({ code: 'chat.not_found' });
    expect(ended!.data).toMatchObject({ chat_id: guest.id });
    await Promise.all([guestSock.close(), staffSocket.close()]);
  });
});

describe('a dropped socket', () => {
  it('loses nothing: what was said meanwhile comes with the history, and the message sent again is kept once', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const guest = await guestStart(team.name);
    await staff.client.post(`/api/chat/${guest.id}/accept`);
    const first = await guestSocket(guest.id, guest.token);
    first.send('chat.message', { chat_id: guest.id, body: 'Sent as the line dropped', client_id: 'dropped-0001' });
    await first.until('chat.message', (d) => d.client_id === 'dropped-0001');
    // Act: the socket drops (its echo was missed, as far as the page knows) and staff write meanwhile
    await first.close();
    for (const n of [1, 2, 3]) await staff.client.post(`/api/chat/${guest.id}/message`, { content: `While away ${n}` });
    const again = await guestSocket(guest.id, guest.token);
    again.send('join-guest-chat', { chat_id: guest.id, guest_email: guest.email });
    again.send('chat.message', { chat_id: guest.id, body: 'Sent as the line dropped', client_id: 'dropped-0001' });
    await again.until('chat.message', (d) => d.client_id === 'dropped-0001');
    const history = await guestHistory(guest);
    // Assess
    const said = (history.body.data as { body: string; message_type: string }[]).filter((m) => m.message_type === 'text').map((m) => m.body);
    expect(said).toEqual(['Do you take March intakes?', 'Sent as the line dropped', 'While away 1', 'While away 2', 'While away 3']);
    await again.close();
  });
});

describe('routing', () => {
  it('gives a waiting chat to exactly one of fifty staff accepting it at once', async () => {
    // Prepare
    const team = await newTeam();
    const members = await Promise.all(Array.from({ length: 50 }, () => team.member()));
    const guest = await guestStart(team.name);
    // Act
    const accepts = await Promise.all(members.map((m) => m.client.post(`/api/chat/${guest.id}/accept`)));
    const history = await guestHistory(guest);
    // Assess
    const statuses = accepts.map((r) => r.status);
    const others = accepts.filter((r) => r.status !== 200 && r.status !== 409).map((r) => ({ status: r.status, body: r.body as unknown }));
    expect(others).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = members[statuses.indexOf(200)]!;
    expect(history.body.chat.assignee).toEqual({ id: winner.id, name: winner.name });
  }, 60_000);

  it(`holds a member of staff to ${MAX_OPEN_CHATS} open chats: the next accept is refused, transfers to them too, and they are not offered as available`, async () => {
    // Prepare
    const team = await newTeam();
    const [busy, colleague] = await Promise.all([team.member(), team.member()]);
    const guests = await Promise.all(Array.from({ length: MAX_OPEN_CHATS + 2 }, () => guestStart(team.name)));
    const sockets = await Promise.all([userSocket(busy.client.token), userSocket(colleague.client.token)]);
    // Act
    const accepts: number[] = [];
    for (const g of guests.slice(0, MAX_OPEN_CHATS + 1)) accepts.push((await busy.client.post(`/api/chat/${g.id}/accept`)).status);
    const last = guests.at(-1)!;
    await colleague.client.post(`/api/chat/${last.id}/accept`);
    const transfer = await colleague.client.post(`/api/chat/${last.id}/transfer`, { staff_id: busy.id });
    const availability = await busy.client.get('/api/chat/check-availability');
    // Assess
    expect(accepts).toEqual([...Array.from({ length: MAX_OPEN_CHATS }, () => 200), 409]);
    expect(transfer.status).toBe(422);
    expect(transfer.body.errors.staff_id[0]).toMatch(new RegExp(`${MAX_OPEN_CHATS} chats open`));
    const availableIds = availability.body.available_staff.map((s: { id: string }) => s.id);
    expect(availableIds).toContain(colleague.id);
    expect(availableIds).not.toContain(busy.id);
    await Promise.all(sockets.map((s) => s.close()));
  });

  it(`takes one of two chats accepted at once by a member one short of ${MAX_OPEN_CHATS}, and frees a place when a chat ends`, async () => {
    // Prepare: a member with all but one of their places taken
    const team = await newTeam();
    const member = await team.member();
    const guests = await Promise.all(Array.from({ length: MAX_OPEN_CHATS + 1 }, () => guestStart(team.name)));
    for (const g of guests.slice(0, MAX_OPEN_CHATS - 1)) expect((await member.client.post(`/api/chat/${g.id}/accept`)).status).toBe(200);
    const [one, other] = guests.slice(MAX_OPEN_CHATS - 1);
    // Act
    const racing = await Promise.all([one!, other!].map((g) => member.client.post(`/api/chat/${g.id}/accept`)));
    const ended = await member.client.post(`/api/chat/${guests[0]!.id}/end`);
    const waiting = racing[0]!.status === 200 ? other! : one!;
    const afterEnd = await member.client.post(`/api/chat/${waiting.id}/accept`);
    // Assess
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(racing.find((r) => r.status === 409)!.body.code).toBe('chat.too_many_open');
    expect(ended.status).toBe(200);
    expect(afterEnd.status).toBe(200);
  });

  it('counts in a guest’s place only their own team’s chats waiting before them, and moves them up when one ends', async () => {
    // Prepare: two teams' queues, interleaved
    const [team, other] = await Promise.all([newTeam(), newTeam()]);
    const first = await guestStart(team.name);
    const otherTeams = await guestStart(other.name);
    const second = await guestStart(team.name);
    // Act
    const before = await guestHistory(second);
    const ended = await call('POST', `/api/chat/guest/${first.id}/end`, {
      body: { guest_email: first.email },
      headers: { 'x-chat-pass': first.token },
    });
    const after = await guestHistory(second);
    // Assess
    expect([first.chat.queue_position, otherTeams.chat.queue_position, second.chat.queue_position]).toEqual([1, 1, 2]);
    expect(before.body.chat.queue_position).toBe(2);
    expect(ended.status).toBe(200);
    expect(after.body.chat.queue_position).toBe(1);
  });

  it('tells a guest waiting their place in the team’s queue, moving up as the one before is taken', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const firstGuest = await guestStart(team.name);
    const secondGuest = await guestStart(team.name);
    // Act
    const before = await guestHistory(secondGuest);
    await staff.client.post(`/api/chat/${firstGuest.id}/accept`);
    const after = await guestHistory(secondGuest);
    // Assess
    expect(firstGuest.chat.queue_position).toBe(1);
    expect(secondGuest.chat.queue_position).toBe(2);
    expect(before.body.chat.queue_position).toBe(2);
    expect(after.body.chat.queue_position).toBe(1);
  });
});
