// The ids of the shipped roles: stable slugs, so code and seed data can name them.
import { DEFAULT_ROLE_PERMISSIONS, ROLE, type Permission } from '@shared/permissions';
import { RoleEntity } from '@functions/platform/identity-records';

/** `Student Support` → `student-support`. */
export const roleSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const SUPERADMIN_ROLE_ID = roleSlug(ROLE.superadmin);
export const STUDENT_ROLE_ID = roleSlug(ROLE.student);

/**
 * Grants the shipped roles those of `names` their defaults hold but they lack: a permission added to the
 * catalogue after a store was created (a kept store's roles keep only what they were given). A migration runs it
 * once per store; a Superadmin's later edits stand, since it never runs again.
 */
export const grantNewDefaults = async (names: readonly Permission[]): Promise<number> => {
  let changed = 0;
  for (const [roleName, defaults] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
    const { data: role } = await RoleEntity.get({ id: roleSlug(roleName) }).go({ consistent: true });
    const missing = names.filter((n) => defaults.includes(n) && !role?.permissions.includes(n));
    if (!role || missing.length === 0) continue;
    await RoleEntity.patch({ id: role.id })
      .set({ permissions: [...role.permissions, ...missing], revision: role.revision + 1 })
      .where((a, { eq }) => eq(a.revision, role.revision))
      .go();
    changed++;
  }
  return changed;
};
