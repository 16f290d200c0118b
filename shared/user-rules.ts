// Whose account a user may manage and which roles they may give (spec §6 leaves it to us; docs/decisions.md,
// "Users and roles"). functions/users enforces these rules and the users screens offer only what they allow.
import { ROLE, primaryRole } from './permissions';
import type { Refusal } from './refusal';
import type { RoleView } from './schemas/roles';
import { plural } from './text';

/** An account as far as the rules care: who it is and its roles, the first being "the" role. */
export interface ManagedAccount {
  id: string;
  roles: readonly { name: string }[];
}

/** The signed-in user acting: their id and their role. */
export interface Actor {
  id: string | undefined;
  role: string | undefined;
}

const SUPERADMIN_ACCOUNT: Refusal = {
  kind: 'forbidden',
  code: 'user.superadmin_protected',
  message: 'Only a Superadmin can manage Superadmin accounts.',
};

const SUPERADMIN_ROLE: Refusal = {
  kind: 'forbidden',
  code: 'user.superadmin_protected',
  message: 'Only a Superadmin can give the Superadmin role.',
};

const OWN_ACCOUNT: Refusal = { kind: 'conflict', code: 'user.delete_self', message: 'You cannot delete your own account.' };

/** Why the actor may not edit, verify or unverify, set the password of or delete this account; undefined when they may. */
export const whyCannotManageUser = (actorRole: string | undefined, target: Pick<ManagedAccount, 'roles'>): Refusal | undefined =>
  actorRole !== ROLE.superadmin && primaryRole(target.roles) === ROLE.superadmin ? SUPERADMIN_ACCOUNT : undefined;

/** True when the actor may edit, verify, set the password of and (unless it is their own) delete this account. */
export const canManageUser = (actorRole: string | undefined, target: Pick<ManagedAccount, 'roles'>): boolean =>
  !whyCannotManageUser(actorRole, target);

/** Why the actor may not give this role to anyone (creating or editing a user); undefined when they may. */
export const whyCannotGiveRole = (actorRole: string | undefined, roleName: string): Refusal | undefined =>
  actorRole !== ROLE.superadmin && roleName === ROLE.superadmin ? SUPERADMIN_ROLE : undefined;

/** Why the actor may not delete this account: it is their own (they would be signed out mid-task), or not theirs to manage. */
export const whyCannotDeleteUser = (actor: Actor, target: ManagedAccount): Refusal | undefined =>
  actor.id !== undefined && actor.id === target.id ? OWN_ACCOUNT : whyCannotManageUser(actor.role, target);

const OWN_ACCOUNT_DEACTIVATED: Refusal = { kind: 'conflict', code: 'user.deactivate_self', message: 'You cannot deactivate your own account.' };

/** Why the actor may not deactivate (or reactivate) this account: as for a deletion. */
export const whyCannotDeactivateUser = (actor: Actor, target: ManagedAccount): Refusal | undefined =>
  actor.id !== undefined && actor.id === target.id ? OWN_ACCOUNT_DEACTIVATED : whyCannotManageUser(actor.role, target);

/** Why a role cannot be deleted: the portal ships it, or someone holds it. Undefined when it can. */
export const whyCannotDeleteRole = (role: Pick<RoleView, 'system' | 'users_count'>): Refusal | undefined => {
  if (role.system) return { kind: 'conflict', code: 'role.system', message: 'Roles the portal ships with cannot be deleted.' };
  if (role.users_count > 0) {
    return {
      kind: 'conflict',
      code: 'role.in_use',
      message: `${plural(role.users_count, 'user holds', 'users hold')} this role. Give them another role first.`,
    };
  }
  return undefined;
};
