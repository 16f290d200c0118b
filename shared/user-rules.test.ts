import { describe, expect, it } from 'vitest';
import { ROLE } from './permissions';
import { canManageUser, whyCannotDeleteRole, whyCannotDeleteUser, whyCannotGiveRole, whyCannotManageUser } from './user-rules';

const account = (id: string, ...roles: string[]) => ({ id, roles: roles.map((name) => ({ name })) });
const superadmin = account('s1', ROLE.superadmin);
const agent = account('a1', ROLE.agent);
// The first role is "the" role (spec §6): a Superadmin role held second does not protect the account.
const agentAlsoSuperadmin = account('a2', ROLE.agent, ROLE.superadmin);

describe('whyCannotManageUser', () => {
  it.each([ROLE.admin, 'Registrar', undefined])('keeps a Superadmin account from %s', (role) => {
    expect(whyCannotManageUser(role, superadmin)).toEqual({
      kind: 'forbidden',
      code: 'user.superadmin_protected',
      message: 'Only a Superadmin can manage Superadmin accounts.',
    });
    expect(canManageUser(role, superadmin)).toBe(false);
  });

  it('lets a Superadmin manage a Superadmin, and anyone manage an account whose role is not Superadmin', () => {
    expect(canManageUser(ROLE.superadmin, superadmin)).toBe(true);
    expect(canManageUser(ROLE.admin, agent)).toBe(true);
    expect(canManageUser(ROLE.admin, agentAlsoSuperadmin)).toBe(true);
  });
});

describe('whyCannotGiveRole', () => {
  it('keeps the Superadmin role for Superadmins to give', () => {
    expect(whyCannotGiveRole(ROLE.admin, ROLE.superadmin)?.message).toBe('Only a Superadmin can give the Superadmin role.');
    expect(whyCannotGiveRole(ROLE.superadmin, ROLE.superadmin)).toBeUndefined();
    expect(whyCannotGiveRole(ROLE.admin, ROLE.admin)).toBeUndefined();
  });
});

describe('whyCannotDeleteUser', () => {
  it("refuses one's own account as a conflict, whoever one is", () => {
    expect(whyCannotDeleteUser({ id: 's1', role: ROLE.superadmin }, superadmin)).toMatchObject({ kind: 'conflict', code: 'user.delete_self' });
    expect(whyCannotDeleteUser({ id: 'a1', role: ROLE.agent }, agent)).toMatchObject({ code: 'user.delete_self' });
  });

  it('refuses a Superadmin account to an Admin and allows other accounts', () => {
    expect(whyCannotDeleteUser({ id: 'x', role: ROLE.admin }, superadmin)).toMatchObject({ kind: 'forbidden' });
    expect(whyCannotDeleteUser({ id: 'x', role: ROLE.admin }, agent)).toBeUndefined();
    expect(whyCannotDeleteUser({ id: 'x', role: ROLE.superadmin }, superadmin)).toBeUndefined();
  });
});

describe('whyCannotDeleteRole', () => {
  it.each([
    [{ system: true, users_count: 0 }, 'role.system', 'Roles the portal ships with cannot be deleted.'],
    [{ system: false, users_count: 1 }, 'role.in_use', '1 user holds this role. Give them another role first.'],
    [{ system: false, users_count: 3 }, 'role.in_use', '3 users hold this role. Give them another role first.'],
  ])('refuses %j', (role, code, message) => {
    expect(whyCannotDeleteRole(role)).toEqual({ kind: 'conflict', code, message });
  });

  it('allows a custom role nobody holds', () => {
    expect(whyCannotDeleteRole({ system: false, users_count: 0 })).toBeUndefined();
  });
});
