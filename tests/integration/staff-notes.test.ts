// Staff notes on a person's record (the student record's "Staff notes"): the staff who may open accounts add and read
// them, newest first, a page at a time; kept as written; never shown to the person (the route matrix checks who).
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { STAFF_NOTE_MAX } from '@shared/schemas/users';
import { signInAs, type Client } from '../support/api';
import { fieldsOf, newPerson } from '../support/fixtures';

let support: Client;
let supportName: string;
beforeAll(async () => {
  support = await signInAs(ROLE.studentSupport);
  supportName = (await support.get('/api/profile')).body.data.name;
});

describe('POST /api/users/{id}/notes', () => {
  it('keeps a note with its author and time, and lists it first', async () => {
    // Prepare
    const student = await newPerson();
    await support.post(`/api/users/${student.id}/notes`, { body: 'Rang about the March intake; will apply next week.' });
    // Act
    const res = await support.post(`/api/users/${student.id}/notes`, { body: '  Prefers e-mail to phone calls.  ' });
    const listed = await support.get(`/api/users/${student.id}/notes`);
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      body: 'Prefers e-mail to phone calls.',
      author: { id: support.userId, name: supportName },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((n: { body: string }) => n.body)).toEqual([
      'Prefers e-mail to phone calls.',
      'Rang about the March intake; will apply next week.',
    ]);
    expect(listed.body.next_cursor).toBeNull();
  });

  it('keeps markup as the text it is', async () => {
    // Prepare
    const student = await newPerson();
    const body = '<img src=x onerror=alert(1)> said "call me"';
    // Act
    const res = await support.post(`/api/users/${student.id}/notes`, { body });
    // Assess
    expect(res.status).toBe(201);
    expect((await support.get(`/api/users/${student.id}/notes`)).body.data[0].body).toBe(body);
  });

  it.each([
    ['an empty note', { body: '   ' }],
    ['a note over the limit', { body: 'x'.repeat(STAFF_NOTE_MAX + 1) }],
    ['no note at all', {}],
    ['a note that is not text', { body: ['a', 'b'] }],
  ])('refuses %s with 422 naming the body, keeping nothing', async (_, sent) => {
    // Prepare
    const student = await newPerson();
    // Act
    const res = await support.post(`/api/users/${student.id}/notes`, sent);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['body']);
    expect((await support.get(`/api/users/${student.id}/notes`)).body.data).toEqual([]);
  });

  it('answers 404 for a person who does not exist, keeping nothing', async () => {
    // Act
    const res = await support.post('/api/users/no-such-person/notes', { body: 'About nobody.' });
    const read = await support.get('/api/users/no-such-person/notes');
    // Assess
    expect(res.status).toBe(404);
    expect(read.status).toBe(404);
  });
});

describe('GET /api/users/{id}/notes', () => {
  it('reads a page at a time, newest first, and the next page from its cursor', async () => {
    // Prepare
    const student = await newPerson();
    for (const body of ['First note', 'Second note', 'Third note']) {
      expect((await support.post(`/api/users/${student.id}/notes`, { body })).status).toBe(201);
    }
    // Act
    const first = await support.get(`/api/users/${student.id}/notes?limit=2`);
    const second = await support.get(`/api/users/${student.id}/notes?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    // Assess
    expect(first.body.data.map((n: { body: string }) => n.body)).toEqual(['Third note', 'Second note']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    expect(second.body.data.map((n: { body: string }) => n.body)).toEqual(['First note']);
    expect(second.body.next_cursor).toBeNull();
  });

  it("refuses another person's cursor with 422 naming it", async () => {
    // Prepare
    const [one, other] = await Promise.all([newPerson(), newPerson()]);
    for (const body of ['One', 'Two']) await support.post(`/api/users/${one.id}/notes`, { body });
    const cursor = (await support.get(`/api/users/${one.id}/notes?limit=1`)).body.next_cursor;
    // Act
    const res = await support.get(`/api/users/${other.id}/notes?limit=1&cursor=${encodeURIComponent(cursor)}`);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['cursor']);
  });

  it('is not for the person the notes are about', async () => {
    // Prepare
    const student = await signInAs(ROLE.student);
    await support.post(`/api/users/${student.userId}/notes`, { body: 'Asked about a payment plan.' });
    // Act
    const res = await student.get(`/api/users/${student.userId}/notes`);
    // Assess
    expect(res.status).toBe(403);
  });
});
