// The dashboard and a person's evidence timeline (issue 12): kept counters that move with the writes (forms by
// stage, tickets by status and past their targets, orders' revenue, users by role), the parts each role is given,
// and the timeline with its filters, who may read it (anyone else: 404) and its CSV export. Counts the whole portal
// shares are read before and after (other files write at once); a custom department or role gives exact figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_TYPES } from '@shared/forms/catalogue';
import { ROLE } from '@shared/permissions';
import type { DashboardView } from '@shared/schemas/dashboard';
import { anonymous, signInAs, type Client } from '../support/api';
import { asSuperadmin, courseBody, fieldsOf, newCategory, newDepartment, newPerson, newRole, signedInPerson, uniqueTag } from '../support/fixtures';
import { completeFields, courseAtCampus, documentParts, formType, postMultipart, signatureParts } from '../support/forms';
import { jobsFunction, makeFirstResponseLate } from '../support/store';

// No other suite fills in deferral forms: the family's counts move only with this file's.
const DEFER = formType('defer');
let ids: { courseId: string; locationId: string };
let admin: Client;
let superadmin: Client;
let feesCategoryId: string;

beforeAll(async () => {
  const { course, location } = await courseAtCampus();
  ids = { courseId: course.id, locationId: location.id };
  [admin, superadmin] = await Promise.all([signInAs(ROLE.admin), asSuperadmin()]);
  const categories = (await admin.get('/api/ticket-categories?pagination=1000')).body.data as { id: string; name: string }[];
  feesCategoryId = categories.find((c) => c.name === 'Fees and payments')!.id;
});

const dashboard = async (client: Client): Promise<DashboardView> => {
  const res = await client.get('/api/dashboard');
  expect(res.status).toBe(200);
  return res.body.data;
};
const deferCounts = (view: DashboardView) => view.forms!.find((f) => f.form_type_id === DEFER.id)!;
const parts = (view: DashboardView) => Object.keys(view).sort();
const NO_TICKETS = { open: 0, assigned: 0, closed: 0, breached: { open: 0, assigned: 0 } };

const startForm = async (client: Client): Promise<string> => {
  const res = await postMultipart(client, '/api/form', completeFields('defer', ids));
  expect(res.status).toBe(201);
  return res.body.data.id;
};
const submitForm = async (client: Client, id: string) => {
  const fields = { ...completeFields('defer', ids), 'form[submit]': '1', _method: 'put' };
  const res = await postMultipart(client, `/api/form/${id}`, fields, [...signatureParts(), ...documentParts('defer', ids)]);
  expect(res.status).toBe(200);
};

const raiseTicket = async (client: Client, categoryId = feesCategoryId, subject = `My invoice ${uniqueTag()}`) => {
  const res = await postMultipart(client, '/api/tickets', { subject, category_id: categoryId, message: 'It shows the wrong amount.' });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; subject: string };
};

/** A department of its own and a member of it: exact figures. */
const ownDepartment = () => newDepartment(['view-dashboard'], 'Dashboard desk');

