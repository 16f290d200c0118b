// The users lists: GET /api/users and GET /api/non-student-users with the spec §3 listing fields.
// Every test creates people whose names carry one unique tag and searches for it, so the other files'
// records never change what a test sees.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { fieldsOf, newPerson, newRole, uniqueTag } from '../support/fixtures';

let admin: Client;
beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
});

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((u) => u.name);

describe('GET /api/users', () => {
  it('answers { data, meta: { page, pagination, total } } with each user’s view', async () => {
    // Prepare
    const tag = uniqueTag();
    const person = await newPerson({ role: ROLE.agent, name: `Listed Person ${tag}` });
    // Act
    const res = await admin.get(`/api/users?search=${tag}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: person.id,
          name: person.name,
          email: person.email,
          roles: [{ id: 'agent', name: ROLE.agent }],
          verified: true,
          email_verified_at: expect.any(String),
          created_at: expect.any(String),
        },
      ],
      meta: { page: 1, pagination: 15, total: 1 },
    });
  });

  it.each([
    ['the name, in any case', (tag: string) => tag.toUpperCase()],
    ['part of the e-mail', (_: string, email: string) => email.split('@')[0]!],
  ])('finds a user by %s', async (_, needle) => {
    // Prepare
    const tag = uniqueTag();
    const person = await newPerson({ name: `Searchable ${tag}` });
    // Act
    const res = await admin.get(`/api/users?search=${encodeURIComponent(needle(tag, person.email))}`);
    // Assess
    expect(res.body.data.map((u: { id: string }) => u.id)).toEqual([person.id]);
  });

  it('filters by role name, in any case', async () => {
    // Prepare
    const tag = uniqueTag();
    const role = await newRole([], `Filter Role ${tag}`);
    const holder = await newPerson({ roleId: role.id, name: `Holder ${tag}` });
    await newPerson({ role: ROLE.student, name: `Bystander ${tag}` });
    // Act
    const res = await admin.get(`/api/users?search=${tag}&role=${encodeURIComponent(role.name.toUpperCase())}`);
    // Assess
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([holder.name]);
  });

  it.each([
    ['true', 'Verified'],
    ['false', 'Unverified'],
  ])('filters by verified=%s', async (verified, expected) => {
    // Prepare
    const tag = uniqueTag();
    await newPerson({ name: `Verified ${tag}`, verified: true });
    await newPerson({ name: `Unverified ${tag}`, verified: false });
    // Act
    const res = await admin.get(`/api/users?search=${tag}&verified=${verified}`);
    // Assess
    expect(names(res)).toEqual([`${expected} ${tag}`]);
  });

  describe('ordering and paging', () => {
    const tag = uniqueTag();
    // Created in this order, so created_at order differs from name order.
    const created = ['Charlie', 'Alpha', 'Bravo'].map((first) => `${first} ${tag}`);
    beforeAll(async () => {
      for (const name of created) await newPerson({ name });
    });

    it.each([
      ['order_by=name', [`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]],
      ['order_by=name&order=desc', [`Charlie ${tag}`, `Bravo ${tag}`, `Alpha ${tag}`]],
      ['order_by=created_at', created],
      ['order_by=created_at&order=desc', [...created].reverse()],
      ['', [`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]],
    ])('orders by %s', async (query, expected) => {
      // Act
      const res = await admin.get(`/api/users?search=${tag}&${query}`);
      // Assess
      expect(names(res)).toEqual(expected);
    });

    it('answers the page asked for with the total of every page', async () => {
      // Act
      const res = await admin.get(`/api/users?search=${tag}&order_by=name&pagination=2&page=2`);
      // Assess
      expect(names(res)).toEqual([`Charlie ${tag}`]);
      expect(res.body.meta).toEqual({ page: 2, pagination: 2, total: 3 });
    });

    it('answers an empty page past the end', async () => {
      // Act
      const res = await admin.get(`/api/users?search=${tag}&pagination=2&page=5`);
      // Assess
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta.total).toBe(3);
    });
  });

  it('serves pagination=1000 (spec §9 selects) in one page', async () => {
    // Act
    const res = await admin.get('/api/users?pagination=1000');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toBe(1000);
    expect(res.body.data).toHaveLength(Math.min(res.body.meta.total, 1000));
  });

  it.each([
    ['pagination=1001', 'pagination'],
    ['pagination=0', 'pagination'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['order=sideways', 'order'],
    ['order_by=password', 'order_by'],
    ['verified=maybe', 'verified'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    // Act
    const res = await admin.get(`/api/users?${query}`);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });
});

describe('GET /api/non-student-users', () => {
  it('lists staff but not Students, with the same listing fields', async () => {
    // Prepare
    const tag = uniqueTag();
    await newPerson({ role: ROLE.student, name: `Student ${tag}` });
    await newPerson({ role: ROLE.trainer, name: `Trainer ${tag}` });
    await newPerson({ role: ROLE.admissions, name: `Admissions ${tag}` });
    // Act
    const res = await admin.get(`/api/non-student-users?search=${tag}&order_by=name`);
    // Assess
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([`Admissions ${tag}`, `Trainer ${tag}`]);
    expect(res.body.meta).toEqual({ page: 1, pagination: 15, total: 2 });
  });

  it('refuses pagination above 1000 with 422', async () => {
    // Act
    const res = await admin.get('/api/non-student-users?pagination=5000');
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['pagination']);
  });
});
