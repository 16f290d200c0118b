// The roles domain (roles and their permissions) as the rest of the portal may use it: the shipped roles' ids, a role
// by id, and the demo seed's, the first Superadmin's and the migrations' writes. Only this domain writes roles; the
// session reads them on every request (platform/identity-records.ts).
import { RoleEntity, type Role } from '@functions/platform/identity-records';

export { roleSlug, SUPERADMIN_ROLE_ID, STUDENT_ROLE_ID, grantNewDefaults } from './system-roles';
export { createRole } from './role-admin';

/** The role of this id, if it exists (read strongly consistent: a script checks what it has just written). */
export const findRole = async (id: string): Promise<Role | undefined> => (await RoleEntity.get({ id }).go({ consistent: true })).data ?? undefined;
