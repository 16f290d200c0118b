// The quick search behind the command palette (GET /api/search): people, forms, tickets and bookings by the words
// of their names, e-mails, subjects and numbers, each kind only for those who may list it across the college, a
// record named by its id, and a term too short to look up. Written from the palette's rules (shared/schemas/search.ts):
// people for show-user, forms of the families a member of staff sees, tickets of the departments they answer (all
// for an admin), bookings for the booking office; a student or an agent searches none of them.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import type { SearchHit, SearchView } from '@shared/schemas/search';
import { call, randomLoopbackAddress, signInAs, uniqueEmail, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, newDepartment, newPerson, shippedRoleId, signedInPerson, uniqueTag } from '../support/fixtures';
import { completeFields, courseAtCampus, postMultipart } from '../support/forms';

let admin: Client;
let support: Client;
let admissions: Client;

beforeAll(async () => {
  [admin, support, admissions] = await Promise.all([signInAs(ROLE.admin), signInAs(ROLE.studentSupport), signInAs(ROLE.admissions)]);
});

/** A made-up word no other record of any suite holds: what a test searches for. */
const rareWord = () =>
  Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

const search = async (client: Client, q: string): Promise<SearchView> => {
  const res = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const ofKind = (view: SearchView, kind: SearchHit['kind']) => view.hits.filter((h) => h.kind === kind);

const department = () => newDepartment([], 'Search desk');

describe('people', () => {
  it('finds a person by the beginning of their surname, by their e-mail, and by their new name only once renamed', async () => {
    // Prepare
    const surname = rareWord();
    const person = await newPerson({ name: `Robin ${surname}` });
    const renamedTo = rareWord();
    // Act
    const bySurname = await search(support, surname.slice(0, 5).toLowerCase());
    const byEmail = await search(support, person.email);
    const renamed = await (
      await asSuperadmin()
    ).put(`/api/users/${person.id}`, { name: `Robin ${renamedTo}`, email: person.email, role_id: shippedRoleId(ROLE.student) });
    const byOldName = await search(support, surname);
    const byNewName = await search(support, renamedTo);
    // Assess
    expect(ofKind(bySurname, 'person')).toEqual([
      { kind: 'person', id: person.id, title: `Robin ${surname}`, detail: `${person.email} · Student`, form_type: null },
    ]);
    expect(ofKind(byEmail, 'person').map((h) => h.id)).toEqual([person.id]);
    expect(renamed.status).toBe(200);
    expect(ofKind(byOldName, 'person')).toEqual([]);
    expect(ofKind(byNewName, 'person').map((h) => h.title)).toEqual([`Robin ${renamedTo}`]);
  });

  it('no longer finds a person once their account is deleted', async () => {
    // Prepare
    const surname = rareWord();
    const person = await newPerson({ name: `Sam ${surname}` });
    // Act
    const deleted = await (await asSuperadmin()).delete(`/api/users/${person.id}`);
    const found = await search(support, surname);
    // Assess
    expect([200, 204]).toContain(deleted.status);
    expect(ofKind(found, 'person')).toEqual([]);
  });

  it('finds a name by a word in the middle of many that share its first letters', async () => {
    // Prepare: thirty people whose surnames begin alike, and the one sought among them
    const stem = rareWord().toLowerCase().slice(0, 6);
    await Promise.all(Array.from({ length: 30 }, (_, i) => newPerson({ name: `Alex ${stem}${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i}` })));
    const sought = await newPerson({ name: `Alex ${stem}sought` });
    // Act
    const found = await search(support, `${stem}sought`);
    // Assess
    expect(ofKind(found, 'person').map((h) => h.id)).toEqual([sought.id]);
  });

  it('finds two words of a name whose common word more than a page of people share, reading on past the first page', async () => {
    // Prepare: thirty people with the same surname whose first names sort before the one sought
    const surname = rareWord();
    await Promise.all(Array.from({ length: 30 }, (_, i) => newPerson({ name: `Abby${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i} ${surname}` })));
    const sought = await newPerson({ name: `Zed ${surname}` });
    // Act
    const found = await search(support, `zed ${surname}`);
    // Assess
    expect(ofKind(found, 'person').map((h) => h.id)).toEqual([sought.id]);
  });
});

describe('forms', () => {
  it('finds a student’s form by their surname for staff of its family, and not for the student or an agent', async () => {
    // Prepare
    const { course, location } = await courseAtCampus();
    const surname = rareWord();
    const student = await signedInPerson({ role: ROLE.student });
    const fields = completeFields('application', { courseId: course.id, locationId: location.id }, { lastname: surname });
    const started = await postMultipart(student.client, '/api/form', fields);
    expect(started.status).toBe(201);
    const agent = await signInAs(ROLE.agent);
    // Act
    const [byAdmissions, byStudent, byAgent] = await Promise.all([
      search(admissions, surname),
      search(student.client, surname),
      search(agent, surname),
    ]);
    // Assess
    expect(ofKind(byAdmissions, 'form')).toEqual([
      expect.objectContaining({
        kind: 'form',
        id: started.body.data.id,
        form_type: 'application',
        detail: expect.stringMatching(/^Application · Draft/),
      }),
    ]);
    expect(ofKind(byAdmissions, 'form')[0]!.title).toContain(surname);
    expect(byStudent).toEqual({ hits: [], searched: [], too_short: false });
    expect(byAgent).toEqual({ hits: [], searched: [], too_short: false });
  });
});

describe('tickets', () => {
  it('finds a ticket by a word of its subject for its department and an admin, not for another department', async () => {
    // Prepare
    const [ours, theirs] = await Promise.all([department(), department()]);
    const word = rareWord();
    const student = await signedInPerson({ role: ROLE.student });
    const raised = await postMultipart(student.client, '/api/tickets', {
      subject: `Refund for ${word} fees`,
      category_id: ours.categoryId,
      message: 'Please refund the overpayment.',
    });
    expect(raised.status).toBe(201);
    const id = raised.body.data.id as string;
    // Act
    const [byOurs, byTheirs, byAdmin] = await Promise.all([search(ours.staff.client, word), search(theirs.staff.client, word), search(admin, word)]);
    const byTheirsWithId = await search(theirs.staff.client, id);
    const byOursWithId = await search(ours.staff.client, id);
    // Assess
    expect(ofKind(byOurs, 'ticket')).toEqual([
      { kind: 'ticket', id, title: `Refund for ${word} fees`, detail: `${student.name} · Open`, form_type: null },
    ]);
    expect(byTheirs.searched).toContain('ticket');
    expect(ofKind(byTheirs, 'ticket')).toEqual([]);
    expect(ofKind(byAdmin, 'ticket').map((h) => h.id)).toEqual([id]);
    expect(ofKind(byTheirsWithId, 'ticket')).toEqual([]);
    expect(ofKind(byOursWithId, 'ticket').map((h) => h.id)).toEqual([id]);
  });
});

describe('tickets by their requester', () => {
  it('finds a ticket with a long subject by its requester’s surname', async () => {
    // Prepare
    const { categoryId, staff } = await department();
    const surname = rareWord();
    const requester = await signedInPerson({ role: ROLE.student, name: `Noor ${surname}` });
    const subject = Array.from({ length: 20 }, (_, i) => `w${'abcdefghijklmnopqrstuvwxyz'[i]}${i}`).join(' ');
    const raised = await postMultipart(requester.client, '/api/tickets', { subject, category_id: categoryId, message: 'A long question.' });
    expect(raised.status).toBe(201);
    // Act
    const found = await search(staff.client, surname);
    // Assess
    expect(ofKind(found, 'ticket').map((h) => h.id)).toEqual([raised.body.data.id]);
  });
});

describe('bookings', () => {
  it('finds a booking by its number and its customer’s e-mail for the booking office, not for a student', async () => {
    // Prepare
    const course = await admin.post('/api/short-courses', {
      code: `SC-${uniqueTag().slice(-8).toUpperCase()}`,
      title: `Provide first aid ${uniqueTag()}`,
      price: 165,
      duration_hours: 8,
      required_documents: [],
    });
    expect(course.status).toBe(201);
    const locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
    const session = await admin.post(`/api/short-courses/${course.body.data.id}/books`, {
      booking_datetime: '2027-03-13T09:00',
      location_id: locationId,
      capacity: 10,
    });
    expect(session.status).toBe(201);
    const email = uniqueEmail('searched');
    const booked = await call('POST', `/api/short-course-book/${course.body.data.id}`, {
      body: {
        session_id: session.body.data.id,
        customer: { name: 'Robin Customer', email, phone: '0412 345 678' },
        participants: [{ name: 'Robin' }],
      },
      from: randomLoopbackAddress(),
    });
    expect(booked.status).toBe(201);
    const { id, number } = booked.body.data as { id: string; number: string };
    const student = await signedInPerson({ role: ROLE.student });
    // Act
    const [byNumber, byEmail, byStudent] = await Promise.all([search(admin, number), search(admin, email), search(student.client, number)]);
    // Assess
    expect(ofKind(byNumber, 'booking')).toEqual([
      { kind: 'booking', id, title: `${number} · Robin Customer`, detail: expect.stringContaining(course.body.data.code), form_type: null },
    ]);
    expect(ofKind(byEmail, 'booking').map((h) => h.id)).toEqual([id]);
    expect(ofKind(byStudent, 'booking')).toEqual([]);
  });
});

describe('the term', () => {
  it('answers too_short, and looks nothing up, for a term with no word of three letters or more', async () => {
    // Act
    const view = await search(admin, 'a b');
    // Assess
    expect(view).toEqual({ hits: [], searched: ['person', 'form', 'ticket', 'booking'], too_short: true });
  });

  it('finds a word typed with invisible joiners or in full-width letters as the word itself', async () => {
    // Prepare
    const surname = rareWord();
    const person = await newPerson({ name: `Kai ${surname}` });
    const fullWidth = [...surname].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    // Act
    const [joined, wide] = await Promise.all([search(support, `\u200b${surname.slice(0, 4)}\u200d${surname.slice(4)}`), search(support, fullWidth)]);
    // Assess
    expect(ofKind(joined, 'person').map((h) => h.id)).toEqual([person.id]);
    expect(ofKind(wide, 'person').map((h) => h.id)).toEqual([person.id]);
  });

  it.each([
    ['no term', ''],
    ['an empty term', '?q=%20%20'],
    ['a term over 100 characters', `?q=${'x'.repeat(101)}`],
  ])('refuses %s with 422 naming q', async (_, query) => {
    // Act
    const res = await admin.get(`/api/search${query}`);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['q']);
  });

  it('answers 401 to someone not signed in', async () => {
    // Act
    const res = await call('GET', '/api/search?q=robin');
    // Assess
    expect(res.status).toBe(401);
  });
});
