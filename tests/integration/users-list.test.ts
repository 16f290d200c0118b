// The users lists: GET /api/users and GET /api/non-student-users with the spec §3 listing fields.
// Every test creates people whose names carry one unique tag and searches for it, so the other files'
// records never change what a test sees.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, newPerson, newRole, shippedRoleId, signedInPerson, uniqueTag } from '../support/fixtures';

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
          active: true,
          created_at: expect.any(String),
          revision: 1,
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

  it.each([
    ['true', 'Staying'],
    ['false', 'Leaving'],
  ])('filters by active=%s, counting the page as it reads it', async (active, expected) => {
    // Prepare
    const tag = uniqueTag();
    await newPerson({ name: `Staying ${tag}` });
    const leaving = await newPerson({ name: `Leaving ${tag}` });
    expect((await admin.post(`/api/users/${leaving.id}/active`, { active: false })).status).toBe(200);
    // Act
    const res = await admin.get(`/api/users?search=${tag}&active=${active}`);
    // Assess
    expect(names(res)).toEqual([`${expected} ${tag}`]);
    expect(res.body.meta.total).toBe(1);
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
    ['active=no', 'active'],
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

  it('follows a change of role: a Student made a Trainer joins the staff, a Trainer made a Student leaves them', async () => {
    // Prepare
    const tag = uniqueTag();
    const superadmin = await asSuperadmin();
    const student = await newPerson({ role: ROLE.student, name: `Promoted ${tag}` });
    const trainer = await newPerson({ role: ROLE.trainer, name: `Demoted ${tag}` });
    // Act
    const moves = await Promise.all([
      superadmin.put(`/api/users/${student.id}`, { name: student.name, email: student.email, role_id: shippedRoleId(ROLE.trainer) }),
      superadmin.put(`/api/users/${trainer.id}`, { name: trainer.name, email: trainer.email, role_id: shippedRoleId(ROLE.student) }),
    ]);
    // Assess
    expect(moves.map((res) => res.status)).toEqual([200, 200]);
    expect(names(await admin.get(`/api/non-student-users?search=${tag}`))).toEqual([`Promoted ${tag}`]);
  });

  it('lists a member of staff who renamed themselves under the new name, in its place', async () => {
    // Prepare
    const tag = uniqueTag();
    await newPerson({ role: ROLE.admissions, name: `B Middle ${tag}` });
    const renamer = await signedInPerson({ role: ROLE.trainer, name: `A First ${tag}` });
    // Act
    const renamed = await renamer.client.put('/api/profile', { name: `C Last ${tag}` });
    // Assess
    expect(renamed.status).toBe(200);
    expect(names(await admin.get(`/api/non-student-users?search=${tag}`))).toEqual([`B Middle ${tag}`, `C Last ${tag}`]);
  });

  it('refuses pagination above 1000 with 422', async () => {
    // Act
    const res = await admin.get('/api/non-student-users?pagination=5000');
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['pagination']);
  });
});

