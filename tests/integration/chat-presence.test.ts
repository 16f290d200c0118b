// Staff presence (issue 11, spec §4 and §9): online while a socket is open, still online across a reload (a new
// socket within 5 s of the last closing), offline 5 s after the last closes; a team's availability counts only its
// own staff online; the jobs function's sweep takes staff whose pings stopped offline and tells the other staff online.
import { describe, expect, it } from 'vitest';
import { chatStore, jobsFunction } from '../support/store';
import { call } from '../support/api';
import { newChatTeam } from '../support/fixtures';
import { userSocket } from '../support/sockets';

const newTeam = () => newChatTeam('Presence Team');

const available = async (team?: string) => {
  const query = team ? `?staff_role=${encodeURIComponent(team)}` : '';
  return ((await call('GET', `/api/chat/guest/available-staff${query}`)).body.available_staff as { id: string }[]).map((s) => s.id);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('staff presence', () => {
  it('stays online across a reload, and goes offline 5 s after the last socket closes', async () => {
    // Prepare
    const team = await newTeam();
    const staff = await team.member();
    const first = await userSocket(staff.client.token);
    first.send('user-activity');
    await first.until('pong');
    // Act: a reload (the socket closes, another opens within the 5 s)
    const online = await available();
    await first.close();
    const second = await userSocket(staff.client.token);
    await pause(6_000);
    const afterReload = await available();
    await second.close();
    const justClosed = await available();
    await pause(6_000);
    const afterGrace = await available();
    // Assess
    expect(online).toContain(staff.id);
    expect(afterReload).toContain(staff.id);
    expect(justClosed).toContain(staff.id);
    expect(afterGrace).not.toContain(staff.id);
  }, 30_000);

  it('reaches every member of staff who came online at the same moment (each socket opening while others announce it)', async () => {
    // Prepare: twelve staff open their sockets at once
    const team = await newTeam();
    const [switcher, ...others] = await Promise.all(Array.from({ length: 12 }, () => team.member()));
    const sockets = await Promise.all([switcher!, ...others].map((m) => userSocket(m.client.token)));
    const [switcherSocket, ...listening] = sockets;
    // Act
    switcherSocket!.send('toggle-staff-availability', { available: false });
    const heard = await Promise.all(
      listening.map((s) => s.until('staff.availability.changed', (d) => d.user_id === switcher!.id && d.available_for_chat === false)),
    );
    // Assess
    expect(heard.map((h) => h.length)).toEqual(others.map(() => 1));
    await Promise.all(sockets.map((s) => s.close()));
  }, 30_000);

  it('says a team has nobody when only staff of another team are online, and has them when they are its own', async () => {
    // Prepare: a member of one team online, and a team of nobody online
    const [busyTeam, quietTeam] = await Promise.all([newTeam(), newTeam()]);
    const member = await busyTeam.member();
    const socket = await userSocket(member.client.token);
    socket.send('user-activity');
    await socket.until('pong');
    // Act
    const [ofQuietTeam, ofBusyTeam, ofAnyTeam] = await Promise.all([available(quietTeam.name), available(busyTeam.name), available()]);
    const signedInAsk = await member.client.get(`/api/chat/check-availability?staff_role=${encodeURIComponent(quietTeam.name)}`);
    // Assess
    expect(ofQuietTeam).toEqual([]);
    expect(ofBusyTeam).toEqual([member.id]);
    expect(ofAnyTeam).toContain(member.id);
    expect(signedInAsk.body.available_staff).toEqual([]);
    expect(signedInAsk.body.roles).toEqual(expect.arrayContaining([busyTeam.name, quietTeam.name]));
    await socket.close();
  });

  it('is taken offline by the sweep when the pings stop, and the other staff online hear it once, though two sweeps run at once', async () => {
    // Prepare
    const { PresenceEntity } = await chatStore();
    const runJobs = await jobsFunction();
    const team = await newTeam();
    const [quiet, colleague] = await Promise.all([team.member(), team.member()]);
    const quietSocket = await userSocket(quiet.client.token);
    const colleagueSocket = await userSocket(colleague.client.token);
    quietSocket.send('user-activity');
    colleagueSocket.send('user-activity');
    await Promise.all([quietSocket.until('pong'), colleagueSocket.until('pong')]);
    // Act: the quiet one's tab stopped pinging three minutes ago (its socket is still open); the schedule fires twice
    await PresenceEntity.patch({ userId: quiet.id })
      .set({ lastActivityAt: new Date(Date.now() - 3 * 60_000).toISOString() })
      .go();
    await Promise.all([runJobs(), runJobs()]);
    const heard = await colleagueSocket.until('staff.status.update', (d) => d.userId === quiet.id && d.isOnline === false);
    const { data: presence } = await PresenceEntity.get({ userId: quiet.id }).go();
    const availableNow = await available();
    // Assess
    expect(heard).toHaveLength(1);
    expect(presence).toMatchObject({ isOnline: false });
    expect(availableNow).not.toContain(quiet.id);
    expect(availableNow).toContain(colleague.id);
    await Promise.all([quietSocket.close(), colleagueSocket.close()]);
  }, 30_000);
});
