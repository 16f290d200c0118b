// Optimistic concurrency on every record a person edits in a form (shared/schemas/revisions.ts): its view answers a
// revision; a save from an older revision than the record's is refused with 409 `record.changed`, naming who saved it
// and when, and answering the record as a read of it would now, and writes nothing; of two saves from one revision at
// once, exactly one is kept. The expectations are the convention's, written here by hand for each kind of record.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signIn, signInAs, type Client } from '../support/api';
import { asSuperadmin, courseBody, fieldsOf, locationBody, newCategory, newPerson, newRole, shippedRoleId, uniqueTag } from '../support/fixtures';

/** Someone who edits: a client and the name the refusal gives them. */
interface Editor {
  client: Client;
  id: string;
  name: string;
}

/** A record of one kind made for one test: where it is saved, the body it was made with and how to read it now. */
interface Made {
  put: string;
  body: Record<string, unknown>;
  read: (client: Client) => Promise<Record<string, unknown> & { revision: number }>;
  /** The editors; by default the demo Superadmin and a second Superadmin. */
  editors?: [Editor, Editor];
  /** This record's own tag, for values that must be unique (a category's or a role's name). */
  tag?: string;
}

interface Kind {
  kind: string;
  /** The field a save changes, and a value for it that differs for each `n` (and for each record, where it is unique). */
  field: string;
  value: (n: number, made: Made) => unknown;
  make: () => Promise<Made>;
}

let first: Editor;
let second: Editor;

beforeAll(async () => {
  const superadmin = await asSuperadmin();
  const me = (await superadmin.get('/api/profile')).body.data;
  first = { client: superadmin, id: me.id, name: me.name };
  const other = await newPerson({ role: ROLE.superadmin, name: `Second Superadmin ${uniqueTag()}` });
  second = { client: await signIn(other.email, other.password), id: other.id, name: other.name };
});

const created = async (path: string, body: Record<string, unknown>) => {
  const res = await first.client.post(path, body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string };
};

