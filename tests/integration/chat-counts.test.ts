// The chat figures of the dashboard are kept counts (functions/chat/chat-store.ts): a team's chats waiting move as a chat
// opens and as it is taken or ended while it waits, and its staff online as presence is marked on and off (sockets, the
// sweep, signing out); changes racing each other count once, and the count always equals the presence items marked
// online. Each test has a team of its own, so its figures are exact beside other files' chats.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { call } from '../support/api';
import { chatTeamRole } from '../support/chat-team';
import { newRole, signedInPerson, uniqueTag } from '../support/fixtures';
import { userSocket } from '../support/sockets';
import { chatStore, jobsFunction } from '../support/store';

/** A team of its own whose members also see the dashboard. */
const dashboardTeam = async () => {
  const { name, permissions } = chatTeamRole('Counted Team', uniqueTag());
  const role = await newRole([...permissions, 'view-dashboard'], name);
  return { ...role, member: () => signedInPerson({ roleId: role.id }) };
};

/** The team's kept counts: chats waiting and staff online. */
const teamCounts = async (team: string) => {
  const [store, { readCounts }] = await Promise.all([chatStore(), import('@functions/platform/list-counts')]);
  const scope = store.teamScope(team);
  const count = await readCounts([
    { list: store.WAITING_CHATS, scope },
    { list: store.STAFF_ONLINE, scope },
  ]);
  return { waiting: count(store.WAITING_CHATS, scope), online: count(store.STAFF_ONLINE, scope) };
};

/** The team's members marked online, as its index holds them: what the online count must equal. */
const markedOnline = async (team: string) => (await (await chatStore()).markedOnlineIn([team])).length;

const startChat = async (team: string) => {
  const student = await signedInPerson();
  const res = await student.client.post('/api/chat/student/start', { staff_role: team, message: 'When does term start?' });
  expect(res.status).toBe(201);
  return { student, id: res.body.data.id as string };
};

describe("a team's chats waiting", () => {
  it('count each chat opened for the team, less those taken or ended while waiting: racing accepts and ends take one off', async () => {
    // Prepare
    const team = await dashboardTeam();
    const [taker, other] = await Promise.all([team.member(), team.member()]);
    const [raced, endedRace, ended] = await Promise.all([startChat(team.name), startChat(team.name), startChat(team.name)]);
    const opened = await teamCounts(team.name);
    const seenOnDashboard = (await taker.client.get('/api/dashboard')).body.data.chats;
    // Act: two accept one chat at once; another is accepted as its student ends it; the last ends while it waits
    const accepts = await Promise.all([taker.client.post(`/api/chat/${raced.id}/accept`), other.client.post(`/api/chat/${raced.id}/accept`)]);
    const acceptOrEnd = await Promise.all([
      taker.client.post(`/api/chat/${endedRace.id}/accept`),
      endedRace.student.client.post(`/api/chat/${endedRace.id}/end`),
    ]);
    const afterRaces = await teamCounts(team.name);
    const [holder, colleague] = accepts[0]!.status === 200 ? [taker, other] : [other, taker];
    const transferred = await holder.client.post(`/api/chat/${raced.id}/transfer`, { staff_id: colleague.id });
    const afterTransfer = await teamCounts(team.name);
    await ended.student.client.post(`/api/chat/${ended.id}/end`);
    const afterEnd = await teamCounts(team.name);
    // Assess
    expect(opened.waiting).toBe(3);
    expect(seenOnDashboard.waiting).toBe(3);
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 409]);
    // The end may come after the accept (both 200, the chat ended from active) or lose to it (409): either way once.
    expect(acceptOrEnd.map((r) => r.status)).toContain(200);
    expect(afterRaces.waiting).toBe(1);
    expect(transferred.status).toBe(200);
    expect(afterTransfer.waiting).toBe(1);
    expect(afterEnd.waiting).toBe(0);
  });
});

