// What accounts bring to the dashboard: users by role and in all (kept counts), the Superadmin's.
import { ROLE } from '@shared/permissions';
import type { DashboardView } from '@shared/schemas/dashboard';
import type { Counted } from '@functions/platform/list-counts';
import type { Role } from '@functions/platform/identity-records';
import { allRolesAsReadBy, type Caller } from '@functions/platform/session';
import { ALL_USERS, USERS_LIST, roleScope } from './user-store';

/**
 * The most roles the figure counts one by one. Its counts ride in the dashboard's one batch of kept counts beside the
 * other figures' (about 65), and a batch holds 100 keys, so however many roles a college makes, the dashboard reads
 * its counts in one call; past this many, the rest are one bar ("other roles"), and the roles page counts each.
 */
export const ROLES_COUNTED = 24;

/** The roles counted one by one: the shipped ones, then the newest made (those whose filling a Superadmin watches). */
export const rolesCounted = (roles: readonly Role[]): Role[] =>
  [...roles].sort((a, b) => Number(b.system) - Number(a.system) || b.createdAt.localeCompare(a.createdAt)).slice(0, ROLES_COUNTED);

/** Users by role (largest first; past `ROLES_COUNTED` roles, the rest together) and in all: the Superadmin's. */
export const userFigures = async (caller: Caller): Promise<Counted<DashboardView['users']> | undefined> => {
  if (caller.role !== ROLE.superadmin) return undefined;
  const roles = await allRolesAsReadBy(caller);
  const counted = rolesCounted(roles);
  const others = roles.length - counted.length;
  return {
    keys: [ALL_USERS, ...counted.map((r) => roleScope(r.id))].map((scope) => ({ list: USERS_LIST, scope })),
    build: (count) => {
      const total = count(USERS_LIST, ALL_USERS);
      const byRole = counted
        .map((r) => ({ role_id: r.id, role: r.name, count: count(USERS_LIST, roleScope(r.id)) }))
        .sort((a, b) => b.count - a.count);
      const shown = byRole.reduce((sum, r) => sum + r.count, 0);
      return { total, by_role: byRole, ...(others > 0 ? { other_roles: { roles: others, count: Math.max(0, total - shown) } } : {}) };
    },
  };
};
