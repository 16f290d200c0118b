// Permissions are live: a member of staff demoted (a new role) or whose role loses a chat permission is, within two
// seconds of the change, told so on their open sockets (`access.changed`, then closed), gone from the available staff,
// and out of their chats: those they had wait in their team's queue again, saying why, and a page they open again hears
// nothing more of them. A deleted or deactivated account's chats go back to the queue too.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { call, type Client } from '../support/api';
import { guestHistory, guestStart } from '../support/chat-guests';
import { newChatTeam, shippedRoleId, signedInPerson } from '../support/fixtures';
import { guestSocket, userSocket, type TestSocket } from '../support/sockets';

const availableIn = async (team: string) =>
  ((await call('GET', `/api/chat/guest/available-staff?staff_role=${encodeURIComponent(team)}`)).body.available_staff as { id: string }[]).map(
    (s) => s.id,
  );

const closed = (socket: TestSocket) =>
  new Promise<void>((resolve) => {
    if (socket.socket.readyState === socket.socket.CLOSED) resolve();
    else socket.socket.once('close', () => resolve());
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A team's member online with a guest's chat they accepted, and both sockets open. */
const staffOnAChat = async () => {
  const team = await newChatTeam('Live Team');
  const staff = await team.member();
  const staffSocket = await userSocket(staff.client.token);
  const guest = await guestStart(team.name);
  expect((await staff.client.post(`/api/chat/${guest.id}/accept`)).status).toBe(200);
  const guestSock = await guestSocket(guest.id, guest.token);
  guestSock.send('join-guest-chat', { chat_id: guest.id, guest_email: guest.email });
  await guestSock.until('chat-status');
  expect(await availableIn(team.name)).toContain(staff.id);
  return { team, staff, staffSocket, guest, guestSock };
};

describe('permissions are live', () => {
  it('a support officer demoted to Student hears nothing more from their chats and is gone from the available staff', async () => {
    // Prepare
    const { team, staff, staffSocket, guest, guestSock } = await staffOnAChat();
    const admin = await signedInPerson({ role: ROLE.admin });
    // Act
    const started = Date.now();
    const demoted = await admin.client.put(`/api/users/${staff.id}`, { name: staff.name, email: staff.email, role_id: shippedRoleId(ROLE.student) });
    await closed(staffSocket);
    const tookEffectIn = Date.now() - started;
    const available = await availableIn(team.name);
    // Their page opens a socket again, with the session that lives on, and tries to follow the chat
    const reopened = await userSocket(staff.client.token);
    reopened.send('join-chat', { chat_id: guest.id });
    guestSock.send('chat.message', { chat_id: guest.id, body: 'Are you still there?', client_id: 'after-demotion' });
    await guestSock.until('chat.message', (d) => d.body === 'Are you still there?');
    await pause(500);
    const chat = await guestHistory(guest);
    // Assess
    expect(demoted.status).toBe(200);
    expect(staffSocket.heard.filter((h) => h.event === 'access.changed').map((h) => h.data)).toEqual([{ reason: 'role-changed' }]);
    expect(tookEffectIn).toBeLessThan(2_000);
    expect(available).not.toContain(staff.id);
    expect(reopened.heard.filter((h) => h.event.startsWith('chat.message'))).toEqual([]);
    expect(reopened.heard.find((h) => h.event === 'error')?.data).toMatchObject({ action: 'join-chat', code: 'chat.not_found' });
    // The chat waits for another member of the team, and its guest was told why
    expect(chat.body.chat).toMatchObject({ status: 'pending', queue_position: expect.any(Number) });
    expect(chat.body.data.map((m: { body: string }) => m.body)).toContain(
      `${staff.name} is no longer answering chats: waiting for another member of staff.`,
    );
    expect(guestSock.heard.some((h) => h.event.startsWith('chat-status') && h.data.status === 'pending')).toBe(true);
    await Promise.all([reopened, guestSock].map((s) => s.close()));
  }, 30_000);

  it('revoking take-chat from a team takes its members online out of the available staff and their chats back to the queue', async () => {
    // Prepare
    const { team, staff, staffSocket, guest, guestSock } = await staffOnAChat();
    const superadmin = await signedInPerson({ role: ROLE.superadmin });
    // Act
    const started = Date.now();
    const revoked = await superadmin.client.put('/api/permission-settings', { role_id: team.id, permission: 'take-chat', granted: false });
    await closed(staffSocket);
    const tookEffectIn = Date.now() - started;
    const available = await availableIn(team.name);
    const chat = await guestHistory(guest);
    // Assess
    expect(revoked.status).toBe(200);
    expect(staffSocket.heard.filter((h) => h.event === 'access.changed').map((h) => h.data)).toEqual([{ reason: 'permissions-changed' }]);
    expect(tookEffectIn).toBeLessThan(2_000);
    expect(available).not.toContain(staff.id);
    expect(chat.body.chat).toMatchObject({ status: 'pending' });
    await guestSock.close();
  }, 30_000);

  it.each([
    ['deleted', 'account-deleted', (id: string, client: Client) => client.delete(`/api/users/${id}`)],
    ['deactivated', 'account-deactivated', (id: string, client: Client) => client.post(`/api/users/${id}/active`, { active: false })],
  ] as const)(
    'a %s member’s sockets end within 2 s, they leave the available staff and their chats go back to the queue',
    async (_, reason, end) => {
      // Prepare
      const { team, staff, staffSocket, guest, guestSock } = await staffOnAChat();
      const superadmin = await signedInPerson({ role: ROLE.superadmin });
      // Act
      const started = Date.now();
      const ended = await end(staff.id, superadmin.client);
      await closed(staffSocket);
      const tookEffectIn = Date.now() - started;
      const available = await availableIn(team.name);
      const chat = await guestHistory(guest);
      // Assess
      expect(ended.status).toBe(200);
      expect(tookEffectIn).toBeLessThan(2_000);
      expect(staffSocket.heard.filter((h) => h.event === 'session.ended').map((h) => h.data)).toEqual([{ reason }]);
      expect(available).not.toContain(staff.id);
      expect(chat.body.chat).toMatchObject({ status: 'pending' });
      await guestSock.close();
    },
    30_000,
  );
});