describe("a team's staff online", () => {
  it('count a member once for two sockets opening at once, and drop them when they sign out or the sweep finds them gone', async () => {
    // Prepare
    const { PresenceEntity } = await chatStore();
    const runJobs = await jobsFunction();
    const team = await dashboardTeam();
    const [twoTabs, oneTab] = await Promise.all([team.member(), team.member()]);
    // Act: one member's two tabs connect at once, the other's one tab
    const tabs = await Promise.all([userSocket(twoTabs.client.token), userSocket(twoTabs.client.token)]);
    const single = await userSocket(oneTab.client.token);
    const bothOnline = await teamCounts(team.name);
    const seenOnDashboard = (await oneTab.client.get('/api/dashboard')).body.data.chats;
    // ... the one-tab member signs out of chat
    expect((await oneTab.client.post('/api/user/set-offline-status')).status).toBe(200);
    const afterSignOut = await teamCounts(team.name);
    // ... the two tabs' pings stopped three minutes ago (their sockets went stale, never closed): the sweep
    await PresenceEntity.patch({ userId: twoTabs.id })
      .set({ lastActivityAt: new Date(Date.now() - 3 * 60_000).toISOString() })
      .go();
    await runJobs();
    const afterSweep = await teamCounts(team.name);
    const markedAfterSweep = await markedOnline(team.name);
    // ... a tab pings again: online once more
    tabs[0]!.send('user-activity');
    await tabs[0]!.until('pong');
    const afterPing = await teamCounts(team.name);
    const markedAfterPing = await markedOnline(team.name);
    // Assess
    expect(bothOnline.online).toBe(2);
    expect(seenOnDashboard.staff_online).toBeGreaterThanOrEqual(2);
    expect(afterSignOut.online).toBe(1);
    expect([afterSweep.online, markedAfterSweep]).toEqual([0, 0]);
    expect([afterPing.online, markedAfterPing]).toEqual([1, 1]);
    await Promise.all([...tabs, single].map((s) => s.close()));
  }, 30_000);

  it("move a member from one team's count to the other's when their role changes while they are online", async () => {
    // Prepare: a member of one team online, and another team
    const [from, to] = await Promise.all([dashboardTeam(), dashboardTeam()]);
    const [member, admin] = await Promise.all([from.member(), signedInPerson({ role: ROLE.admin })]);
    const socket = await userSocket(member.client.token);
    const before = await Promise.all([teamCounts(from.name), teamCounts(to.name)]);
    // Act: an admin gives them the other team's role; their socket is closed for it (access.changed) and their page
    // opens another, counted in the new team
    const moved = await admin.client.put(`/api/users/${member.id}`, { name: member.name, email: member.email, role_id: to.id });
    const told = await socket.until('access.changed');
    const reopened = await userSocket(member.client.token);
    const after = await Promise.all([teamCounts(from.name), teamCounts(to.name)]);
    // Assess
    expect(moved.status).toBe(200);
    expect(before.map((c) => c.online)).toEqual([1, 0]);
    expect(after.map((c) => c.online)).toEqual([0, 1]);
    expect([await markedOnline(from.name), await markedOnline(to.name)]).toEqual([0, 1]);
    expect(told.map((h) => h.data)).toEqual([{ reason: 'role-changed' }]);
    await Promise.all([socket.close(), reopened.close()]);
  });

  it('drop a member whose last socket closed once the sweep passes the grace, as the online index does', async () => {
    // Prepare
    const { PresenceEntity } = await chatStore();
    const runJobs = await jobsFunction();
    const team = await dashboardTeam();
    const member = await team.member();
    const socket = await userSocket(member.client.token);
    const online = await teamCounts(team.name);
    // Act: the socket closes; once its 5 s of grace are set, they are made past rather than waited for
    await socket.close();
    await expect.poll(async () => (await PresenceEntity.get({ userId: member.id }).go()).data?.offlineAt).toBeTruthy();
    await PresenceEntity.patch({ userId: member.id })
      .set({ offlineAt: new Date(Date.now() - 1_000).toISOString() })
      .go();
    await runJobs();
    const afterSweep = await teamCounts(team.name);
    const available = (await call('GET', `/api/chat/guest/available-staff?staff_role=${encodeURIComponent(team.name)}`)).body.available_staff;
    // Assess
    expect(online.online).toBe(1);
    expect(afterSweep.online).toBe(0);
    expect(await markedOnline(team.name)).toBe(0);
    expect(available).toEqual([]);
  }, 30_000);
});
