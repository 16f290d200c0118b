// The jobs' count of tickets past a service target (functions/tickets/sla-breaches.ts), on a table of its own so that
// the clock is the test's and no other file's tickets come due: each ticket is counted once, when its next target
// passes, from the index of those coming due; the tickets still in time cost the run nothing; a write of the ticket
// (closing, reopening, deleting) moves the counts as it happens.
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ensureTable } from '@infra/local/dynamodb-local';

const env = inject('cloudEnv');
const HOUR = 3600_000;

/** The tickets' store and the jobs' count on a new, empty table (the modules read the table name once, at import). */
const freshStore = async () => {
  vi.resetModules();
  const tableName = `sla-breaches-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  Object.assign(process.env, env, { TABLE_NAME: tableName });
  await ensureTable(env.DYNAMODB_ENDPOINT!, tableName);
  const [tickets, breaches, standing, storeCalls] = await Promise.all([
    import('@functions/tickets/ticket-store'),
    import('@functions/tickets/sla-breaches'),
    import('@functions/tickets/sla-standing'),
    import('@functions/platform/store-calls'),
  ]);
  return { tickets, breaches, standing, storeCalls };
};

let store: Awaited<ReturnType<typeof freshStore>>;
let start: number;
beforeEach(async () => {
  store = await freshStore();
  start = Date.now();
});

const hoursOn = (hours: number) => new Date(start + hours * HOUR);

/** Raises an open Student Support ticket whose targets fall these many hours from the test's start. */
const raise = (id: string, targets: { firstResponse: number; resolution: number }) =>
  store.tickets.createTicket(
    {
      id,
      subject: `Invoice question ${id}`,
      categoryId: 'category-fees',
      categoryName: 'Fees',
      departmentRoleId: 'role-support',
      priority: 'normal',
      status: 'open',
      requesterId: 'user-ann',
      requesterName: 'Ann Lee',
      requesterEmail: 'ann@example.com',
      assigneeIds: [],
      assignees: [],
      firstResponseDueAt: hoursOn(targets.firstResponse).toISOString(),
      resolutionDueAt: hoursOn(targets.resolution).toISOString(),
    },
    {
      ticketId: id,
      id: `${id}-first`,
      authorId: 'user-ann',
      authorName: 'Ann Lee',
      staff: false,
      body: 'Which amount is right?',
      internal: false,
      attachmentIds: [],
    },
  );

/** The jobs' count, run as if it were this many hours after the test's start. */
const runJobsAt = (hours: number) => store.breaches.countSlaBreaches(hoursOn(hours));

const breachedOpen = async () => [
  await store.tickets.countTickets(store.standing.breachedScope('open', 'role-support')),
  await store.tickets.countTickets(store.standing.breachedScope('open')),
];

const storeCallsOf = async (run: () => Promise<unknown>): Promise<number> => {
  const counter = store.storeCalls.startCountingStoreCalls();
  await run();
  return counter.calls;
};

describe('the jobs’ count of tickets past a target', () => {
  it('counts each ticket once, in the run after its next target passes, however often the jobs run', async () => {
    // Prepare
    await raise('ticket-a', { firstResponse: 1, resolution: 8 });
    await raise('ticket-b', { firstResponse: 3, resolution: 8 });
    // Act
    const runs: { counted: number; breached: number[] }[] = [];
    for (const hours of [0, 2, 2, 4, 9]) runs.push({ counted: await runJobsAt(hours), breached: await breachedOpen() });
    // Assess
    expect(runs).toEqual([
      { counted: 0, breached: [0, 0] },
      { counted: 1, breached: [1, 1] },
      { counted: 0, breached: [1, 1] },
      { counted: 1, breached: [2, 2] },
      { counted: 0, breached: [2, 2] },
    ]);
  });

  it('costs one Query per open status whether one ticket or twenty are in time, and one write more per ticket come due', async () => {
    // Prepare
    await raise('ticket-1', { firstResponse: 1, resolution: 8 });
    const withOne = await storeCallsOf(() => runJobsAt(0));
    for (let i = 2; i <= 20; i++) await raise(`ticket-${i}`, { firstResponse: 5, resolution: 8 });
    // Act
    const withTwenty = await storeCallsOf(() => runJobsAt(0));
    const withOneDue = await storeCallsOf(() => runJobsAt(2));
    // Assess: the open and the assigned tickets' partitions of the due index
    expect([withOne, withTwenty, withOneDue]).toEqual([2, 2, 3]);
  });

  it('takes a counted ticket out of the counts when it is closed or deleted, and counts it again when reopened past its target', async () => {
    // Prepare: tickets whose first response was due an hour before they were raised
    await raise('ticket-closed', { firstResponse: -1, resolution: 8 });
    const deleted = await raise('ticket-deleted', { firstResponse: -1, resolution: 8 });
    const raised = await breachedOpen();
    // Act
    const closing = { change: { status: 'closed' as const, closedAt: new Date().toISOString(), resolvedLate: false } };
    await store.tickets.changeTicket('ticket-closed', () => closing);
    const afterClosing = await breachedOpen();
    await store.tickets.changeTicket('ticket-closed', () => ({ change: { status: 'open', remove: ['closedAt'] } }));
    const afterReopening = await breachedOpen();
    await store.tickets.deleteTicket((await store.tickets.getTicket(deleted.id))!);
    const afterDeleting = await breachedOpen();
    const counted = await runJobsAt(0);
    // Assess
    expect([raised, afterClosing, afterReopening, afterDeleting]).toEqual([
      [2, 2],
      [1, 1],
      [2, 2],
      [1, 1],
    ]);
    expect(counted).toBe(0);
  });
});
