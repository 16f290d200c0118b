// Who hears a chat, now that its followers ride on the chat item and its people's sockets are a list per person: every
// socket that follows it hears its events, also when many begin at once; one that stops hears no more; a message is
// written on the listeners it was read with, so one stored as the chat is taken reaches whoever has it then; and a
// follow checked against the chat as it waited is refused once a colleague took it.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { CHAT_MESSAGE_PACE } from '@shared/realtime/pace';
import { signInAs } from '../support/api';
import { guestHistory, guestStart } from '../support/chat-guests';
import { newChatTeam, signedInPerson } from '../support/fixtures';
import { guestSocket, userSocket, type TestSocket } from '../support/sockets';
import { chatRooms, chatStore } from '../support/store';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const messagesHeardBy = (socket: TestSocket) =>
  new Set(socket.heard.filter((h) => h.event.startsWith('chat.message')).map((h) => String(h.data.body)));

/** A guest's chat waiting for a team of its own, read as it waits, then taken by a member of the team. */
const readThenTaken = async () => {
  const { getChat } = await chatStore();
  const team = await newChatTeam();
  const taker = await team.member();
  const guest = await guestStart(team.name);
  const asItWaited = (await getChat(guest.id))!;
  await taker.client.post(`/api/chat/${guest.id}/accept`);
  return { guest, asItWaited, taken: (await getChat(guest.id))! };
};

describe('a chat’s followers', () => {
  it('each hear its events, ten of them beginning to follow at once, and one that stopped hears no more', async () => {
    // Prepare: a student's chat taken by staff, and ten pages of an admin's opening it at the same moment
    const team = await newChatTeam();
    const staff = await team.member();
    const [admin, student] = await Promise.all([signInAs(ROLE.admin), signedInPerson()]);
    const started = await student.client.post('/api/chat/student/start', { staff_role: team.name, message: 'Is my visa ok?' });
    const id = started.body.data.id as string;
    await staff.client.post(`/api/chat/${id}/accept`);
    const [studentSocket, ...watching] = await Promise.all([
      userSocket(student.client.token),
      ...Array.from({ length: 10 }, () => userSocket(admin.token)),
    ]);
    for (const socket of watching) socket.send('join-chat', { chat_id: id });
    const followed = await Promise.all(watching.map((socket) => socket.until('chat-status', (d) => d.chat_id === id)));
    // Act
    studentSocket.send('chat.message', { chat_id: id, body: 'Everyone watching?' });
    const heard = await Promise.all(watching.map((socket) => socket.until(`chat.message.${id}`, (d) => d.body === 'Everyone watching?')));
    const [leaving, ...staying] = watching;
    leaving!.send('leave-chat', { chat_id: id });
    await pause(300);
    studentSocket.send('chat.message', { chat_id: id, body: 'And now?' });
    const stillHeard = await Promise.all(staying.map((socket) => socket.until(`chat.message.${id}`, (d) => d.body === 'And now?')));
    // Assess
    expect(followed.map((f) => f.length)).toEqual(watching.map(() => 1));
    expect(heard.map((h) => h.length)).toEqual(watching.map(() => 1));
    expect(stillHeard.map((h) => h.length)).toEqual(staying.map(() => 1));
    expect(messagesHeardBy(leaving!).has('And now?')).toBe(false);
    await Promise.all([studentSocket, ...watching].map((socket) => socket.close()));
  });

  it('do not keep following, once a colleague has taken it, a waiting chat they were let follow as it waited', async () => {
    // Prepare: a waiting chat as an onlooker of its team read it, then taken by a colleague
    const { followChat } = await chatRooms();
    const { getChat, noSuchChat } = await chatStore();
    const { guest, asItWaited } = await readThenTaken();
    // An onlooker of the team may see the chat only while it waits; their first read is the one made before it was taken.
    let first = true;
    const readAsOnlooker = async () => {
      const chat = first ? asItWaited : await getChat(guest.id);
      first = false;
      if (chat?.status !== 'pending') throw noSuchChat();
      return chat;
    };
    // Act
    const follow = followChat('onlooker-socket', readAsOnlooker, () => false);
    // Assess
    await expect(follow).rejects.toMatchObject({ code: 'chat.not_found' });
    expect((await getChat(guest.id))!.passingFollowers ?? []).not.toContain('onlooker-socket');
  });
});

describe('a chat message', () => {
  it('is not written on listeners read before its chat was taken: it is written again on those who hear the chat now', async () => {
    // Prepare: a waiting chat's listeners read, then the chat taken
    const { addMessage } = await chatStore();
    const { guest, asItWaited: readBefore, taken: readAfter } = await readThenTaken();
    const line = { messageType: 'text' as const, body: '', senderType: 'guest' as const, senderName: 'Gina Guest' };
    // Act
    const onStaleListeners = await addMessage(guest.id, { ...line, body: 'Read before the taking' }, readBefore.audienceRevision);
    const onListenersNow = await addMessage(guest.id, { ...line, body: 'Read after the taking' }, readAfter.audienceRevision);
    const history = ((await guestHistory(guest)).body.data as { body: string }[]).map((m) => m.body);
    // Assess
    expect(onStaleListeners).toBeUndefined();
    expect(onListenersNow?.message.body).toBe('Read after the taking');
    expect(history).not.toContain('Read before the taking');
    expect(history).toContain('Read after the taking');
  });

  it('sent as its chat is taken is lost to nobody: the taker hears what their history lacks, the onlooker nothing after', async () => {
    // Prepare: a waiting chat that a colleague follows, its guest about to write many lines while it is taken
    const team = await newChatTeam();
    const [taker, onlooker] = await Promise.all([team.member(), team.member()]);
    const guest = await guestStart(team.name);
    const [takerSocket, onlookerSocket, guestSock] = await Promise.all([
      userSocket(taker.client.token),
      userSocket(onlooker.client.token),
      guestSocket(guest.id, guest.token),
    ]);
    onlookerSocket.send('join-chat', { chat_id: guest.id });
    await onlookerSocket.until('chat-status', (d) => d.chat_id === guest.id);
    // As many lines as the guest may still write in the window their opening message began (shared/realtime/pace.ts): more would
    // be refused as too fast.
    const lines = Array.from({ length: CHAT_MESSAGE_PACE.limit - 1 }, (_, n) => `Line ${n + 1}`);
    // Act: the lines and the accept at once; the taker reads the chat as their console does on taking it
    for (const line of lines) guestSock.send('chat.message', { chat_id: guest.id, body: line });
    const accepted = await taker.client.post(`/api/chat/${guest.id}/accept`);
    const takerHistory = ((await taker.client.get(`/api/chat/${guest.id}/history`)).body.data as { body: string }[]).map((m) => m.body);
    await guestSock.until('chat.message', (d) => lines.includes(String(d.body)), lines.length);
    await pause(300);
    const history = ((await guestHistory(guest)).body.data as { body: string }[]).map((m) => m.body);
    // Assess
    expect(accepted.status).toBe(200);
    expect(lines.filter((line) => !takerHistory.includes(line) && !messagesHeardBy(takerSocket).has(line))).toEqual([]);
    // Stored well after the taking (after its "joined" line): the onlooker, no longer following, hears none of it.
    const afterTaking = history.slice(history.indexOf(`${taker.name} joined the chat.`) + 1).filter((body) => lines.includes(body));
    expect(afterTaking.filter((line) => messagesHeardBy(onlookerSocket).has(line))).toEqual([]);
    expect(guestSock.heard.filter((h) => h.event === 'error')).toEqual([]);
    await Promise.all([takerSocket, onlookerSocket, guestSock].map((socket) => socket.close()));
  });
});