const shown = async (client: Client, path: string) => {
  const res = await client.get(path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** A record of a bounded list with no read of its own, as the list answers it. */
const listed = async (client: Client, path: string, id: string) => (await shown(client, path)).find((r: { id: string }) => r.id === id);

const KINDS: Kind[] = [
  {
    kind: 'a course',
    field: 'name',
    value: (n) => `Certificate IV in Revisions ${n}`,
    make: async () => {
      const body = courseBody({ category_id: (await newCategory()).id });
      const { id } = await created('/api/course', body);
      return { put: `/api/course/${id}`, body, read: (c) => shown(c, `/api/course/${id}`) };
    },
  },
  {
    kind: 'a course category',
    field: 'name',
    value: (n, made) => `Revisions ${n} ${made.tag}`,
    make: async () => {
      const body = { name: `Revisions ${uniqueTag()}`, parent_id: null };
      const { id } = await created('/api/category', body);
      return { put: `/api/category/${id}`, body, read: (c) => listed(c, '/api/category?pagination=1000', id), tag: uniqueTag() };
    },
  },
  {
    kind: 'a campus',
    field: 'suburb',
    value: (n) => `Revisionville ${n}`,
    make: async () => {
      const body = locationBody();
      const { id } = await created('/api/location', body);
      return { put: `/api/location/${id}`, body, read: (c) => listed(c, '/api/location?pagination=1000', id) };
    },
  },
  {
    kind: 'a short course',
    field: 'title',
    value: (n) => `Provide first aid, revision ${n}`,
    make: async () => {
      const body = { code: `SC-${uniqueTag().slice(-8).toUpperCase()}`, title: 'Provide first aid', price: 165, duration_hours: 8 };
      const { id } = await created('/api/short-courses', body);
      return { put: `/api/short-courses/${id}`, body, read: (c) => shown(c, `/api/short-courses/${id}`) };
    },
  },
  {
    kind: 'a short-course session',
    field: 'capacity',
    value: (n) => 10 + n,
    make: async () => {
      const course = await created('/api/short-courses', {
        code: `SC-${uniqueTag().slice(-8).toUpperCase()}`,
        title: 'Provide CPR',
        price: 80,
        duration_hours: 3,
      });
      const locationId = (await shown(first.client, '/api/location?pagination=1'))[0].id;
      const body = { booking_datetime: '2027-04-17T09:00', location_id: locationId, capacity: 10 };
      const { id } = await created(`/api/short-courses/${course.id}/books`, body);
      return { put: `/api/short-course-books/${id}`, body, read: (c) => listed(c, `/api/short-courses/${course.id}/books`, id) };
    },
  },
  {
    kind: 'a ticket category',
    field: 'description',
    value: (n) => `Invoices and refunds, revision ${n}`,
    make: async () => {
      const body = {
        name: `Fees ${uniqueTag()}`,
        description: 'Invoices',
        department_role_id: shippedRoleId(ROLE.studentSupport),
        first_response_hours: 8,
        resolution_hours: 40,
        canned_replies: [],
      };
      const { id } = await created('/api/ticket-categories', body);
      return { put: `/api/ticket-categories/${id}`, body, read: (c) => listed(c, '/api/ticket-categories?pagination=1000', id) };
    },
  },
  {
    kind: 'an account (staff editing it)',
    field: 'name',
    value: (n) => `Revised Person ${n}`,
    make: async () => {
      const person = await newPerson();
      const body = { name: person.name, email: person.email, role_id: shippedRoleId(ROLE.student) };
      return { put: `/api/users/${person.id}`, body, read: (c) => shown(c, `/api/users/${person.id}`) };
    },
  },
  {
    kind: 'a trainer profile',
    field: 'bio',
    value: (n) => `Twenty years on the tools, revision ${n}.`,
    make: async () => {
      const trainer = await newPerson({ role: ROLE.trainer });
      const body = { bio: 'New to the college.', qualifications: [], courses: [] };
      return { put: `/api/users/${trainer.id}/trainer`, body, read: (c) => shown(c, `/api/users/${trainer.id}/trainer`) };
    },
  },
  {
    kind: 'a role',
    field: 'name',
    value: (n, made) => `Revised Role ${n} ${made.tag}`,
    make: async () => {
      const role = await newRole(['list-user']);
      const body = { name: role.name, permissions: ['list-user'] };
      return { put: `/api/roles/${role.id}`, body, read: (c) => shown(c, `/api/roles/${role.id}`), tag: uniqueTag() };
    },
  },
  {
    kind: "one's own profile (in two windows)",
    field: 'name',
    value: (n) => `Two Windows ${n}`,
    make: async () => {
      const person = await newPerson({ name: `Two Windows ${uniqueTag()}` });
      const [a, b] = await Promise.all([signIn(person.email, person.password), signIn(person.email, person.password)]);
      const me = { id: person.id, name: person.name };
      return {
        put: '/api/profile',
        body: { name: person.name },
        read: (c) => shown(c, '/api/profile'),
        editors: [
          { client: a, ...me },
          { client: b, ...me },
        ],
      };
    },
  },
];

describe.each(KINDS)('$kind', ({ field, value, make }) => {
  it('answers its revision, which each save moves on by one', async () => {
    // Prepare
    const made = await make();
    const [editor] = made.editors ?? [first, second];
    const before = await made.read(editor.client);
    // Act
    const res = await editor.client.put(made.put, { ...made.body, [field]: value(1, made), revision: before.revision });
    // Assess
    expect(before.revision).toEqual(expect.any(Number));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ [field]: value(1, made), revision: before.revision + 1 });
    expect(await made.read(editor.client)).toEqual(res.body.data);
  });

  it('refuses a save from an older revision with 409 record.changed: who saved, when, and the record now; nothing written', async () => {
    // Prepare
    const made = await make();
    const [one, other] = made.editors ?? [first, second];
    const opened = await made.read(other.client);
    const saved = await one.client.put(made.put, { ...made.body, [field]: value(1, made), revision: opened.revision });
    // Act
    const res = await other.client.put(made.put, { ...made.body, [field]: value(2, made), revision: opened.revision });
    // Assess
    expect(saved.status).toBe(200);
    expect(res.status).toBe(409);
    const now = await made.read(other.client);
    expect(res.body).toEqual({
      message: expect.stringContaining(`${one.name} saved this after you opened it`),
      code: 'record.changed',
      changed_by: { id: one.id, name: one.name },
      changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      current: now,
    });
    expect(now).toMatchObject({ [field]: value(1, made), revision: opened.revision + 1 });
  });

  it('of two saves from one revision at once, keeps one and tells the other', async () => {
    // Prepare
    const made = await make();
    const [one, other] = made.editors ?? [first, second];
    const { revision } = await made.read(one.client);
    // Act
    const answers = await Promise.all([
      one.client.put(made.put, { ...made.body, [field]: value(1, made), revision }),
      other.client.put(made.put, { ...made.body, [field]: value(2, made), revision }),
    ]);
    // Assess
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = answers.find((a) => a.status === 200)!;
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.code).toBe('record.changed');
    expect(await made.read(one.client)).toEqual(kept.body.data);
    expect(kept.body.data.revision).toBe(revision + 1);
  });

  it('keeps a save that names no revision (a client that does not send one)', async () => {
    // Prepare
    const made = await make();
    const [editor] = made.editors ?? [first, second];
    const { revision } = await made.read(editor.client);
    // Act
    const res = await editor.client.put(made.put, { ...made.body, [field]: value(3, made) });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ [field]: value(3, made), revision: revision + 1 });
  });

  it.each([
    ['a word', 'latest'],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['a huge number', 1e12],
  ])('refuses %s as the revision with 422 naming it, writing nothing', async (_, revision) => {
    // Prepare
    const made = await make();
    const [editor] = made.editors ?? [first, second];
    const before = await made.read(editor.client);
    // Act
    const res = await editor.client.put(made.put, { ...made.body, [field]: value(4, made), revision });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['revision']);
    expect(await made.read(editor.client)).toEqual(before);
  });
});

describe('the permission grid beside the role form', () => {
  it('moves the role on, so a role form opened before a cell was switched is told who switched it', async () => {
    // Prepare
    const role = await newRole(['list-user']);
    const opened = await shown(second.client, `/api/roles/${role.id}`);
    await first.client.put('/api/permission-settings', { role_id: role.id, permission: 'show-user', granted: true });
    // Act
    const res = await second.client.put(`/api/roles/${role.id}`, { name: role.name, permissions: [], revision: opened.revision });
    // Assess
    expect(res.status).toBe(409);
    expect(res.body.changed_by).toEqual({ id: first.id, name: first.name });
    expect(res.body.current.permissions).toEqual(['list-user', 'show-user']);
  });
});

describe('a student', () => {
  it('cannot learn about a record they may not edit from a stale revision: 403 before any 409', async () => {
    // Prepare
    const student = await signInAs(ROLE.student);
    const body = courseBody({ category_id: (await newCategory()).id });
    const { id } = await created('/api/course', body);
    // Act
    const res = await student.put(`/api/course/${id}`, { ...body, revision: 1 });
    // Assess
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('current');
  });
});
