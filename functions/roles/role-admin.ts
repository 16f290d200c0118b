// Roles and their permission lists, and the permission settings matrix (Superadmin only). Roles are a
// bounded list (a handful): read whole and paged in memory; their user counts are the kept counts of the
// users list's role partitions, not a read of every user.
import { PERMISSION_CATALOGUE, ROLE, isKnownPermission } from '@shared/permissions';
import {
  RoleFields,
  type PermissionSettingsView,
  type RoleBody,
  type RoleListQuery,
  type RoleUpdateBody,
  type RoleView,
} from '@shared/schemas/roles';
import type { Actor } from '@functions/platform/audit';
import { pluralWord } from '@shared/text';
import { whyCannotDeleteRole } from '@shared/user-rules';
import { ConflictError, NotFoundError, ValidationError, refusalError } from '@functions/platform/errors';
import { RoleEntity, type Role } from '@functions/platform/identity-records';
import { roleRecords } from './role-store';
import { allRoles, forgetRolesRevision } from '@functions/platform/session';
import { paginate } from '@functions/platform/list';
import { roleAccessChanged } from '@functions/platform/access-changes';
import { assertNotOvertaken, nextRevision, overtakenOrElse, stillAt } from '@functions/platform/record-revisions';
import { newId } from '@functions/platform/secrets';
import { assertUnused } from '@functions/platform/usages';
import { holdersPerRole } from './holder-counts';
import { withRetries, type Outcome } from '@functions/platform/transactions';

const nameKey = (name: string) => name.trim().toLowerCase();

/** Every role's view, with how many users have it as their role (the first). */
const roleViews = async (): Promise<RoleView[]> => {
  const roles = await allRoles();
  const counts = await holdersPerRole(roles.map((r) => r.id));
  return roles.map((r) => toView(r, counts.get(r.id) ?? 0));
};

const toView = (role: Role, usersCount: number): RoleView => ({
  id: role.id,
  ...RoleFields.view(role),
  permissions: [...role.permissions].sort(),
  system: role.system,
  users_count: usersCount,
  revision: role.revision,
});

const assertKnownPermissions = (permissions: string[]) => {
  const unknown = permissions.filter((p) => !isKnownPermission(p));
  if (unknown.length) throw new ValidationError({ permissions: [`Unknown ${pluralWord(unknown.length, 'permission')}: ${unknown.join(', ')}`] });
};

const nameTaken = () => new ValidationError({ name: ['A role with this name already exists.'] });

// Concurrent role edits retry with a random pause; a Superadmin clicking fast across a row of the permission
// settings makes a handful at once, so this many attempts always suffices in practice.
const ATTEMPTS = 10;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 45));

type RolesService = Parameters<Parameters<typeof roleRecords.transaction.write>[0]>[0];

/**
 * The transaction item that tells every function's cache of roles (session.ts) to read them again; this function
 * stops trusting the revision it read, so its own next requests see the change.
 */
const bumpRolesRevision = ({ rolesRevision }: RolesService) => {
  forgetRolesRevision();
  return rolesRevision.update({}).add({ revision: 1 }).set({ changedAt: new Date().toISOString() }).commit();
};

/** Writes a role transaction, again while it lost only a race (for the revision counter every role change moves). */
// The outcome is the one `write` answered, typed as ElectroDB types that transaction's.
const writeRoleChange = async <R extends Outcome>(write: () => Promise<R>): Promise<R> => (await withRetries(write, { attempts: ATTEMPTS })) as R;

const freshRole = async (id: string): Promise<Role | undefined> => (await RoleEntity.get({ id }).go({ consistent: true })).data ?? undefined;

export const getRole = async (id: string): Promise<Role> => {
  const { data } = await RoleEntity.get({ id }).go();
  if (!data) throw new NotFoundError('role.not_found', 'This role does not exist.');
  return data;
};

/** Id and name of every role, by name: what the user forms pick from. */
export const roleNames = async () => (await allRoles()).map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name));

export const listRoles = async (query: RoleListQuery) => {
  return paginate(await roleViews(), query, {
    searchIn: (r) => [r.name],
    sortKeys: { name: (r) => r.name.toLowerCase(), users_count: (r) => r.users_count },
  });
};

export const showRole = async (id: string): Promise<RoleView> => toView(await getRole(id), (await holdersPerRole([id])).get(id) ?? 0);

/** Creates a role with a unique name (case-insensitive) and known permissions. */
export const createRole = async (body: RoleBody, system = false, id = newId()): Promise<RoleView> => {
  assertKnownPermissions(body.permissions);
  const permissions = [...new Set(body.permissions)];
  const result = await writeRoleChange(() =>
    roleRecords.transaction
      .write((service) => [
        service.roleName.create({ nameKey: nameKey(body.name), roleId: id }).commit(),
        service.role.create({ id, ...RoleFields.record(body), permissions, system }).commit(),
        bumpRolesRevision(service),
      ])
      .go(),
  );
  if (result.canceled) throw nameTaken();
  return toView(await getRole(id), 0);
};

