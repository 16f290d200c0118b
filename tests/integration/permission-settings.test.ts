// Permission settings (issue 2 §5): the roles × permissions matrix a Superadmin edits, and a change that
// reaches signed-in users at once. The grants go to a throwaway role, never a shipped one: other test
// files run at the same time with the shipped roles' permissions.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, ROLE } from '@shared/permissions';
import type { Client } from '../support/api';
import { asSuperadmin, fieldsOf, newRole, signedInPerson } from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const setCell = (roleId: string, permission: string, granted: boolean) =>
  superadmin.put('/api/permission-settings', { role_id: roleId, permission, granted });

const permissionsOf = async (client: Client): Promise<string[]> => (await client.post('/api/get-user')).body.permissions;

describe('GET /api/permission-settings', () => {
  it('answers every role with its permissions and the catalogue grouped by area', async () => {
    // Prepare
    const role = await newRole(['menu-chat']);
    // Act
    const res = await superadmin.get('/api/permission-settings');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data.catalogue).toEqual(PERMISSION_CATALOGUE);
    expect(res.body.data.roles).toContainEqual({
      id: role.id,
      name: role.name,
      permissions: ['menu-chat'],
      system: false,
      users_count: 0,
      revision: 0,
    });
    const names: string[] = res.body.data.roles.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(ROLE)));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('PUT /api/permission-settings', () => {
  it('grants a permission that the role’s signed-in users hold at once, and revoking it takes it away at once', async () => {
    // Prepare
    const role = await newRole(['view-dashboard']);
    const { client } = await signedInPerson({ roleId: role.id });
    expect((await client.get('/api/users')).status).toBe(403);
    // Act
    const granted = await setCell(role.id, 'list-user', true);
    const permissionsWhileGranted = await permissionsOf(client);
    const listWhileGranted = await client.get('/api/users');
    const revoked = await setCell(role.id, 'list-user', false);
    // Assess
    expect(granted.status).toBe(200);
    expect(granted.body.data.permissions).toEqual(['list-user', 'view-dashboard']);
    expect(permissionsWhileGranted).toContain('list-user');
    expect(listWhileGranted.status).toBe(200);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.permissions).toEqual(['view-dashboard']);
    expect(await permissionsOf(client)).not.toContain('list-user');
    expect((await client.get('/api/users')).status).toBe(403);
  });

  it('treats granting a permission twice as one grant', async () => {
    // Prepare
    const role = await newRole();
    await setCell(role.id, 'menu-chat', true);
    // Act
    const res = await setCell(role.id, 'menu-chat', true);
    // Assess
    expect(res.body.data.permissions).toEqual(['menu-chat']);
  });

  it('keeps every cell when ten are changed at the same time', async () => {
    // Prepare
    const role = await newRole();
    const permissions = [
      'menu-user',
      'list-user',
      'show-user',
      'menu-course',
      'list-course',
      'show-course',
      'menu-chat',
      'list-ticket',
      'create-ticket',
      'show-ticket',
    ];
    // Act
    const results = await Promise.all(permissions.map((p) => setCell(role.id, p, true)));
    // Assess
    expect(results.map((r) => r.status)).toEqual(permissions.map(() => 200));
    expect((await superadmin.get(`/api/roles/${role.id}`)).body.data.permissions).toEqual([...permissions].sort());
  });

  it('refuses an unknown permission with 422 naming permission', async () => {
    // Prepare
    const role = await newRole();
    // Act
    const res = await setCell(role.id, 'launch-rockets', true);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['permission']);
  });

  it('refuses to change Superadmin with 409', async () => {
    // Act
    const res = await setCell('superadmin', 'menu-chat', false);
    // Assess
    expect(res.status).toBe(409);
    expect((await superadmin.get('/api/roles/superadmin')).body.data.permissions).toContain('menu-chat');
  });

  it('answers 404 for an unknown role', async () => {
    // Act
    const res = await setCell('no-such-role', 'menu-chat', true);
    // Assess
    expect(res.status).toBe(404);
  });

  it.each([
    ['no role', { permission: 'menu-chat', granted: true }, ['role_id']],
    ['granted that is not a boolean', { role_id: 'agent', permission: 'menu-chat', granted: 'yes' }, ['granted']],
  ])('refuses %s with 422 naming the field', async (_, body, fields) => {
    // Act
    const res = await superadmin.put('/api/permission-settings', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(fields);
  });
});
