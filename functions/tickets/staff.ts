// The help desk's people: the staff a ticket can be assigned to (the assign picker and the list's
// bulk assign), and how satisfied requesters were with each of them and with each category.
import { ROLE } from '@shared/permissions';
import type { RatingSummaryView, TicketStaffQuery, TicketStaffView } from '@shared/schemas/tickets';
import type { Role } from '@functions/platform/identity-records';
import { usersOfRole } from '@functions/users/users';
import { allRolesAsReadBy, type Caller } from '@functions/platform/session';
import * as Store from './ticket-store';

/** The most people the picker offers at once: a college's help desk, not its whole staff list. */
const MAX_STAFF = 200;

/** Roles whose members answer tickets: those holding update-ticket, and Superadmin (who holds everything). */
const answeringRoles = (roles: Role[]) => roles.filter((r) => r.name === ROLE.superadmin || r.permissions.includes('update-ticket'));

/**
 * `GET /api/ticket-staff`: who answers tickets (by their first role, "the" role of spec §6), optionally of one
 * department and matching a search, by name.
 */
export const listTicketStaff = async (caller: Caller, query: TicketStaffQuery): Promise<TicketStaffView[]> => {
  const roles = await allRolesAsReadBy(caller);
  const byId = new Map(roles.map((r) => [r.id, r]));
  const departments = (ids: string[]) => ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id)!.name }] : []));
  const search = query.search?.toLowerCase();
  const people = (await Promise.all(answeringRoles(roles).map((role) => usersOfRole(role.id)))).flat();
  return people
    .filter((u) => !query.department_role_id || u.roleIds.includes(query.department_role_id))
    .filter((u) => !search || `${u.name}\n${u.email}`.toLowerCase().includes(search))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, MAX_STAFF)
    .map((u) => ({ id: u.id, name: u.name, email: u.email, departments: departments(u.roleIds) }));
};

const average = (tally: Store.RatingTally) => Math.round((tally.total / tally.count) * 10) / 10;

const toTallyView = (tally: Store.RatingTally) => ({ id: tally.subjectId, name: tally.name, count: tally.count, average: average(tally) });

/** `GET /api/ticket-ratings`: satisfaction per category and per staff member, best first. */
export const ratingSummary = async (): Promise<RatingSummaryView> => {
  const [categories, staff] = await Promise.all([Store.talliesOf('category'), Store.talliesOf('staff')]);
  const view = (tallies: Store.RatingTally[]) =>
    tallies
      .filter((t) => t.count > 0)
      .map(toTallyView)
      .sort((a, b) => b.average - a.average || b.count - a.count || a.name.localeCompare(b.name));
  return { categories: view(categories), staff: view(staff) };
};