const assertEditable = (role: Role) => {
  if (role.name === ROLE.superadmin)
    throw new ConflictError('role.superadmin_fixed', 'Superadmin always holds every permission and cannot be changed.');
};

/** Renames (not a shipped role) and replaces the permission list. */
/** After a role's permissions changed: live on its members' pages at once (platform/access-changes.ts). */
const permissionsChanged = (role: Role, after: readonly string[]) => roleAccessChanged({ name: role.name, permissions: after }, role.permissions);

export const updateRole = async (id: string, { revision, ...body }: RoleUpdateBody, actor: Actor): Promise<RoleView> => {
  const role = await getRole(id);
  assertEditable(role);
  await assertNotOvertaken(revision, role, () => showRole(id));
  assertKnownPermissions(body.permissions);
  const name = body.name.trim();
  // The access rules match shipped roles by their exact name, so even a change of case is a rename.
  if (role.system && name !== role.name) throw new ConflictError('role.system_rename', 'Shipped roles cannot be renamed.');
  const renamed = nameKey(name) !== nameKey(role.name);
  const permissions = [...new Set(body.permissions)];
  const result = await writeRoleChange(() =>
    roleRecords.transaction
      .write((service) => [
        ...(renamed
          ? [
              service.roleName.create({ nameKey: nameKey(name), roleId: id }).commit(),
              service.roleName.delete({ nameKey: nameKey(role.name) }).commit(),
            ]
          : []),
        service.role
          .patch({ id })
          .set({ ...RoleFields.record(body), permissions, ...nextRevision(role, actor) })
          .remove(RoleFields.emptied(body))
          .where(stillAt(role))
          .commit(),
        bumpRolesRevision(service),
      ])
      .go(),
  );
  if (result.canceled) {
    await overtakenOrElse(
      role,
      () => freshRole(id),
      () => showRole(id),
      () => (renamed ? nameTaken() : new ConflictError('role.changed', 'Someone else changed this role at the same time. Reload and try again.')),
    );
  }
  await permissionsChanged({ ...role, name }, permissions);
  return showRole(id);
};

/** Deletes a role nobody holds; shipped roles stay. */
export const deleteRole = async (id: string): Promise<void> => {
  const role = await getRole(id);
  const refusal = whyCannotDeleteRole({ system: role.system, users_count: (await holdersPerRole([id])).get(id) ?? 0 });
  if (refusal) throw refusalError(refusal);
  await assertUnused('role', id, 'Give them another role first.');
  const result = await writeRoleChange(() =>
    roleRecords.transaction
      .write((service) => [
        service.role.delete({ id }).commit(),
        service.roleName.delete({ nameKey: nameKey(role.name) }).commit(),
        bumpRolesRevision(service),
      ])
      .go(),
  );
  if (result.canceled) throw new ConflictError('role.busy', 'This role is being changed by someone else right now. Try again.');
};

export const permissionSettings = async (): Promise<PermissionSettingsView> => {
  const roles = await roleViews();
  return {
    roles: roles.sort((a, b) => a.name.localeCompare(b.name)),
    catalogue: PERMISSION_CATALOGUE.map((g) => ({ area: g.area, permissions: [...g.permissions] })),
  };
};

/**
 * Grants or revokes one permission, conditional on the role's revision so concurrent edits never lose a cell
 * (each lost race reads the role again and retries; the last answer is a 409).
 */
export const setPermission = async (roleId: string, permission: string, granted: boolean, actor: Actor, attempts = ATTEMPTS): Promise<RoleView> => {
  if (!isKnownPermission(permission)) throw new ValidationError({ permission: [`Unknown permission: ${permission}`] });
  const role = await getRole(roleId);
  assertEditable(role);
  const permissions = granted ? [...new Set([...role.permissions, permission])] : role.permissions.filter((p) => p !== permission);
  const { canceled } = await roleRecords.transaction
    .write((service) => [
      service.role
        .patch({ id: roleId })
        .set({ permissions, ...nextRevision(role, actor) })
        .where(stillAt(role))
        .commit(),
      bumpRolesRevision(service),
    ])
    .go();
  if (canceled) {
    if (attempts <= 1) throw new ConflictError('role.busy', 'This role is being changed by someone else right now. Try again.');
    await pause();
    return setPermission(roleId, permission, granted, actor, attempts - 1);
  }
  await permissionsChanged(role, permissions);
  return showRole(roleId);
};
