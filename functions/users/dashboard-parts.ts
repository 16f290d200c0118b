// What accounts bring to the dashboard: users by role and in all (kept counts), the Superadmin's.
import { ROLE } from '@shared/permissions';
import type { DashboardView } from '@shared/schemas/dashboard';
import type { Counted } from '@functions/platform/list-counts';
import { allRolesAsReadBy, type Caller } from '@functions/platform/session';
import { ALL_USERS, USERS_LIST, roleScope } from './user-store';

/** Users by role (every role, largest first) and in all: the Superadmin's. Reads the roles first. */
export const userFigures = async (caller: Caller): Promise<Counted<DashboardView['users']> | undefined> => {
  if (caller.role !== ROLE.superadmin) return undefined;
  const roles = await allRolesAsReadBy(caller);
  return {
    keys: [ALL_USERS, ...roles.map((r) => roleScope(r.id))].map((scope) => ({ list: USERS_LIST, scope })),
    build: (count) => ({
      total: count(USERS_LIST, ALL_USERS),
      by_role: roles.map((r) => ({ role_id: r.id, role: r.name, count: count(USERS_LIST, roleScope(r.id)) })).sort((a, b) => b.count - a.count),
    }),
  };
};
