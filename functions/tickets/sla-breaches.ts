// How many open tickets are past a service target, for the dashboards. Lateness comes with time, not with a write,
// so no writer can move a count as it happens: the jobs function counts the open tickets (never the closed ones,
// which are most) once a minute and keeps the figures beside the tickets list's other counts.
import { TICKET_STATUSES, type TicketStatus } from '@shared/schemas/tickets';
import { setCounts } from '@functions/platform/list-counts';
import { allRoles } from '@functions/platform/session';
import { TICKETS_LIST, TicketEntity } from './ticket-store';

/** The statuses of a ticket still being worked on. */
export const OPEN_STATUSES = TICKET_STATUSES.filter((s): s is Exclude<TicketStatus, 'closed'> => s !== 'closed');

/** Every department's breached tickets in one status, or one department's. */
export const breachedScope = (status: TicketStatus, departmentRoleId?: string) =>
  departmentRoleId ? `sla-breached:${departmentRoleId}:${status}` : `sla-breached:${status}`;

/** Open tickets of one department and status past a target: answered late, or a target passed unmet. */
const breachedIn = async (departmentRoleId: string, status: TicketStatus, now: string): Promise<number> => {
  const { data } = await TicketEntity.query
    .byDepartmentStatus({ departmentRoleId, status })
    .where(
      (a, { eq, lt, notExists }) =>
        `${eq(a.firstResponseLate, true)} OR (${notExists(a.firstResponseAt)} AND ${lt(a.firstResponseDueAt, now)}) OR ${lt(a.resolutionDueAt, now)}`,
    )
    .go({ pages: 'all', attributes: ['id'] });
  return data.length;
};

/** Counts the breached open tickets by status, per department and in all; keeps the figures and answers the total. */
export const countSlaBreaches = async (now = new Date()): Promise<number> => {
  const departments = (await allRoles()).map((r) => r.id);
  const at = now.toISOString();
  const counts = new Map<string, number>();
  let total = 0;
  for (const status of OPEN_STATUSES) {
    const perDepartment = await Promise.all(departments.map((d) => breachedIn(d, status, at)));
    departments.forEach((d, i) => counts.set(breachedScope(status, d), perDepartment[i]!));
    const all = perDepartment.reduce((sum, n) => sum + n, 0);
    counts.set(breachedScope(status), all);
    total += all;
  }
  await setCounts(TICKETS_LIST, counts);
  return total;
};
