import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  FORM_PERMISSIONS,
  PERMISSION_CATALOGUE,
  ROLE,
  hasPermission,
  isAdminRole,
  isAllowed,
  isKnownPermission,
  primaryRole,
  type AccessRule,
} from './permissions';

describe('the permission catalogue', () => {
  it('names each permission once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it('describes every permission', () => {
    const undescribed = PERMISSION_CATALOGUE.flatMap((g) => g.permissions).filter((p) => !p.description.trim());
    expect(undescribed).toEqual([]);
  });

  it.each([
    'menu-user',
    'list-user',
    'show-user',
    'update-user',
    'menu-course',
    'list-course',
    'create-course',
    'update-course',
    'menu-chat',
    'menu-short-course',
    'list-short-course',
    'list-short-course-book',
    'menu-short-course-order',
    'list-short-course-order',
    'show-short-course-order',
    'download-short-course-order-pdf',
    'list-transfer-form',
    'view-dashboard',
    ...FORM_PERMISSIONS.map((f) => f.permission),
  ])('holds the spec §6 permission %s', (name) => {
    expect(isKnownPermission(name)).toBe(true);
  });

  it('names the internal-transfer list permission list-transfer-form, as the spec does', () => {
    expect(isKnownPermission('list-internal-transfer-form')).toBe(false);
  });

  it.each(['', 'launch-rockets', 'LIST-USER', ' list-user'])('does not know %j', (name) => {
    expect(isKnownPermission(name)).toBe(false);
  });
});

describe('the default role permissions', () => {
  it('has an entry for every shipped role', () => {
    expect(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort()).toEqual(Object.values(ROLE).sort());
  });

  it.each(Object.entries(DEFAULT_ROLE_PERMISSIONS))('gives %s only permissions of the catalogue, each once', (_, permissions) => {
    expect(permissions.filter((p) => !isKnownPermission(p))).toEqual([]);
    expect(new Set(permissions).size).toBe(permissions.length);
  });

  it('gives Superadmin every permission', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS[ROLE.superadmin]!].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('keeps the trainer-only permission away from Admin', () => {
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE.admin]).not.toContain('update-trainer-profile');
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE.trainer]).toContain('update-trainer-profile');
  });

  it.each([ROLE.trainer, ROLE.studentSupport, ROLE.admissions])('lets %s land on the dashboard through view-dashboard', (role) => {
    expect(DEFAULT_ROLE_PERMISSIONS[role]).toContain('view-dashboard');
  });

  it('lets Students browse courses from the menu without listing the whole catalogue or its fees', () => {
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE.student]).toContain('menu-course');
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE.student]).not.toContain('list-course');
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE.student]).not.toContain('show-course');
  });

  it('does not let Students fill in student-intervention forms', () => {
    expect(DEFAULT_ROLE_PERMISSIONS[ROLE.student]).not.toContain('student-intervention-form');
  });
});

describe('primaryRole', () => {
  it('is the first role of the user (spec §6)', () => {
    expect(primaryRole([{ name: ROLE.trainer }, { name: ROLE.admin }])).toBe(ROLE.trainer);
  });

  it('is undefined for a user without roles', () => {
    expect(primaryRole([])).toBeUndefined();
  });
});

describe('isAdminRole', () => {
  it.each([
    [ROLE.superadmin, true],
    [ROLE.admin, true],
    [ROLE.agent, false],
    [ROLE.studentSupport, false],
    ['admin', false],
    [undefined, false],
  ])('counts %s as admin: %s', (role, expected) => {
    expect(isAdminRole(role)).toBe(expected);
  });
});

describe('hasPermission', () => {
  it('is true for Superadmin whatever the list holds', () => {
    expect(hasPermission(ROLE.superadmin, [], 'delete-user')).toBe(true);
  });

  it.each([
    [ROLE.admin, ['list-user'], 'list-user', true],
    [ROLE.admin, ['list-user'], 'delete-user', false],
    [ROLE.agent, [], 'menu-chat', false],
    [undefined, ['list-user'], 'list-user', true],
  ] as const)('for %s holding %j asks about %s: %s', (role, permissions, name, expected) => {
    expect(hasPermission(role, permissions, name)).toBe(expected);
  });
});

describe('isAllowed', () => {
  const byRole = { roles: [ROLE.agent] };
  const byPermission: AccessRule = { permissions: ['list-user', 'update-ticket'] };
  const byEither: AccessRule = { roles: [ROLE.agent], permissions: ['list-user'] };

  it.each([
    ['an open rule', {}, ROLE.student, [], true],
    ['an open rule without a role', {}, undefined, [], false],
    ['a role rule for that role', byRole, ROLE.agent, [], true],
    ['a role rule for another role', byRole, ROLE.student, ['list-user'], false],
    ['a permission rule with one of its permissions', byPermission, ROLE.studentSupport, ['update-ticket'], true],
    ['a permission rule without any of them', byPermission, ROLE.studentSupport, ['menu-user'], false],
    ['a role-or-permission rule by permission', byEither, ROLE.admissions, ['list-user'], true],
    ['a role-or-permission rule by role', byEither, ROLE.agent, [], true],
    ['any rule for Superadmin with no list', byPermission, ROLE.superadmin, [], true],
    ['any rule for a role-less caller with the permission', byPermission, undefined, ['list-user'], false],
  ])('decides %s', (_, rule, role, permissions, expected) => {
    expect(isAllowed(rule, role, permissions)).toBe(expected);
  });
});