describe('the dashboard’s counters', () => {
  it('counts a student’s form in their own stages and its family’s as it goes from draft to submitted to verified', async () => {
    // Prepare
    const student = await signedInPerson({ role: ROLE.student });
    const [mine0, staff0] = await Promise.all([dashboard(student.client), dashboard(superadmin)]);
    // Act
    const id = await startForm(student.client);
    const [mine1, staff1] = await Promise.all([dashboard(student.client), dashboard(superadmin)]);
    await submitForm(student.client, id);
    const [mine2, staff2] = await Promise.all([dashboard(student.client), dashboard(superadmin)]);
    const verified = await superadmin.get(`/api/form-verify/${id}`);
    const [mine3, staff3] = await Promise.all([dashboard(student.client), dashboard(superadmin)]);
    // Assess
    expect(verified.status).toBe(200);
    expect([mine0, mine1, mine2, mine3].map((v) => v.own.forms)).toEqual([
      { draft: 0, submitted: 0, verified: 0 },
      { draft: 1, submitted: 0, verified: 0 },
      { draft: 0, submitted: 1, verified: 0 },
      { draft: 0, submitted: 0, verified: 1 },
    ]);
    const delta = (a: DashboardView, b: DashboardView) => {
      const [x, y] = [deferCounts(a), deferCounts(b)];
      return { draft: y.draft - x.draft, submitted: y.submitted - x.submitted, verified: y.verified - x.verified };
    };
    expect(delta(staff0, staff1)).toEqual({ draft: 1, submitted: 0, verified: 0 });
    expect(delta(staff1, staff2)).toEqual({ draft: -1, submitted: 1, verified: 0 });
    expect(delta(staff2, staff3)).toEqual({ draft: 0, submitted: -1, verified: 1 });
    expect(mine3.own.recent_forms).toEqual([expect.objectContaining({ id, form_type_id: DEFER.id, status: 'submitted', verified: true })]);
  });

  it('shows the person the clock their complaint runs on, soonest first, until staff verify it', async () => {
    // Prepare: a complaint gives the college ten working days from its submission
    const student = await signedInPerson({ role: ROLE.student });
    const fields = { ...completeFields('complaints-appeals', ids, { kind: 'complaint' }), 'form[submit]': '1' };
    const submitted = await postMultipart(student.client, '/api/form', fields, [...signatureParts(), ...documentParts('complaints-appeals', ids)]);
    expect(submitted.status).toBe(201);
    const running = await dashboard(student.client);
    // Act
    const verified = await admin.get(`/api/form-verify/${submitted.body.data.id}`);
    const stopped = await dashboard(student.client);
    // Assess
    expect(running.own.due).toEqual([
      expect.objectContaining({ form_id: submitted.body.data.id, clock: expect.objectContaining({ working_days: true, state: 'on-time' }) }),
    ]);
    expect(verified.status).toBe(200);
    expect(stopped.own.due).toEqual([]);
  });

  it('counts a ticket as open for its department and the admins, in the requester’s open tickets, and as closed once closed', async () => {
    // Prepare
    const { role, categoryId, staff } = await ownDepartment();
    const student = await signedInPerson();
    const [desk0, admin0] = await Promise.all([dashboard(staff.client), dashboard(admin)]);
    // Act
    const ticket = await raiseTicket(student.client, categoryId);
    const [desk1, admin1, mine1] = await Promise.all([dashboard(staff.client), dashboard(admin), dashboard(student.client)]);
    const closed = await staff.client.post(`/api/tickets/${ticket.id}/close`);
    const [desk2, mine2] = await Promise.all([dashboard(staff.client), dashboard(student.client)]);
    // Assess
    expect(desk0.tickets).toEqual({ department: { id: role.id, name: role.name }, ...NO_TICKETS });
    expect(desk1.tickets).toMatchObject({ open: 1, assigned: 0, closed: 0 });
    expect(admin1.tickets!.department).toBeNull();
    expect(admin1.tickets!.open - admin0.tickets!.open).toBeGreaterThanOrEqual(1);
    expect(mine1.own.open_tickets).toEqual([{ id: ticket.id, subject: ticket.subject, status: 'open', updated_at: expect.any(String) }]);
    expect(closed.status).toBe(200);
    expect(desk2.tickets).toMatchObject({ open: 0, closed: 1 });
    expect(mine2.own.open_tickets).toEqual([]);
  });

  it('counts an open ticket past its first-response target as breached once the jobs have run, and no longer once it is closed', async () => {
    // Prepare: two tickets, one of which was due an answer an hour ago
    const { categoryId, staff } = await ownDepartment();
    const student = await signedInPerson();
    const late = await raiseTicket(student.client, categoryId);
    await raiseTicket(student.client, categoryId);
    const runJobs = await jobsFunction();
    await runJobs();
    const before = await dashboard(staff.client);
    await makeFirstResponseLate(late.id);
    // Act
    await runJobs();
    const [counted, admins] = await Promise.all([dashboard(staff.client), dashboard(admin)]);
    await staff.client.post(`/api/tickets/${late.id}/close`);
    await runJobs();
    const afterClosing = await dashboard(staff.client);
    // Assess
    expect(before.tickets!.breached).toEqual({ open: 0, assigned: 0 });
    expect(counted.tickets).toMatchObject({ open: 2, breached: { open: 1, assigned: 0 } });
    expect(admins.tickets!.breached.open).toBeGreaterThanOrEqual(1);
    expect(afterClosing.tickets).toMatchObject({ open: 1, closed: 1, breached: { open: 0, assigned: 0 } });
  });

  it('adds what a booking paid to this month’s revenue once the office confirms it, and shows the student their paid session', async () => {
    // Prepare: a price no other suite's booking comes near, for two seats
    const code = `SC-${uniqueTag().slice(-8).toUpperCase()}`;
    const course = (await admin.post('/api/short-courses', { code, title: `Dashboards ${code}`, price: 4321.5, duration_hours: 8 })).body.data;
    const locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
    const at = { booking_datetime: '2027-06-12T09:00', location_id: locationId, capacity: 5 };
    const session = (await admin.post(`/api/short-courses/${course.id}/books`, at)).body.data;
    const student = await signedInPerson();
    const booked = await student.client.post('/api/applied-short-courses', {
      session_id: session.id,
      customer: { name: student.name, email: student.email, phone: '0412 345 678' },
      participants: [{ name: 'First Participant' }, { name: 'Second Participant' }],
    });
    expect(booked.status).toBe(201);
    const order = booked.body.data as { id: string; number: string; amount: number };
    const before = await dashboard(admin);
    // Act
    const confirmed = await admin.post(`/api/short-course-orders/${order.id}/confirm-payment`);
    const [after, mine] = await Promise.all([dashboard(admin), dashboard(student.client)]);
    const staffTimeline = await admin.get(`/api/users/${student.id}/timeline?kind=order`);
    // Assess
    expect(confirmed.status).toBe(200);
    expect(order.amount).toBe(8643);
    expect(after.orders!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(after.orders!.revenue_cents - before.orders!.revenue_cents).toBeGreaterThanOrEqual(864_300);
    expect(after.orders!.stages.progressing - before.orders!.stages.progressing).toBeGreaterThanOrEqual(1);
    expect(mine.own.upcoming_sessions).toEqual([
      expect.objectContaining({ order_id: order.id, number: order.number, paid: true, status: 'progressing' }),
    ]);
    expect(staffTimeline.body.data.data).toEqual([
      expect.objectContaining({ kind: 'order', id: order.id, status: 'Confirmed, paid', link: `/short-courses-order/${order.id}` }),
    ]);
  });

  it("shows a student's coming booking until it is cancelled, and never someone else's", async () => {
    // Prepare
    const code = `SC-${uniqueTag().slice(-8).toUpperCase()}`;
    const course = (await admin.post('/api/short-courses', { code, title: `Coming ${code}`, price: 10, duration_hours: 2 })).body.data;
    const locationId = (await admin.get('/api/location?pagination=1')).body.data[0].id;
    const session = (
      await admin.post(`/api/short-courses/${course.id}/books`, { booking_datetime: '2027-07-01T09:00', location_id: locationId, capacity: 5 })
    ).body.data;
    const [student, other] = await Promise.all([signedInPerson(), signedInPerson()]);
    const order = (
      await student.client.post('/api/applied-short-courses', {
        session_id: session.id,
        customer: { name: student.name, email: student.email, phone: '0412 345 678' },
        participants: [{ name: student.name }],
      })
    ).body.data as { id: string };
    const [booked, othersView] = await Promise.all([dashboard(student.client), dashboard(other.client)]);
    // Act
    const cancelled = await admin.post(`/api/short-course-orders/${order.id}/status`, { status: 'cancelled' });
    const afterwards = await dashboard(student.client);
    // Assess
    expect(booked.own.upcoming_sessions.map((s) => s.order_id)).toEqual([order.id]);
    expect(othersView.own.upcoming_sessions).toEqual([]);
    expect(cancelled.status).toBe(200);
    expect(afterwards.own.upcoming_sessions).toEqual([]);
  });
});

describe('the parts each role is given', () => {
  it('gives a student their own part only, and an agent their students besides', async () => {
    // Prepare
    const [student, agent] = await Promise.all([signedInPerson({ role: ROLE.student }), signedInPerson({ role: ROLE.agent })]);
    const tag = uniqueTag();
    const draft = await postMultipart(agent.client, '/api/form', { 'form[form_type_id]': '1', 'form[firstname]': 'Ana', 'form[lastname]': tag });
    expect(draft.status).toBe(201);
    // Act
    const [studentView, agentView] = await Promise.all([dashboard(student.client), dashboard(agent.client)]);
    // Assess
    expect(parts(studentView)).toEqual(['own']);
    expect(parts(agentView)).toEqual(['agent_students', 'own']);
    expect(agentView.agent_students).toEqual([
      expect.objectContaining({ name: `Ana ${tag}`, forms: 1, drafts: 1, draft: expect.objectContaining({ id: draft.body.data.id }) }),
    ]);
  });

  it('gives an admin every family’s forms, every department’s tickets, the chats and the orders, but not the users or the activity', async () => {
    // Act
    const view = await dashboard(admin);
    // Assess
    expect(parts(view)).toEqual(['chats', 'forms', 'orders', 'own', 'tickets']);
    expect(view.forms!.map((f) => f.form_type_id).sort((a, b) => a - b)).toEqual(FORM_TYPES.map((t) => t.id).sort((a, b) => a - b));
    expect(view.tickets!.department).toBeNull();
    expect(view.chats).toEqual({ waiting: expect.any(Number), staff_online: expect.any(Number) });
  });

  it('gives a Superadmin the users by role, which a new account moves, and the newest activity with who did it', async () => {
    // Prepare
    const boss = await signedInPerson({ role: ROLE.superadmin });
    const role = await newRole([]);
    const before = await dashboard(boss.client);
    // Act
    await newPerson({ roleId: role.id });
    const category = await newCategory();
    const course = await boss.client.post('/api/course', courseBody({ category_id: category.id }));
    const after = await dashboard(boss.client);
    // Assess
    expect(parts(after)).toEqual(['activity', 'chats', 'forms', 'orders', 'own', 'tickets', 'users']);
    const countOf = (view: DashboardView, roleId: string) => view.users!.by_role.find((r) => r.role_id === roleId)?.count;
    expect(countOf(before, role.id)).toBe(0);
    expect(countOf(after, role.id)).toBe(1);
    expect(after.users!.total - before.users!.total).toBeGreaterThanOrEqual(1);
    expect(after.users!.by_role.find((r) => r.role === ROLE.student)!.count).toBeGreaterThanOrEqual(1);
    const counts = after.users!.by_role.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(course.status).toBe(201);
    expect(after.activity!.length).toBeLessThanOrEqual(15);
    expect(after.activity).toContainEqual(
      expect.objectContaining({ action: 'course.created', record_id: course.body.data.id, actor_id: boss.id, actor_name: boss.name }),
    );
    const times = after.activity!.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('a person’s timeline', () => {
  it('lists their forms and tickets newest first with their links, one kind, a span of days, and refuses malformed days naming the field', async () => {
    // Prepare
    const student = await signedInPerson();
    const tag = uniqueTag();
    const formId = await startForm(student.client);
    const ticket = await raiseTicket(student.client, feesCategoryId, `=1+1 ${tag}`);
    const path = `/api/users/${student.id}/timeline`;
    const tomorrowEverywhere = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    // Act
    const all = await student.client.get(path);
    const tickets = await student.client.get(`${path}?kind=ticket`);
    const future = await student.client.get(`${path}?from=${tomorrowEverywhere}`);
    const badMonth = await student.client.get(`${path}?from=2026-13-01`);
    const backwards = await student.client.get(`${path}?from=2026-05-02&to=2026-05-01`);
    const impossibleDay = await student.client.get(`${path}?from=2026-02-30`);
    // Days are the college's (Sydney), whatever the hour in UTC: what began today is in today's span.
    const collegeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    const today = await student.client.get(`${path}?from=${collegeToday}&to=${collegeToday}`);
    // Assess
    expect(all.status).toBe(200);
    expect(all.body.data.person).toEqual({ id: student.id, name: student.name, email: student.email, role: ROLE.student });
    expect(all.body.data.truncated).toBe(false);
    expect(all.body.data.data).toEqual([
      { kind: 'ticket', id: ticket.id, title: `=1+1 ${tag}`, status: 'Open', at: expect.any(String), link: `/tickets/${ticket.id}` },
      expect.objectContaining({
        kind: 'form',
        id: formId,
        title: expect.stringMatching(/^Deferral form/),
        status: 'Draft',
        link: `${DEFER.path}/${formId}`,
      }),
    ]);
    expect(all.body.data.data[0].at >= all.body.data.data[1].at).toBe(true);
    expect(tickets.body.data.data.map((i: { id: string }) => i.id)).toEqual([ticket.id]);
    expect(future.status).toBe(200);
    expect(future.body.data.data).toEqual([]);
    expect(badMonth.status).toBe(422);
    expect(fieldsOf(badMonth.body)).toContain('from');
    expect(backwards.status).toBe(422);
    expect(fieldsOf(backwards.body)).toEqual(['to']);
    expect(impossibleDay.status).toBe(422);
    expect(fieldsOf(impossibleDay.body)).toEqual(['from']);
    expect(today.body.data.data.map((i: { id: string }) => i.id)).toEqual([ticket.id, formId]);
  });

  it('is the person’s own and for those who open accounts: another student and an agent are answered 404', async () => {
    // Prepare
    const [student, other, agent] = await Promise.all([signedInPerson(), signedInPerson(), signedInPerson({ role: ROLE.agent })]);
    const ticket = await raiseTicket(student.client);
    const path = `/api/users/${student.id}/timeline`;
    // Act
    const [byOther, byAgent, byAdmin, otherExport, nobody] = await Promise.all([
      other.client.get(path),
      agent.client.get(path),
      admin.get(path),
      other.client.get(`${path}/export`),
      admin.get(`/api/users/no-such-person-${uniqueTag()}/timeline`),
    ]);
    // Assess
    expect(byOther.status).toBe(404);
    expect(byOther.body.code).toBe('user.not_found');
    expect(byAgent.status).toBe(404);
    expect(byAgent.body.code).toBe('user.not_found');
    expect(otherExport.status).toBe(404);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.data).toEqual([expect.objectContaining({ kind: 'ticket', id: ticket.id, link: `/tickets/${ticket.id}` })]);
    expect(nobody.status).toBe(404);
  });

  it('shows someone else’s reader only the records they may open, and the person every one of theirs', async () => {
    // Prepare: a role that may open accounts and nothing more (no family's forms, no department's tickets)
    const student = await signedInPerson();
    const formId = await startForm(student.client);
    const ticket = await raiseTicket(student.client);
    const reader = await signedInPerson({ roleId: (await newRole(['show-user'])).id });
    const path = `/api/users/${student.id}/timeline`;
    // Act
    const [byReader, byAdmin, byStudent] = await Promise.all([reader.client.get(path), admin.get(path), student.client.get(path)]);
    // Assess
    expect(byReader.status).toBe(200);
    expect(byReader.body.data.data).toEqual([]);
    expect(byAdmin.body.data.data.map((i: { id: string }) => i.id).sort()).toEqual([formId, ticket.id].sort());
    expect(byStudent.body.data.data.map((i: { id: string }) => i.id).sort()).toEqual([formId, ticket.id].sort());
  });

  it('exports as a CSV file with a byte-order mark, a header row, and a formula-like cell opened with an apostrophe', async () => {
    // Prepare
    const student = await signedInPerson();
    const tag = uniqueTag();
    const ticket = await raiseTicket(student.client, feesCategoryId, `=HYPERLINK("http://evil.example") ${tag}`);
    const plain = await raiseTicket(student.client, feesCategoryId, `+61 400 000 000 ${tag}`);
    // Act
    const res = await student.client.get(`/api/users/${student.id}/timeline/export`);
    const bad = await student.client.get(`/api/users/${student.id}/timeline/export?to=2026-13-01`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="timeline-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Kind,Title,Status,Started,Link');
    // Started on the college's clock with its offset; a link a spreadsheet can follow.
    const started = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+1[01]:00';
    expect(lines[1]).toMatch(new RegExp(`^Ticket,'\\+61 400 000 000 ${tag},Open,${started},https?://[^,/]+/tickets/${plain.id}$`));
    expect(lines[2]).toMatch(
      new RegExp(`^Ticket,"'=HYPERLINK\\(""http://evil.example""\\) ${tag}",Open,${started},https?://[^,/]+/tickets/${ticket.id}$`),
    );
    expect(lines.slice(3)).toEqual(['']);
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toContain('to');
  });
});

describe('signed out', () => {
  it('answers 401 to the dashboard, a timeline and its export', async () => {
    // Prepare
    const person = await newPerson();
    // Act
    const answers = await Promise.all(
      ['/api/dashboard', `/api/users/${person.id}/timeline`, `/api/users/${person.id}/timeline/export`].map((path) => anonymous.get(path)),
    );
    // Assess
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
  });
});
