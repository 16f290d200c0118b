// The roles the portal ships with and the spec §6 access rules, as the screens, the routes and the session read them:
// apart from the permission catalogue (permissions.ts), so a public page loads the rules without it.
import type { Permission } from './permissions';

/** The roles the portal ships with. Admins may add more; these names are the ones the rules know. */
export const ROLE = {
  superadmin: 'Superadmin',
  admin: 'Admin',
  agent: 'Agent',
  student: 'Student',
  trainer: 'Trainer',
  studentSupport: 'Student Support',
  admissions: 'Admissions',
} as const;

export type RoleName = string;

/** Staff roles double as chat departments (spec §6: a chat request names a staff role). */
export const STAFF_ROLES: readonly string[] = [ROLE.studentSupport, ROLE.admissions];

/** Spec §6: the role is the first role of the user. */
export const primaryRole = (roles: readonly { name: string }[]): string | undefined => roles[0]?.name;

/** Spec §6: Superadmin and Admin count as admin. */
export const isAdminRole = (role: string | undefined): boolean => role === ROLE.superadmin || role === ROLE.admin;

/** Spec §6: Superadmin holds every permission; anyone else holds what their list contains. */
export const hasPermission = (role: string | undefined, permissions: readonly string[], name: Permission): boolean =>
  role === ROLE.superadmin || permissions.includes(name);

export interface AccessRule {
  /** Roles admitted whatever their permissions. */
  roles?: readonly string[];
  /** Permissions any one of which admits the caller. */
  permissions?: readonly Permission[];
}

/**
 * Spec §6: available when the role is in the rule's roles OR one of its permissions is held.
 * A rule with neither list admits every signed-in user.
 */
export const isAllowed = (rule: AccessRule, role: string | undefined, permissions: readonly string[]): boolean => {
  if (!role) return false;
  const roles = rule.roles ?? [];
  const perms = rule.permissions ?? [];
  if (roles.length === 0 && perms.length === 0) return true;
  if (role === ROLE.superadmin) return true;
  return roles.includes(role) || perms.some((p) => permissions.includes(p));
};
