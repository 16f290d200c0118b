// Course locations (issue 3): the campuses courses run at, with Australian addresses and phone numbers,
// and deletes refused while a course still runs there. Throwaway campuses only.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, locationBody, newCategory, newCourse, newLocation } from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const searchFor = (name: string) => superadmin.get(`/api/location?search=${encodeURIComponent(name)}`);

describe('GET /api/location', () => {
  it('lists campuses with how many courses run at each, to any signed-in user', async () => {
    // Prepare
    const location = await newLocation();
    await newCourse({ category_id: (await newCategory()).id, locations: [{ location_id: location.id, intakes: [] }] });
    const student = await signInAs(ROLE.student);
    // Act
    const res = await student.get(`/api/location?search=${encodeURIComponent(location.name)}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ ...location, courses_count: 1 }], meta: { page: 1, pagination: 15, total: 1 } });
  });

  it('lists the seeded campuses in one page with pagination=1000', async () => {
    // Act
    const res = await superadmin.get('/api/location?pagination=1000');
    // Assess
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Sydney CBD', 'Parramatta', 'Melbourne']));
  });
});

describe('POST /api/location', () => {
  it('creates a campus', async () => {
    // Prepare
    const body = locationBody({ state: 'VIC', postcode: '3000', phone: '+61 3 9000 4321' });
    // Act
    const res = await superadmin.post('/api/location', body);
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(String), ...body, courses_count: 0, revision: 1 });
    expect((await searchFor(body.name)).body.data).toEqual([res.body.data]);
  });

  it.each([
    ['a three-digit postcode', { postcode: '200' }, 'postcode'],
    ['a postcode with letters', { postcode: '20O0' }, 'postcode'],
    ['a state that is not Australian', { state: 'CA' }, 'state'],
    ['a phone number with letters', { phone: '02 9000 CALL' }, 'phone'],
    ['a phone number too short', { phone: '9000' }, 'phone'],
    ['no address', { address: '' }, 'address'],
  ])('refuses %s with 422 naming the field', async (_, overrides, field) => {
    // Act
    const res = await superadmin.post('/api/location', locationBody(overrides));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });
});

describe('a campus’s opening hours', () => {
  it('are stored, listed to any signed-in user, changed and cleared by an update that leaves them out', async () => {
    // Prepare
    const body = locationBody({ opening_hours: ' Mon–Fri 8:30 am – 5 pm ' });
    const student = await signInAs(ROLE.student);
    // Act
    const created = await superadmin.post('/api/location', body);
    const listed = await student.get(`/api/location?search=${encodeURIComponent(body.name)}`);
    const changed = await superadmin.put(`/api/location/${created.body.data.id}`, { ...body, opening_hours: 'Mon–Sat 8 am – 8 pm' });
    const cleared = await superadmin.put(`/api/location/${created.body.data.id}`, { ...body, opening_hours: '' });
    const afterClearing = await searchFor(body.name);
    // Assess
    expect(created.status).toBe(201);
    expect(created.body.data.opening_hours).toBe('Mon–Fri 8:30 am – 5 pm');
    expect(listed.body.data).toEqual([expect.objectContaining({ id: created.body.data.id, opening_hours: 'Mon–Fri 8:30 am – 5 pm' })]);
    expect(changed.body.data.opening_hours).toBe('Mon–Sat 8 am – 8 pm');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('opening_hours');
    expect(afterClearing.body.data[0]).not.toHaveProperty('opening_hours');
  });

  it.each([
    ['longer than 200 characters', 'x'.repeat(201)],
    ['not text', 9],
  ])('are refused with 422 naming the field when %s', async (_, opening_hours) => {
    // Prepare
    const location = await newLocation();
    // Act
    const create = await superadmin.post('/api/location', locationBody({ opening_hours }));
    const update = await superadmin.put(`/api/location/${location.id}`, locationBody({ opening_hours }));
    // Assess
    expect(create.status).toBe(422);
    expect(fieldsOf(create.body)).toEqual(['opening_hours']);
    expect(update.status).toBe(422);
    expect(fieldsOf(update.body)).toEqual(['opening_hours']);
  });
});

describe('PUT /api/location/{id}', () => {
  it('updates a campus, keeping its course count', async () => {
    // Prepare
    const location = await newLocation();
    await newCourse({ category_id: (await newCategory()).id, locations: [{ location_id: location.id, intakes: [] }] });
    const body = locationBody({ suburb: 'Newtown', phone: '(02) 9111 2222' });
    // Act
    const res = await superadmin.put(`/api/location/${location.id}`, body);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: location.id, ...body, courses_count: 1, revision: 2 });
  });

  it('refuses a bad postcode with 422 naming postcode', async () => {
    // Prepare
    const location = await newLocation();
    // Act
    const res = await superadmin.put(`/api/location/${location.id}`, locationBody({ postcode: '12345' }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['postcode']);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await superadmin.put('/api/location/no-such-campus', locationBody());
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/location/{id}', () => {
  it('deletes a campus no course runs at', async () => {
    // Prepare
    const location = await newLocation();
    // Act
    const res = await superadmin.delete(`/api/location/${location.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect((await searchFor(location.name)).body.meta.total).toBe(0);
    expect((await superadmin.delete(`/api/location/${location.id}`)).status).toBe(404);
  });

  it('refuses with 409 while a course runs there', async () => {
    // Prepare
    const location = await newLocation();
    await newCourse({ category_id: (await newCategory()).id, locations: [{ location_id: location.id, intakes: [] }] });
    // Act
    const res = await superadmin.delete(`/api/location/${location.id}`);
    // Assess
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'location.in_use', message: '1 course runs at this location. Take the location off that course first.' });
    expect((await searchFor(location.name)).body.meta.total).toBe(1);
  });
});