// The list is served from indexes (functions/platform/paging.ts): an order per index, a role's own partition,
// totals from the counts the one writer keeps. Each test gives its people a new role and filters by it,
// so only its own records are in view (a role filter without search is the counted path).
describe('GET /api/users served from the indexes', () => {
  const ofRole = async (names: string[]) => {
    const role = await newRole([], `Index Role ${uniqueTag()}`);
    const people = [];
    for (const name of names) people.push(await newPerson({ roleId: role.id, name }));
    return { role, people };
  };
  const list = (role: { name: string }, query = '') => admin.get(`/api/users?role=${encodeURIComponent(role.name)}${query ? `&${query}` : ''}`);

  it('orders a role’s users by name as people read them: a shorter name first, accents folded', async () => {
    // Prepare
    const { role } = await ofRole(['Zoë Quinn', 'Ann Lee', 'émile Roux', 'Ann', 'Eve Adams']);
    // Act
    const asc = await list(role);
    const desc = await list(role, 'order=desc');
    // Assess
    expect(names(asc)).toEqual(['Ann', 'Ann Lee', 'émile Roux', 'Eve Adams', 'Zoë Quinn']);
    expect(names(desc)).toEqual(['Zoë Quinn', 'Eve Adams', 'émile Roux', 'Ann Lee', 'Ann']);
    expect(asc.body.meta).toEqual({ page: 1, pagination: 15, total: 5 });
  });

  it.each([
    ['created_at', (people: { name: string; email: string }[]) => people.map((p) => p.name)],
    ['email', (people: { name: string; email: string }[]) => [...people].sort((a, b) => a.email.localeCompare(b.email)).map((p) => p.name)],
  ] as const)('orders a role’s users by %s in both directions', async (column, expected) => {
    // Prepare
    const { role, people } = await ofRole(['Charlie One', 'Alpha Two', 'Bravo Three']);
    // Act
    const asc = await list(role, `order_by=${column}`);
    const desc = await list(role, `order_by=${column}&order=desc`);
    // Assess
    expect(names(asc)).toEqual(expected(people));
    expect(names(desc)).toEqual([...expected(people)].reverse());
  });

  it('combines the role with search and verified', async () => {
    // Prepare
    const tag = uniqueTag();
    const role = await newRole([], `Combined Role ${tag}`);
    await newPerson({ roleId: role.id, name: `Kept ${tag}`, verified: false });
    await newPerson({ roleId: role.id, name: `Verified ${tag}`, verified: true });
    await newPerson({ roleId: role.id, name: 'Other Name', verified: false });
    await newPerson({ role: ROLE.student, name: `Student ${tag}`, verified: false });
    // Act
    const res = await list(role, `search=${tag}&verified=false`);
    // Assess
    expect(names(res)).toEqual([`Kept ${tag}`]);
    expect(res.body.meta.total).toBe(1);
  });

  it('keeps a role’s total as users join it, leave it for another role and are deleted', async () => {
    // Prepare
    const { role, people } = await ofRole(['Counted One', 'Counted Two', 'Counted Three']);
    const [mover, deleted] = people;
    const superadmin = await asSuperadmin();
    // Act
    const moved = await superadmin.put(`/api/users/${mover!.id}`, { name: mover!.name, email: mover!.email, role_id: shippedRoleId(ROLE.agent) });
    const gone = await superadmin.delete(`/api/users/${deleted!.id}`);
    // Assess
    expect([moved.status, gone.status]).toEqual([200, 200]);
    const res = await list(role);
    expect(names(res)).toEqual(['Counted Three']);
    expect(res.body.meta.total).toBe(1);
    expect((await superadmin.get(`/api/roles/${role.id}`)).body.data.users_count).toBe(1);
  });

  it('answers a page beyond the end with no rows and the total', async () => {
    // Prepare
    const { role } = await ofRole(['Only One', 'Only Two']);
    // Act
    const res = await list(role, 'pagination=2&page=3');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { page: 3, pagination: 2, total: 2 } });
  });

  describe('a cursor', () => {
    const people = ['Page A', 'Page B', 'Page C', 'Page D', 'Page E'];
    let role: { id: string; name: string };
    beforeAll(async () => {
      ({ role } = await ofRole(people));
    });

    it('of one page opens the next page exactly as its page number does; the last page has none', async () => {
      // Act
      const first = await list(role, 'pagination=2');
      const second = await list(role, `pagination=2&page=2&cursor=${first.body.meta.next_cursor}`);
      const third = await list(role, `pagination=2&page=3&cursor=${second.body.meta.next_cursor}`);
      // Assess
      expect(names(first)).toEqual(['Page A', 'Page B']);
      expect(names(second)).toEqual(['Page C', 'Page D']);
      expect(names(third)).toEqual(['Page E']);
      expect(second.body.meta).toEqual({ page: 2, pagination: 2, total: 5, next_cursor: expect.any(String) });
      expect(third.body.meta).toEqual({ page: 3, pagination: 2, total: 5 });
    });

    it.each([
      ['another page', (cursor: string) => `pagination=2&page=3&cursor=${cursor}`, ['Page E']],
      ['another order', (cursor: string) => `pagination=2&page=2&order=desc&cursor=${cursor}`, ['Page C', 'Page B']],
      ['text that is not a cursor', () => 'pagination=2&page=2&cursor=bm90LWEtY3Vyc29y', ['Page C', 'Page D']],
    ])('made for %s is ignored: the page is walked to', async (_, query, expected) => {
      // Prepare: the cursor of page 1, which opens page 2 ascending
      const cursor = (await list(role, 'pagination=2')).body.meta.next_cursor;
      // Act
      const res = await list(role, query(cursor));
      // Assess
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected);
    });

    it('longer than 1000 characters is refused with 422', async () => {
      // Act
      const res = await list(role, `cursor=${'a'.repeat(1001)}`);
      // Assess
      expect(res.status).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['cursor']);
    });
  });

  it('filters by a role nobody has as an empty list, and by an unknown role name too', async () => {
    // Prepare
    const role = await newRole([], `Empty Role ${uniqueTag()}`);
    // Act
    const empty = await list(role);
    const unknown = await admin.get(`/api/users?role=${encodeURIComponent(`No Such Role ${uniqueTag()}`)}`);
    // Assess
    expect(empty.body).toEqual({ data: [], meta: { page: 1, pagination: 15, total: 0 } });
    expect(unknown.body).toEqual({ data: [], meta: { page: 1, pagination: 15, total: 0 } });
  });

  it('counts every user, and every non-student, in the unfiltered totals', async () => {
    // Prepare
    const before = await Promise.all([admin.get('/api/users?pagination=1'), admin.get('/api/non-student-users?pagination=1')]);
    // Act
    await newPerson({ role: ROLE.student });
    await newPerson({ role: ROLE.agent });
    const after = await Promise.all([admin.get('/api/users?pagination=1'), admin.get('/api/non-student-users?pagination=1')]);
    // Assess: other test files may add people meanwhile, never remove them
    expect(after[0].body.meta.total - before[0].body.meta.total).toBeGreaterThanOrEqual(2);
    expect(after[1].body.meta.total - before[1].body.meta.total).toBeGreaterThanOrEqual(1);
    expect(after[0].body.meta.total).toBeGreaterThan(after[1].body.meta.total);
  });
});
