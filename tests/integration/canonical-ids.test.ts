// Ids are canonical before any guard or lookup (security hardening, hole 3). ElectroDB lower-cases key
// values, so an id in another letter case used to load the same record while the guards compared the raw
// text: an Admin deleted their own account, records in use were deleted, a category became its own
// parent, a PUT rewrote the stored id, and `role_id: "SUPERADMIN"` left an account with no role.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { asSuperadmin, courseBody, fieldsOf, newCategory, newLocation, newPerson, newRole, shippedRoleId, signedInPerson } from '../support/fixtures';

const upper = (id: string) => id.toUpperCase();

describe('an id in another letter case in a path', () => {
  it('does not let an Admin delete their own account', async () => {
    // Prepare
    const admin = await signedInPerson({ role: ROLE.admin });
    // Act
    const res = await admin.client.delete(`/api/users/${upper(admin.id)}`);
    // Assess
    expect(res.status).toBe(404);
    expect((await admin.client.get('/api/profile')).status).toBe(200);
  });

  it('names no user, so a PUT neither changes the user nor rewrites the stored id', async () => {
    // Prepare
    const person = await newPerson();
    const superadmin = await asSuperadmin();
    // Act
    const res = await superadmin.put(`/api/users/${upper(person.id)}`, {
      name: 'Renamed Person',
      email: person.email,
      role_id: shippedRoleId(ROLE.student),
    });
    // Assess
    expect(res.status).toBe(404);
    const stored = await superadmin.get(`/api/users/${person.id}`);
    expect(stored.body.data).toMatchObject({ id: person.id, name: person.name });
  });

  it('does not delete a role that someone holds', async () => {
    // Prepare
    const role = await newRole();
    await newPerson({ roleId: role.id });
    // Act
    const res = await (await asSuperadmin()).delete(`/api/roles/${upper(role.id)}`);
    // Assess
    expect(res.status).toBe(404);
    expect((await (await asSuperadmin()).get(`/api/roles/${role.id}`)).body.data.users_count).toBe(1);
  });

  it('cannot make a category its own parent', async () => {
    // Prepare
    const category = await newCategory();
    // Act
    const res = await (await asSuperadmin()).put(`/api/category/${upper(category.id)}`, { name: category.name, parent_id: category.id });
    // Assess
    expect(res.status).toBe(404);
    const stored = await (await asSuperadmin()).get(`/api/category?pagination=1000&search=${encodeURIComponent(category.name)}`);
    expect(stored.body.data).toEqual([expect.objectContaining({ id: category.id, parent_id: null })]);
  });

  it('does not delete a location a course runs at', async () => {
    // Prepare
    const superadmin = await asSuperadmin();
    const [location, category] = await Promise.all([newLocation(), newCategory()]);
    const course = await superadmin.post(
      '/api/course',
      courseBody({ category_id: category.id, locations: [{ location_id: location.id, intakes: [] }] }),
    );
    expect(course.status).toBe(201);
    // Act
    const res = await superadmin.delete(`/api/location/${upper(location.id)}`);
    // Assess
    expect(res.status).toBe(404);
    const locations = await superadmin.get('/api/location?pagination=1000');
    expect(locations.body.data.map((l: { id: string }) => l.id)).toContain(location.id);
  });
});

describe('an id in another letter case in a body', () => {
  it('is not taken for the category itself as its parent', async () => {
    // Prepare
    const category = await newCategory();
    // Act
    const res = await (await asSuperadmin()).put(`/api/category/${category.id}`, { name: category.name, parent_id: upper(category.id) });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['parent_id']);
  });

  it.each([
    ['POST /api/users', 'post', () => '/api/users'],
    ['PUT /api/users/{id}', 'put', (id: string) => `/api/users/${id}`],
  ] as const)('%s refuses role_id "SUPERADMIN" with 422 and leaves the account its role', async (_route, method, pathOf) => {
    // Prepare
    const person = await newPerson();
    const superadmin = await asSuperadmin();
    const body = {
      name: 'Role Case Person',
      email: method === 'post' ? `case.${person.email}` : person.email,
      role_id: 'SUPERADMIN',
      password: 'Throwaway-pass-1',
      password_confirmation: 'Throwaway-pass-1',
    };
    // Act
    const res = await superadmin[method](pathOf(person.id), body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['role_id']);
    expect((await superadmin.get(`/api/users/${person.id}`)).body.data.roles).toEqual([{ id: 'student', name: ROLE.student }]);
  });

  it('refuses a permission cell for a role id in another case', async () => {
    // Prepare
    const role = await newRole();
    // Act
    const res = await (await asSuperadmin()).put('/api/permission-settings', { role_id: upper(role.id), permission: 'list-course', granted: true });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['role_id']);
  });
});
