// Chat floods: one sender writes at most CHAT_MESSAGE_PACE's limit (shared/realtime/pace.ts) in a chat per window (counted in the store, over the
// socket and over REST alike: 429 with Retry-After, or an `error` event `chat.too_fast` with `retry_after`); a socket
// sends at most its pace (a burst, then a few frames a second) and is refused before anything is read past it; typing
// reaches the others as changes, not keystrokes. The other side of the chat can still write while one floods.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_PACE, SOCKET_PACE } from '@shared/realtime/pace';
import { call } from '../support/api';
import { guestHistory, guestStart } from '../support/chat-guests';
import { newChatTeam } from '../support/fixtures';
import { guestSocket, userSocket } from '../support/sockets';

const LIMIT = CHAT_MESSAGE_PACE.limit;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const acceptedGuestChat = async () => {
  const team = await newChatTeam('Flood Team');
  const staff = await team.member();
  const guest = await guestStart(team.name);
  await staff.client.post(`/api/chat/${guest.id}/accept`);
  return { staff, guest };
};

describe('a flooding guest', () => {
  it('sending 300 messages in 5 s over the socket has most refused, saying how long to wait, and staff hear no more than the limit allows', async () => {
    // Prepare
    const { staff, guest } = await acceptedGuestChat();
    const [staffSocket, guestSock] = await Promise.all([userSocket(staff.client.token), guestSocket(guest.id, guest.token)]);
    // Act: 60 a second for five seconds
    for (let second = 0; second < 5; second++) {
      for (let i = 0; i < 60; i++)
        guestSock.send('chat.message', { chat_id: guest.id, body: `Flood ${second * 60 + i}`, client_id: `flood-${second}-${i}` });
      await pause(1000);
    }
    await pause(1500);
    const staffSays = await call('POST', `/api/chat/${guest.id}/message`, { token: staff.client.token, body: { content: 'Please slow down.' } });
    // Assess
    const heard = staffSocket.heard.filter((h) => h.event.startsWith('chat.message') && String(h.data.body).startsWith('Flood '));
    const refusals = guestSock.heard.filter((h) => h.event === 'error');
    // Five seconds meet one or two windows of ten: never more than twice the limit.
    expect(heard.length).toBeGreaterThanOrEqual(1);
    expect(heard.length).toBeLessThanOrEqual(2 * LIMIT);
    expect(refusals.length).toBeGreaterThanOrEqual(300 - 2 * LIMIT);
    expect(new Set(refusals.map((r) => r.data.code))).toEqual(new Set(['chat.too_fast']));
    for (const refusal of refusals) expect(refusal.data.retry_after).toBeGreaterThanOrEqual(1);
    // What staff heard is what was stored, and the staff member could still write.
    const stored = (await guestHistory(guest)).body.data.filter((m: { body: string }) => m.body.startsWith('Flood '));
    expect(stored).toHaveLength(heard.length);
    expect(staffSays.status).toBe(201);
    await Promise.all([staffSocket.close(), guestSock.close()]);
  }, 30_000);

  it('sending 100 messages over REST gets 429 with Retry-After past the limit', async () => {
    // Prepare
    const { guest } = await acceptedGuestChat();
    // Act
    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push(
        await call('POST', `/api/chat/guest/${guest.id}/message`, {
          headers: { 'x-chat-pass': guest.token },
          body: { content: `Again ${i}`, guest_email: guest.email },
        }),
      );
    }
    // Assess
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(2 * LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100 - 2 * LIMIT);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'chat.too_fast' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(10);
  }, 30_000);

  it('typing 300 times in a burst reaches staff as a change, not as keystrokes, and the socket past its pace hears why', async () => {
    // Prepare
    const { staff, guest } = await acceptedGuestChat();
    const [staffSocket, guestSock] = await Promise.all([userSocket(staff.client.token), guestSocket(guest.id, guest.token)]);
    // Act
    for (let i = 0; i < 300; i++) guestSock.send('typing', { chat_id: guest.id, typing: true });
    await pause(2000);
    // Assess
    const told = staffSocket.heard.filter((h) => h.event.startsWith('chat.typing'));
    const refused = guestSock.heard.filter((h) => h.event === 'error' && h.data.code === 'chat.too_fast');
    expect(told).toHaveLength(1);
    // The burst, and what refilled while it was being sent, ran; every other frame was refused, saying so.
    expect(refused.length).toBeGreaterThanOrEqual(300 - SOCKET_PACE.burst - 5 * SOCKET_PACE.perSecond);
    expect(refused[0]!.data).toMatchObject({ action: 'typing', retry_after: 1 });
    await Promise.all([staffSocket.close(), guestSock.close()]);
  }, 30_000);
});
