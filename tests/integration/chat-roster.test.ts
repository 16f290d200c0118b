// The staff a chat can be handed to (GET /api/chat/staff-roles, the transfer picker and the staff online beside it):
// the staff online now, of every team, and the asker as they stand (their own switch). What it reads, and that it stays
// the same however many staff have ever been online, is chat-roster-cost.test.ts's.
import { describe, expect, it } from 'vitest';
import type { Client } from '../support/api';
import { newChatTeam } from '../support/fixtures';
import { userSocket, type TestSocket } from '../support/sockets';

interface RosterEntry {
  id: string;
  is_online: boolean;
  role: string;
  available_for_chat: boolean;
}

const rosterOf = async (client: Client) => {
  const res = await client.get('/api/chat/staff-roles');
  expect(res.status).toBe(200);
  return res.body.staff as RosterEntry[];
};

/** A member's socket open and pinged: marked online, as the staff console does. */
const online = async (client: Client): Promise<TestSocket> => {
  const socket = await userSocket(client.token);
  socket.send('user-activity');
  await socket.until('pong');
  return socket;
};

/** A member who was online and signed out: what the roster used to read every one of. */
const wasOnline = async (team: Awaited<ReturnType<typeof newChatTeam>>) => {
  const member = await team.member();
  const socket = await online(member.client);
  expect((await member.client.post('/api/user/set-offline-status')).status).toBe(200);
  await socket.close();
  return member;
};

describe('the transfer picker’s roster', () => {
  it('lists the staff online of every team with the asker, and not those gone offline', async () => {
    // Prepare: two teams, a member of each online, one who signed out, and an asker who is away
    const [team, otherTeam] = await Promise.all([newChatTeam('Roster Team'), newChatTeam('Roster Team')]);
    const [asker, colleague, otherMember] = await Promise.all([team.member(), team.member(), otherTeam.member()]);
    const sockets = await Promise.all([asker, colleague, otherMember].map((m) => online(m.client)));
    expect((await asker.client.post('/api/user/toggle-chat-availability', { available: false })).status).toBe(200);
    const gone = await wasOnline(team);
    // Act
    const staff = await rosterOf(asker.client);
    // Assess
    const byId = new Map(staff.map((s) => [s.id, s]));
    expect(byId.get(asker.id)).toMatchObject({ is_online: true, role: team.name, available_for_chat: false });
    expect(byId.get(colleague.id)).toMatchObject({ is_online: true, role: team.name, available_for_chat: true });
    expect(byId.get(otherMember.id)).toMatchObject({ is_online: true, role: otherTeam.name });
    expect(byId.has(gone.id)).toBe(false);
    expect(staff.every((s) => s.is_online || s.id === asker.id)).toBe(true);
    await Promise.all(sockets.map((s) => s.close()));
  });

  it('shows an asker not yet online their own switch as they left it', async () => {
    // Prepare: a member who said they are away, then signed out
    const team = await newChatTeam('Roster Team');
    const member = await team.member();
    const socket = await online(member.client);
    await member.client.post('/api/user/toggle-chat-availability', { available: false });
    await member.client.post('/api/user/set-offline-status');
    await socket.close();
    // Act
    const staff = await rosterOf(member.client);
    // Assess
    expect(staff.find((s) => s.id === member.id)).toMatchObject({ is_online: false, available_for_chat: false });
  });
});
