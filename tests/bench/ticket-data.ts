// A generated help desk for the bench: 5,000 tickets at 1x (scale.ts) over the demo categories (so over their
// departments), in every status, raised over the year by the generated students (people-data.ts), those taken
// assigned to the demo Student Support desk with its copies ("assigned to me"); deterministic (seeded), written in
// batches.
import { sampleOwnerOf, sampleStudent, unsampledPeople } from './people-data';
import { ROLE } from '@shared/permissions';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { scaled } from './scale';
import { putAll, random } from './seeded';

export const BENCH_TICKETS = scaled(5_000);
/** The sample student's tickets (people-data.ts), one in each of these statuses, at every size of college. */
const SAMPLE_TICKETS = ['open', 'assigned', 'closed'] as const;

const SUBJECTS = ['Invoice question', 'Timetable clash', 'Cannot sign in', 'Change of intake', 'Refund request', 'Certificate reprint'];

/** Writes the tickets with a first message each; answers the sample student's open one, for the single-ticket read. */
export const generateTickets = async (): Promise<{ id: string; requesterEmail: string }> => {
  const Store = await import('@functions/tickets/ticket-store');
  const { TicketEntity, TicketMessageEntity, searchTextOf } = Store;
  const { setCounts } = await import('@functions/platform/list-counts');
  const { allCategories } = await import('@functions/tickets/category-store');
  const { breachedCounts, nextDueAtOf } = await import('@functions/tickets/sla-standing');
  const { findByEmail } = await import('@functions/users/accounts');
  const desk = (await findByEmail(DEMO_ACCOUNTS.find((a) => a.role === ROLE.studentSupport)!.email))!;
  const now = new Date().toISOString();
  const categories = await allCategories();
  const students = unsampledPeople().filter((p) => !p.agent);
  const next = random(2027);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.parse('2026-01-01T00:00:00Z');
  const tickets = Array.from({ length: BENCH_TICKETS }, (_, i) => {
    const category = pick(categories);
    const createdAt = new Date(start + i * 90_000).toISOString();
    const sample = sampleOwnerOf(i, BENCH_TICKETS, SAMPLE_TICKETS.length, [sampleStudent()]);
    const status = sample ? SAMPLE_TICKETS[sample.k]! : pick(['open', 'open', 'assigned', 'closed', 'closed'] as const);
    const requester = sample?.person ?? students[Math.floor(next() * students.length)]!;
    const ticket = {
      id: `benchticket${i.toString(36).padStart(5, '0')}`,
      subject: `${pick(SUBJECTS)} ${i}`,
      categoryId: category.id,
      categoryName: category.name,
      departmentRoleId: category.departmentRoleId,
      priority: pick(['low', 'normal', 'normal', 'high', 'urgent'] as const),
      status,
      requesterId: requester.id,
      requesterName: requester.name,
      requesterEmail: requester.email,
      assigneeIds: status === 'open' ? [] : [desk.id],
      assignees: status === 'open' ? [] : [{ id: desk.id, name: desk.name }],
      firstResponseDueAt: new Date(Date.parse(createdAt) + 8 * 3_600_000).toISOString(),
      resolutionDueAt: new Date(Date.parse(createdAt) + 40 * 3_600_000).toISOString(),
      ...(status === 'closed' ? { closedAt: new Date(Date.parse(createdAt) + 20 * 3_600_000).toISOString() } : {}),
      firstResponseLate: false,
      resolvedLate: false,
      revision: 1,
      createdAt,
      updatedAt: createdAt,
    };
    return { ...ticket, searchText: searchTextOf(ticket), nextDueAt: nextDueAtOf(ticket, now) };
  });
  await putAll(TicketEntity, tickets);
  await putAll(
    TicketMessageEntity,
    tickets.map((t) => ({
      ticketId: t.id,
      id: `${t.id}m`,
      authorId: t.requesterId,
      authorName: t.requesterName,
      staff: false,
      body: 'Please help.',
    })),
  );
  // The assignee's copies, as every assignment writes them (the due index is the ticket's own).
  const copies = tickets.flatMap(({ nextDueAt: _due, ...ticket }) => ticket.assigneeIds.map((assigneeId) => ({ ...ticket, assigneeId })));
  await putAll(Store.AssignedTicketEntity, copies);
  // The list's kept counts, set once as the migrations set them.
  const counts = breachedCounts(tickets);
  counts.set(Store.assigneeScope(desk.id), (await Store.countTickets(Store.assigneeScope(desk.id))) + copies.length);
  for (const t of tickets) {
    for (const scope of [
      Store.ALL_TICKETS,
      Store.statusScope(t.status),
      Store.departmentScope(t.departmentRoleId),
      Store.departmentStatusScope(t.departmentRoleId, t.status),
    ])
      counts.set(scope, (counts.get(scope) ?? 0) + 1);
  }
  await setCounts(Store.TICKETS_LIST, counts);
  return tickets[0]!;
};
