// Ticket categories (issue 9): the department that answers a category's tickets, its service targets in
// working hours and its canned replies; names unique even when two admins create one at once; canned
// replies for the staff who answer tickets only. Throwaway categories only.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { anonymous, signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, shippedRoleId, uniqueTag } from '../support/fixtures';

let admin: Client;
beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
});

const SUPPORT = shippedRoleId(ROLE.studentSupport);

const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Fees ${uniqueTag()}`,
  description: 'Invoices, payment plans and refunds',
  department_role_id: SUPPORT,
  first_response_hours: 8,
  resolution_hours: 40,
  canned_replies: [{ title: 'Payment plan', body: 'You can pay your fees in four instalments. Reply with the plan you prefer.' }],
  ...overrides,
});

const created = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/ticket-categories', categoryBody(overrides));
  expect(res.status).toBe(201);
  return res.body.data as { id: string; name: string };
};

describe('GET /api/ticket-departments', () => {
  it('answers the staff roles by name, never Student or Agent', async () => {
    // Prepare
    const student = await signInAs(ROLE.student);
    // Act
    const res = await student.get('/api/ticket-departments');
    // Assess
    expect(res.status).toBe(200);
    const names = res.body.data.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining([ROLE.studentSupport, ROLE.admissions, ROLE.admin]));
    expect(names).not.toContain(ROLE.student);
    expect(names).not.toContain(ROLE.agent);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });
});

describe('POST /api/ticket-categories', () => {
  it('creates a category answered by a department, with its targets and canned replies', async () => {
    // Prepare
    const body = categoryBody({ name: '  Fees and refunds  ' + uniqueTag() });
    // Act
    const res = await admin.post('/api/ticket-categories', body);
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      name: body.name.trim(),
      description: 'Invoices, payment plans and refunds',
      department: { id: SUPPORT, name: ROLE.studentSupport },
      first_response_hours: 8,
      resolution_hours: 40,
      canned_replies: body.canned_replies,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      revision: 1,
    });
  });

  it.each([
    ['no name and hours as text', { name: ' ', first_response_hours: '8' }, ['name', 'first_response_hours']],
    ['a student role as the department', { department_role_id: shippedRoleId(ROLE.student) }, ['department_role_id']],
    ['a department that does not exist', { department_role_id: 'no-such-role' }, ['department_role_id']],
    ['a resolution sooner than the first response', { first_response_hours: 16, resolution_hours: 8 }, ['resolution_hours']],
    ['fractional and zero hours', { first_response_hours: 1.5, resolution_hours: 0 }, ['first_response_hours', 'resolution_hours']],
    [
      'two canned replies with one title',
      {
        canned_replies: [
          { title: 'Hi', body: 'a' },
          { title: 'hi', body: 'b' },
        ],
      },
      ['canned_replies'],
    ],
    ['a canned reply without a body', { canned_replies: [{ title: 'Empty', body: '  ' }] }, ['canned_replies.0.body']],
  ])('refuses %s with 422 naming the fields, and creates nothing', async (_, overrides, fields) => {
    // Prepare
    const body = categoryBody(overrides);
    // Act
    const res = await admin.post('/api/ticket-categories', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body).sort()).toEqual([...fields].sort());
    const list = await admin.get(`/api/ticket-categories?pagination=1000&search=${encodeURIComponent(String(body.name).trim() || 'x')}`);
    expect(list.body.data.filter((c: { name: string }) => c.name === String(body.name).trim())).toEqual([]);
  });

  it('keeps one category of a name when two admins create it at once, whatever its case and spaces', async () => {
    // Prepare
    const name = `Enrolment help ${uniqueTag()}`;
    const superadmin = await asSuperadmin();
    // Act
    const results = await Promise.all([
      admin.post('/api/ticket-categories', categoryBody({ name })),
      superadmin.post('/api/ticket-categories', categoryBody({ name: `  ${name.toUpperCase().replace(' ', '   ')} ` })),
    ]);
    // Assess
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(fieldsOf(results.find((r) => r.status === 422)!.body)).toEqual(['name']);
    const list = await admin.get(`/api/ticket-categories?pagination=1000&search=${encodeURIComponent(name.slice(-8))}`);
    expect(list.body.meta.total).toBe(1);
  });
});

describe('a category’s escalation e-mail', () => {
  it('is stored, answered and cleared by an update that leaves it out', async () => {
    // Prepare
    const category = await created({ escalation_email: '  Fees.Manager@Example.edu.au ' });
    const search = `?pagination=1000&search=${encodeURIComponent(category.name)}`;
    // Act
    const read = await admin.get(`/api/ticket-categories${search}`);
    const changed = await admin.put(
      `/api/ticket-categories/${category.id}`,
      categoryBody({ name: category.name, escalation_email: 'desk@example.edu.au' }),
    );
    const cleared = await admin.put(`/api/ticket-categories/${category.id}`, categoryBody({ name: category.name, escalation_email: '' }));
    const afterClearing = await admin.get(`/api/ticket-categories${search}`);
    // Assess
    expect(category).toMatchObject({ escalation_email: 'fees.manager@example.edu.au' });
    expect(read.body.data[0]).toMatchObject({ id: category.id, escalation_email: 'fees.manager@example.edu.au' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.escalation_email).toBe('desk@example.edu.au');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).not.toHaveProperty('escalation_email');
    expect(afterClearing.body.data[0]).not.toHaveProperty('escalation_email');
  });

  it.each([
    ['an address without a domain', 'fees.manager'],
    ['an address longer than 254 characters', `${'a'.repeat(250)}@example.edu.au`],
    ['a number', 42],
  ])('refuses %s with 422 naming the field', async (_, escalation_email) => {
    // Prepare
    const category = await created();
    // Act
    const create = await admin.post('/api/ticket-categories', categoryBody({ escalation_email }));
    const update = await admin.put(`/api/ticket-categories/${category.id}`, categoryBody({ name: category.name, escalation_email }));
    // Assess
    expect(create.status).toBe(422);
    expect(fieldsOf(create.body)).toEqual(['escalation_email']);
    expect(update.status).toBe(422);
    expect(fieldsOf(update.body)).toEqual(['escalation_email']);
  });

  it('goes only to staff who answer tickets, as the canned replies do', async () => {
    // Prepare
    const category = await created({ escalation_email: 'fees.manager@example.edu.au' });
    const [student, support] = await Promise.all([signInAs(ROLE.student), signInAs(ROLE.studentSupport)]);
    const search = `?pagination=1000&search=${encodeURIComponent(category.name)}`;
    // Act
    const [seenByStudent, seenBySupport, seenByGuest] = await Promise.all([
      student.get(`/api/ticket-categories${search}`),
      support.get(`/api/ticket-categories${search}`),
      anonymous.get('/api/tickets/guest/categories'),
    ]);
    // Assess
    expect(seenByStudent.body.data[0]).not.toHaveProperty('escalation_email');
    expect(seenBySupport.body.data[0].escalation_email).toBe('fees.manager@example.edu.au');
    const forGuests = seenByGuest.body.data.find((c: { id: string }) => c.id === category.id);
    expect(forGuests).toBeDefined();
    expect(forGuests).not.toHaveProperty('escalation_email');
  });
});

describe('GET /api/ticket-categories', () => {
  it('shows students the category, its department and targets, and only the staff who answer tickets its canned replies', async () => {
    // Prepare
    const category = await created();
    const [student, agent, support] = await Promise.all([signInAs(ROLE.student), signInAs(ROLE.agent), signInAs(ROLE.studentSupport)]);
    const search = `?pagination=1000&search=${encodeURIComponent(category.name)}`;
    // Act
    const [seenByStudent, seenByAgent, seenBySupport] = await Promise.all([
      student.get(`/api/ticket-categories${search}`),
      agent.get(`/api/ticket-categories${search}`),
      support.get(`/api/ticket-categories${search}`),
    ]);
    // Assess
    for (const res of [seenByStudent, seenByAgent]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({ id: category.id, first_response_hours: 8, department: { id: SUPPORT, name: ROLE.studentSupport } }),
      ]);
      expect(res.body.data[0]).not.toHaveProperty('canned_replies');
    }
    expect(seenBySupport.body.data[0].canned_replies).toHaveLength(1);
  });

  it('offers the demo help desk’s categories, each with its department', async () => {
    // Prepare
    const student = await signInAs(ROLE.student);
    // Act
    const res = await student.get('/api/ticket-categories?pagination=1000&search=fees and payments');
    // Assess
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Fees and payments', department: { id: SUPPORT, name: ROLE.studentSupport }, first_response_hours: 8 }),
    ]);
  });

  it('refuses those who neither raise tickets nor list categories (a trainer) with 403', async () => {
    // Prepare
    const trainer = await signInAs(ROLE.trainer);
    // Act
    const res = await trainer.get('/api/ticket-categories');
    // Assess
    expect(res.status).toBe(403);
  });
});

describe('PUT and DELETE /api/ticket-categories/{id}', () => {
  it('changes a category whole, moves its name to the new one, and frees the old name', async () => {
    // Prepare
    const category = await created();
    const renamed = `Refunds ${uniqueTag()}`;
    // Act
    const res = await admin.put(`/api/ticket-categories/${category.id}`, categoryBody({ name: renamed, resolution_hours: 16, canned_replies: [] }));
    const reuse = await admin.post('/api/ticket-categories', categoryBody({ name: category.name }));
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: category.id, name: renamed, resolution_hours: 16, canned_replies: [] });
    expect(reuse.status).toBe(201);
  });

  it('refuses a name another category holds with 422, and changes nothing', async () => {
    // Prepare
    const [first, second] = [await created(), await created()];
    // Act
    const res = await admin.put(`/api/ticket-categories/${second.id}`, categoryBody({ name: first.name, resolution_hours: 99 }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['name']);
    const list = await admin.get(`/api/ticket-categories?pagination=1000&search=${encodeURIComponent(second.name)}`);
    expect(list.body.data[0]).toMatchObject({ name: second.name, resolution_hours: 40 });
  });

  it('deletes a category and frees its name; a second delete, or an update of it, answers 404', async () => {
    // Prepare
    const category = await created();
    // Act
    const removed = await admin.delete(`/api/ticket-categories/${category.id}`);
    const again = await admin.delete(`/api/ticket-categories/${category.id}`);
    const update = await admin.put(`/api/ticket-categories/${category.id}`, categoryBody());
    const reuse = await admin.post('/api/ticket-categories', categoryBody({ name: category.name }));
    // Assess
    expect(removed.status).toBe(200);
    expect(again.status).toBe(404);
    expect(update.status).toBe(404);
    expect(reuse.status).toBe(201);
  });
});
