// Sample widgets: create, show and list through the contract (tests/support/api.ts checks every answer against it),
// and Superadmin only until the domain has permissions of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import type { SampleWidgetView } from '@shared/schemas/sample-widgets';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, uniqueTag } from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const newSampleWidget = async (name = `Test sample widget ${uniqueTag()}`): Promise<SampleWidgetView> => {
  const res = await superadmin.post('/api/sample-widgets', { name });
  expect(res.status).toBe(201);
  return res.body.data;
};

const namesOf = (res: { body: { data: SampleWidgetView[] } }) => res.body.data.map((r) => r.name);

describe('POST /api/sample-widgets', () => {
  it('creates a sample widget and says so', async () => {
    // Act
    const res = await superadmin.post('/api/sample-widgets', { name: '  A sample widget with spaces around  ' });
    // Assess
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Sample widget created.',
      data: { id: expect.any(String), name: 'A sample widget with spaces around', created_at: expect.any(String) },
    });
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(201) }],
  ])('refuses %s with 422 naming the field', async (_, body) => {
    // Act
    const res = await superadmin.post('/api/sample-widgets', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['name']);
  });
});

describe('GET /api/sample-widgets/{id}', () => {
  it('shows a sample widget', async () => {
    // Prepare
    const created = await newSampleWidget();
    // Act
    const res = await superadmin.get(`/api/sample-widgets/${created.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: created });
  });

  it('answers 404 for an id that names no sample widget', async () => {
    // Act
    const res = await superadmin.get('/api/sample-widgets/does-not-exist');
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('GET /api/sample-widgets', () => {
  it('finds a sample widget by its name, in any case', async () => {
    // Prepare
    const created = await newSampleWidget();
    await newSampleWidget();
    // Act
    const res = await superadmin.get(`/api/sample-widgets?search=${encodeURIComponent(created.name.toUpperCase())}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [created], meta: { page: 1, pagination: 15, total: 1 } });
  });

  it('pages oldest first, and newest first with order=desc', async () => {
    // Prepare: created one after another, so their creation times differ
    const tag = uniqueTag();
    for (const n of [1, 2, 3]) await newSampleWidget(`Paged ${tag} ${n}`);
    // Act
    const [first, second, newest] = await Promise.all([
      superadmin.get(`/api/sample-widgets?search=${tag}&pagination=2`),
      superadmin.get(`/api/sample-widgets?search=${tag}&pagination=2&page=2`),
      superadmin.get(`/api/sample-widgets?search=${tag}&pagination=2&order=desc`),
    ]);
    // Assess
    expect(namesOf(first)).toEqual([`Paged ${tag} 1`, `Paged ${tag} 2`]);
    expect(first.body.meta).toMatchObject({ page: 1, pagination: 2, total: 3 });
    expect(namesOf(second)).toEqual([`Paged ${tag} 3`]);
    expect(namesOf(newest)).toEqual([`Paged ${tag} 3`, `Paged ${tag} 2`]);
  });
});

describe('who may call it', () => {
  it.each([ROLE.admin, ROLE.student])('refuses %s until the domain has permissions', async (role) => {
    // Prepare
    const caller = await signInAs(role);
    // Act
    const res = await caller.get('/api/sample-widgets');
    // Assess
    expect(res.status).toBe(403);
  });
});
