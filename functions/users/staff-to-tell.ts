// Whom to tell of work waiting: the staff who hold a permission, or the members of a team. Students, agents and
// Superadmins are left out (a Superadmin holds every permission; they would hear of everything).
import { ROLE } from '@shared/permissions';
import { allRoles } from '@functions/platform/session';
import { usersOfRoles } from './user-store';

// Enough to reach a whole team; a notification per member rides in the audit's transaction.
export const MAX_NOTIFIED_STAFF = 40;

const NOT_STAFF: readonly string[] = [ROLE.student, ROLE.agent, ROLE.superadmin];

export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

const membersOf = async (roleIds: string[]): Promise<StaffMember[]> =>
  (await usersOfRoles(roleIds, MAX_NOTIFIED_STAFF)).map((u) => ({ id: u.id, name: u.name, email: u.email }));

/** Members of the staff roles holding any of these permissions. */
export const staffHolding = async (permissions: readonly string[]): Promise<StaffMember[]> => {
  const roles = (await allRoles()).filter((r) => !NOT_STAFF.includes(r.name) && permissions.some((p) => r.permissions.includes(p)));
  return membersOf(roles.map((r) => r.id));
};

/** Members of the team (staff role) of this name. */
export const staffOfTeam = async (roleName: string): Promise<StaffMember[]> => {
  const role = (await allRoles()).find((r) => r.name === roleName && !NOT_STAFF.includes(r.name));
  return role ? membersOf([role.id]) : [];
};
