// Roles (issue 2 §5): the list the user forms pick from, the roles screens, and the rules that keep the
// shipped roles' names (the access rules know them) and Superadmin's all-permissions fixed.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, newPerson, newRole, shippedRoleId, signedInPerson, uniqueTag } from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const roleName = () => `Test Role ${uniqueTag()}`;

describe('GET /api/roles/list', () => {
  it('answers every role’s id and name, by name, to staff who manage users', async () => {
    // Prepare
    const custom = await newRole();
    const admin = await signInAs(ROLE.admin);
    // Act
    const res = await admin.get('/api/roles/list');
    // Assess
    expect(res.status).toBe(200);
    const roles: { id: string; name: string }[] = res.body.data;
    expect(roles).toEqual(
      expect.arrayContaining([
        { id: 'student', name: ROLE.student },
        { id: custom.id, name: custom.name },
      ]),
    );
    expect(roles.map((r) => r.name)).toEqual(roles.map((r) => r.name).sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(roles[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('GET /api/roles', () => {
  it('lists roles with their permissions and how many users hold each', async () => {
    // Prepare
    const role = await newRole(['list-course', 'menu-course']);
    await newPerson({ roleId: role.id });
    await newPerson({ roleId: role.id });
    // Act
    const res = await superadmin.get(`/api/roles?search=${encodeURIComponent(role.name)}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [{ id: role.id, name: role.name, permissions: ['list-course', 'menu-course'], system: false, users_count: 2, revision: 0 }],
      meta: { page: 1, pagination: 15, total: 1 },
    });
  });

  it('shows the shipped roles as system roles', async () => {
    // Act
    const res = await superadmin.get('/api/roles?pagination=1000');
    // Assess
    const shipped = res.body.data.filter((r: { system: boolean }) => r.system).map((r: { name: string }) => r.name);
    expect(shipped.sort()).toEqual(Object.values(ROLE).sort());
  });
});

describe('POST /api/roles', () => {
  it('creates a role with known permissions, each once', async () => {
    // Prepare
    const name = roleName();
    // Act
    const res = await superadmin.post('/api/roles', { name: `  ${name} `, permissions: ['show-user', 'list-user', 'list-user'] });
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name,
      permissions: ['list-user', 'show-user'],
      system: false,
      users_count: 0,
      revision: 0,
    });
    expect((await superadmin.get(`/api/roles/${res.body.data.id}`)).body.data.name).toBe(name);
  });

  it.each([
    ['the same name', (name: string) => name],
    ['the same name in another case', (name: string) => name.toUpperCase()],
    ['a shipped role’s name', () => ROLE.agent.toLowerCase()],
  ])('refuses %s with 422 naming name', async (_, sameName) => {
    // Prepare
    const existing = await newRole();
    // Act
    const res = await superadmin.post('/api/roles', { name: sameName(existing.name), permissions: [] });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['name']);
  });

  it.each([
    ['an unknown permission', { name: roleName(), permissions: ['list-user', 'launch-rockets'] }, 'permissions'],
    ['a one-letter name', { name: 'R', permissions: [] }, 'name'],
    ['permissions that are not a list', { name: roleName(), permissions: 'list-user' }, 'permissions'],
  ])('refuses %s with 422 naming the field', async (_, body, field) => {
    // Act
    const res = await superadmin.post('/api/roles', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });
});

describe('GET /api/roles/{id}', () => {
  it('answers the role', async () => {
    // Prepare
    const role = await newRole(['menu-chat']);
    // Act
    const res = await superadmin.get(`/api/roles/${role.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: role.id, name: role.name, permissions: ['menu-chat'], system: false, users_count: 0, revision: 0 });
  });

  it('answers the Superadmin role with every permission', async () => {
    // Act
    const res = await superadmin.get('/api/roles/superadmin');
    // Assess
    // Spec §6: the Superadmin holds every permission of the catalogue.
    expect(res.body.data.permissions).toEqual(PERMISSION_CATALOGUE.flatMap((g) => g.permissions.map((p) => p.name)).sort());
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await superadmin.get('/api/roles/no-such-role');
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/roles/{id}', () => {
  it('renames a custom role and replaces its permissions; the old name is free again', async () => {
    // Prepare
    const role = await newRole(['menu-chat']);
    const newName = roleName();
    // Act
    const res = await superadmin.put(`/api/roles/${role.id}`, { name: newName, permissions: ['list-ticket'] });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: role.id, name: newName, permissions: ['list-ticket'] });
    expect((await superadmin.post('/api/roles', { name: role.name, permissions: [] })).status).toBe(201);
  });

  it('gives the role’s signed-in users its new name and permissions on their very next request', async () => {
    // Prepare: the holder has made calls, so every function serving them has read the role once already.
    const role = await newRole(['view-dashboard']);
    const { client } = await signedInPerson({ roleId: role.id });
    expect((await client.post('/api/get-user')).body.permissions).toEqual(['view-dashboard']);
    expect((await client.get('/api/users')).status).toBe(403);
    const newName = roleName();
    // Act
    const granted = await superadmin.put(`/api/roles/${role.id}`, { name: newName, permissions: ['view-dashboard', 'list-user'] });
    const meWhileGranted = (await client.post('/api/get-user')).body;
    const listWhileGranted = await client.get('/api/users');
    const revoked = await superadmin.put(`/api/roles/${role.id}`, { name: newName, permissions: ['view-dashboard'] });
    const listAfterRevoking = await client.get('/api/users');
    // Assess
    expect(granted.status).toBe(200);
    expect(meWhileGranted.roles).toEqual([{ name: newName }]);
    expect(meWhileGranted.permissions).toEqual(expect.arrayContaining(['view-dashboard', 'list-user']));
    expect(listWhileGranted.status).toBe(200);
    expect(revoked.status).toBe(200);
    expect(listAfterRevoking.status).toBe(403);
  });

  it('refuses a rename to another role’s name with 422 naming name', async () => {
    // Prepare
    const role = await newRole();
    const other = await newRole();
    // Act
    const res = await superadmin.put(`/api/roles/${role.id}`, { name: other.name.toLowerCase(), permissions: [] });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['name']);
  });

  it('refuses an unknown permission with 422 naming permissions', async () => {
    // Prepare
    const role = await newRole();
    // Act
    const res = await superadmin.put(`/api/roles/${role.id}`, { name: role.name, permissions: ['launch-rockets'] });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['permissions']);
  });

  it.each([
    ['a new name', 'Admissions Office'],
    ['a change of case only', ROLE.admissions.toUpperCase()],
  ])('refuses to rename a shipped role to %s with 409', async (_, name) => {
    // Prepare
    const path = `/api/roles/${shippedRoleId(ROLE.admissions)}`;
    const { permissions } = (await superadmin.get(path)).body.data;
    // Act
    const res = await superadmin.put(path, { name, permissions });
    // Assess
    const after = (await superadmin.get(path)).body.data;
    if (after.name !== ROLE.admissions) await superadmin.put(path, { name: ROLE.admissions, permissions });
    expect(res.status).toBe(409);
    expect(after.name).toBe(ROLE.admissions);
  });

  it('refuses any change to Superadmin with 409', async () => {
    // Act
    const res = await superadmin.put('/api/roles/superadmin', { name: ROLE.superadmin, permissions: ['menu-chat'] });
    // Assess
    expect(res.status).toBe(409);
    expect((await superadmin.get('/api/roles/superadmin')).body.data.permissions.length).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await superadmin.put('/api/roles/no-such-role', { name: roleName(), permissions: [] });
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/roles/{id}', () => {
  it('deletes a custom role nobody holds and frees its name', async () => {
    // Prepare
    const role = await newRole();
    // Act
    const res = await superadmin.delete(`/api/roles/${role.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect((await superadmin.get(`/api/roles/${role.id}`)).status).toBe(404);
    expect((await superadmin.post('/api/roles', { name: role.name, permissions: [] })).status).toBe(201);
  });

  it('refuses a role someone holds with 409 and keeps it', async () => {
    // Prepare
    const role = await newRole();
    await newPerson({ roleId: role.id });
    // Act
    const res = await superadmin.delete(`/api/roles/${role.id}`);
    // Assess
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'role.in_use', message: '1 user holds this role. Give them another role first.' });
    expect((await superadmin.get(`/api/roles/${role.id}`)).status).toBe(200);
  });

  it.each([ROLE.superadmin, ROLE.trainer])('refuses to delete the shipped role %s with 409', async (name) => {
    // Act
    const res = await superadmin.delete(`/api/roles/${shippedRoleId(name)}`);
    // Assess
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('role.system');
    expect((await superadmin.get(`/api/roles/${shippedRoleId(name)}`)).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await superadmin.delete('/api/roles/no-such-role');
    // Assess
    expect(res.status).toBe(404);
  });
});
