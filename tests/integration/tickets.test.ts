// Support tickets (issue 9): raising one with a file, the conversation with internal notes that never reach the
// requester, assigning and unassigning, closing and reopening (twice answers 409), the lists each person sees
// and their filters, SLA targets, departments kept apart, live `ticket-status` events, and deleting.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ROLE } from '@shared/permissions';
import { call, mailsTo, randomLoopbackAddress, signIn, signInAs, type Client } from '../support/api';
import { fieldsOf, newRole, shippedRoleId, signedInPerson, uniqueTag } from '../support/fixtures';
import { PDF_BYTES, postMultipart } from '../support/forms';
import { attachmentsModule, dueIndexEntryOf, makeFirstResponseLate } from '../support/store';

let support: Client;
let admissions: Client;
let admin: Client;
let categoryId: string;
let admissionsCategoryId: string;

beforeAll(async () => {
  [support, admissions, admin] = await Promise.all([signInAs(ROLE.studentSupport), signInAs(ROLE.admissions), signInAs(ROLE.admin)]);
  const categories = (await admin.get('/api/ticket-categories?pagination=1000')).body.data as { id: string; name: string }[];
  categoryId = categories.find((c) => c.name === 'Fees and payments')!.id;
  admissionsCategoryId = categories.find((c) => c.name === 'Enrolment and admissions')!.id;
});

type Student = Awaited<ReturnType<typeof signedInPerson>>;

const raise = async (
  student: Student,
  fields: Record<string, string> = {},
  files = [{ name: 'attachments[0]', filename: 'invoice.pdf', type: 'application/pdf', bytes: PDF_BYTES }],
) => {
  const res = await postMultipart(
    student.client,
    '/api/tickets',
    { subject: `Invoice question ${uniqueTag()}`, category_id: categoryId, message: 'My invoice shows the wrong amount.', ...fields },
    files,
  );
  expect(res.status).toBe(201);
  return res.body.data;
};

describe('raising a ticket', () => {
  it('files it under its category’s department with its targets, its first message and file, for the requester to read', async () => {
    // Prepare
    const student = await signedInPerson();
    // Act
    const ticket = await raise(student);
    const file = ticket.messages[0].attachments[0];
    const link = await student.client.get(`/api/tickets/messages/${ticket.messages[0].id}/attachments/${file.id}`);
    const blob = await student.client.get(`/api/tickets/messages/${ticket.messages[0].id}/attachments/${file.id}/download`);
    // Assess
    expect(ticket).toMatchObject({
      status: 'open',
      priority: 'normal',
      category: { id: categoryId, name: 'Fees and payments' },
      department: { id: shippedRoleId(ROLE.studentSupport), name: ROLE.studentSupport },
      requester: { id: student.id, name: student.name },
      assignees: [],
      closed_at: null,
      sla: { first_response_at: null, state: 'on-time' },
      can: { reply: true, note: false, assign: false, close: true, reopen: false, delete: false },
      requester_email: null,
    });
    // Eight working hours: never sooner than 8 hours away, and the resolution after the first response.
    expect(Date.parse(ticket.sla.first_response_due_at) - Date.now()).toBeGreaterThanOrEqual(8 * 3600_000 - 60_000);
    expect(ticket.sla.resolution_due_at > ticket.sla.first_response_due_at).toBe(true);
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        body: 'My invoice shows the wrong amount.',
        internal: false,
        author: { id: student.id, name: student.name, staff: false },
      }),
    ]);
    expect(file).toMatchObject({ name: 'invoice.pdf', type: 'application/pdf', size: PDF_BYTES.length });
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^http/);
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toBe('application/pdf');
  });

  it.each([
    ['no subject and an unknown category', { subject: ' ', category_id: 'no-such-category' }, ['subject']],
    ['an empty message and a made-up priority', { message: '  ', priority: 'critical' }, ['message', 'priority']],
  ])('refuses %s with 422 naming the fields', async (_, fields, named) => {
    // Prepare
    const student = await signedInPerson();
    // Act
    const res = await postMultipart(student.client, '/api/tickets', { subject: 'A subject', category_id: categoryId, message: 'Hello', ...fields });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(expect.arrayContaining(named));
  });

  it('refuses a category that does not exist with 422, and a web page sent as a PDF with 415, and keeps no ticket', async () => {
    // Prepare
    const student = await signedInPerson();
    // Act
    const unknown = await postMultipart(student.client, '/api/tickets', { subject: 'A subject', category_id: 'no-such-category', message: 'Hello' });
    const html = await postMultipart(student.client, '/api/tickets', { subject: 'A subject', category_id: categoryId, message: 'Hello' }, [
      { name: 'attachments[0]', filename: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script>') },
    ]);
    const sixth = await postMultipart(student.client, '/api/tickets', { subject: 'A subject', category_id: categoryId, message: 'Hello' }, [
      { name: 'attachments[5]', filename: 'x.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    // Assess
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown.body)).toEqual(['category_id']);
    expect(html.status).toBe(415);
    expect(sixth.status).toBe(422);
    expect((await student.client.get('/api/tickets')).body.meta.total).toBe(0);
  });
});

describe('the conversation', () => {
  it('keeps staff’s internal notes from the requester, and mails the requester a staff reply, which meets the first-response target', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    // Act
    const note = await postMultipart(support, `/api/tickets/${ticket.id}/messages`, { body: 'Secret: check the ledger first.', internal: 'true' });
    const reply = await postMultipart(support, `/api/tickets/${ticket.id}/messages`, { body: 'We have corrected your invoice.' });
    const seenByStudent = await student.client.get(`/api/tickets/${ticket.id}`);
    const seenByStaff = await support.get(`/api/tickets/${ticket.id}`);
    const studentNote = await postMultipart(student.client, `/api/tickets/${ticket.id}/messages`, { body: 'Sneaky', internal: 'true' });
    // Assess
    expect(note.status).toBe(200);
    expect(reply.status).toBe(200);
    expect(seenByStudent.body.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'My invoice shows the wrong amount.',
      'We have corrected your invoice.',
    ]);
    expect(JSON.stringify(seenByStudent.body)).not.toContain('Secret');
    expect(seenByStaff.body.data.messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true, false]);
    expect(seenByStaff.body.data.sla.first_response_at).toEqual(expect.any(String));
    expect(seenByStaff.body.data.sla.state).toBe('on-time');
    expect(studentNote.status).toBe(403);
    const mails = await mailsTo(student.email);
    expect(mails.some((m) => m.text.includes('We have corrected your invoice.'))).toBe(true);
    expect(mails.some((m) => `${m.text}${m.html}`.includes('Secret'))).toBe(false);
  });

  it('lists a ticket of another department under “assigned to me” for the staff assigned to it', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    const admissionsId = (await admissions.get('/api/profile')).body.data.id;
    const mine = async () => (await admissions.get(`/api/tickets?assignee=me&search=${encodeURIComponent(ticket.subject)}`)).body.data;
    const before = await mine();
    // Act
    await support.post(`/api/tickets/${ticket.id}/assign`, { user_ids: [admissionsId] });
    const after = await mine();
    const departmentList = await admissions.get(`/api/tickets?search=${encodeURIComponent(ticket.subject)}`);
    // Assess
    expect(before).toEqual([]);
    expect(after.map((t: { id: string }) => t.id)).toEqual([ticket.id]);
    expect(departmentList.body.data).toEqual([]);
  });

  it('keeps “assigned to me” as the tickets are: a reply, a close and a reopen show there, an unassignment or a deletion takes it away', async () => {
    // Prepare: a new member of staff, so their list holds only this test's tickets
    const student = await signedInPerson();
    const staff = await signedInPerson({ role: ROLE.studentSupport });
    const [first, second] = [await raise(student), await raise(student)];
    const mine = async (query = '') => {
      const res = await staff.client.get(`/api/tickets?assignee=me${query}`);
      expect(res.status).toBe(200);
      return { rows: res.body.data as { id: string; status: string; sla: unknown }[], total: res.body.meta.total as number };
    };
    // Act and assess, step by step
    await support.post(`/api/tickets/${first.id}/assign`, { user_ids: [staff.id] });
    await support.post(`/api/tickets/${second.id}/assign`, { user_ids: [staff.id] });
    expect(await mine()).toMatchObject({
      rows: [
        { id: second.id, status: 'assigned' },
        { id: first.id, status: 'assigned' },
      ],
      total: 2,
    });
    expect((await staff.client.post(`/api/tickets/${first.id}/close`)).status).toBe(200);
    expect((await mine('&status=closed')).rows.map((t) => t.id)).toEqual([first.id]);
    expect((await staff.client.post(`/api/tickets/${first.id}/reopen`)).status).toBe(200);
    expect((await mine('&status=closed')).rows).toEqual([]);
    expect((await support.delete(`/api/tickets/${second.id}/assignments/${staff.id}`)).status).toBe(200);
    expect(await mine()).toMatchObject({ rows: [{ id: first.id, status: 'assigned' }], total: 1 });
    expect((await admin.delete(`/api/tickets/${first.id}`)).status).toBe(200);
    expect(await mine()).toEqual({ rows: [], total: 0 });
  });

  it('answers 404 to staff of another department, and lets them in once assigned', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    const admissionsId = (await admissions.get('/api/profile')).body.data.id;
    // Act
    const before = await admissions.get(`/api/tickets/${ticket.id}`);
    const assigned = await support.post(`/api/tickets/${ticket.id}/assign`, { user_ids: [admissionsId] });
    const after = await admissions.get(`/api/tickets/${ticket.id}`);
    // Assess
    expect(before.status).toBe(404);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ status: 'assigned', assignees: [{ id: admissionsId }] });
    expect(after.status).toBe(200);
  });
});

describe('assigning, closing and reopening', () => {
  it('assigns staff (not a student), unassigns them back to open, closes once, reopens once, and refuses a reply while closed', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    const supportId = (await support.get('/api/profile')).body.data.id;
    // Act
    const notStaff = await support.post(`/api/tickets/${ticket.id}/assign`, { user_ids: [student.id] });
    const assigned = await support.post(`/api/tickets/${ticket.id}/assign`, { user_ids: [supportId] });
    const unassigned = await support.delete(`/api/tickets/${ticket.id}/assignments/${supportId}`);
    const notAssigned = await support.delete(`/api/tickets/${ticket.id}/assignments/${supportId}`);
    const closed = await student.client.post(`/api/tickets/${ticket.id}/close`);
    const closedAgain = await support.post(`/api/tickets/${ticket.id}/close`);
    const replyWhileClosed = await postMultipart(student.client, `/api/tickets/${ticket.id}/messages`, { body: 'Hello?' });
    const reopened = await support.post(`/api/tickets/${ticket.id}/reopen`);
    const reopenedAgain = await student.client.post(`/api/tickets/${ticket.id}/reopen`);
    // Assess
    expect(notStaff.status).toBe(422);
    expect(fieldsOf(notStaff.body)).toEqual(['user_ids']);
    expect(assigned.body.data.status).toBe('assigned');
    expect(unassigned.body.data).toMatchObject({ status: 'open', assignees: [] });
    expect(notAssigned.status).toBe(404);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', closed_at: expect.any(String), can: { reply: false, reopen: true } });
    expect(closedAgain.status).toBe(409);
    expect(closedAgain.body.code).toBe('ticket.already_closed');
    expect(replyWhileClosed.status).toBe(409);
    expect(reopened.body.data).toMatchObject({ status: 'open', closed_at: null });
    expect(reopenedAgain.status).toBe(409);
  });

  it('lets one of two staff closing at once win, and tells the other 409', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    // Act
    const results = await Promise.all([support.post(`/api/tickets/${ticket.id}/close`), student.client.post(`/api/tickets/${ticket.id}/close`)]);
    // Assess
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('keeps no file of a reply that lost to a close at the same moment: every file the ticket holds is a message’s', async () => {
    // Prepare
    const Attachments = await attachmentsModule();
    const student = await signedInPerson();
    const tickets = await Promise.all([1, 2, 3].map(() => raise(student, {}, [])));
    // Act: each ticket closed by staff while its requester replies with a file
    const outcomes = await Promise.all(
      tickets.map((t) =>
        Promise.all([
          support.post(`/api/tickets/${t.id}/close`),
          postMultipart(student.client, `/api/tickets/${t.id}/messages`, { body: 'One more thing' }, [
            { name: 'attachments[0]', filename: 'late.pdf', type: 'application/pdf', bytes: PDF_BYTES },
          ]),
        ]),
      ),
    );
    // Assess
    for (const [index, t] of tickets.entries()) {
      const [, reply] = outcomes[index]!;
      expect([200, 409]).toContain(reply.status);
      const named = (await support.get(`/api/tickets/${t.id}`)).body.data.messages.flatMap((m: { attachments: { id: string }[] }) =>
        m.attachments.map((a) => a.id),
      );
      const held = (await Attachments.listAttachments({ area: 'tickets', id: t.id })).map((a) => a.id);
      expect(held.sort()).toEqual(named.sort());
    }
  });

  it('pushes ticket-status with the requester’s new notification to their open socket when staff close the ticket', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    const socket = new WebSocket(`${inject('apiUrl').replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(student.client.token)}`);
    const heard: { event: string; data: Record<string, unknown> }[] = [];
    socket.on('message', (raw) => heard.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.once('open', resolve));
    // Act
    await support.post(`/api/tickets/${ticket.id}/close`);
    await expect.poll(() => heard.filter((m) => m.event === 'ticket-status').length).toBe(1);
    socket.close();
    // Assess
    expect(heard.find((m) => m.event === 'ticket-status')!.data).toEqual({
      ticket_id: ticket.id,
      status: 'closed',
      notification: expect.objectContaining({ user_id: student.id, read: false, trash: false, title: expect.stringContaining('closed the ticket') }),
    });
  });
});

describe('the lists', () => {
  it('shows a requester only their own tickets, and a department its own, with status, assignee and search filters', async () => {
    // Prepare
    const [mine, theirs] = [await signedInPerson(), await signedInPerson()];
    const tag = `Zq${uniqueTag()}`;
    const open = await raise(mine, { subject: `${tag} open` });
    const done = await raise(mine, { subject: `${tag} done` });
    await raise(theirs, { subject: `${tag} someone else` });
    const enrolment = await raise(mine, { subject: `${tag} enrolment`, category_id: admissionsCategoryId });
    await support.post(`/api/tickets/${done.id}/close`);
    const supportId = (await support.get('/api/profile')).body.data.id;
    await support.post(`/api/tickets/${open.id}/assign`, { user_ids: [supportId] });
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((t) => t.id);
    // Act
    const own = await mine.client.get(`/api/tickets?search=${tag}`);
    const department = await support.get(`/api/tickets?search=${tag}&pagination=100`);
    const closedOnly = await support.get(`/api/tickets?search=${tag}&status=closed`);
    const assignedToMe = await support.get(`/api/tickets?search=${tag}&assignee=me`);
    const otherDepartment = await support.get(`/api/tickets?department_role_id=${shippedRoleId(ROLE.admissions)}`);
    const everything = await admin.get(`/api/tickets?search=${tag}&pagination=100`);
    // Assess
    expect(ids(own)).toEqual([enrolment.id, done.id, open.id]);
    expect(ids(department)).toHaveLength(3);
    expect(ids(department)).not.toContain(enrolment.id);
    expect(ids(closedOnly)).toEqual([done.id]);
    expect(ids(assignedToMe)).toEqual([open.id]);
    expect(otherDepartment.status).toBe(403);
    expect(ids(everything)).toHaveLength(4);
  });

  it('answers a total only for the list the caller gets, whatever count the query names (read ahead before the caller is known)', async () => {
    // Prepare: a requester with one ticket; the department and the assignee they name have many more
    const student = await signedInPerson();
    const own = await raise(student, { subject: `Zt${uniqueTag()} own` });
    const supportId = (await support.get('/api/profile')).body.data.id;
    const adminId = (await admin.get('/api/profile')).body.data.id;
    const departmentTotal = (await admin.get(`/api/tickets?department_role_id=${shippedRoleId(ROLE.studentSupport)}`)).body.meta.total;
    // Act
    const namingDepartment = await student.client.get(`/api/tickets?department_role_id=${shippedRoleId(ROLE.studentSupport)}&pagination=100`);
    const namingAssignee = await student.client.get(`/api/tickets?assignee=${supportId}&pagination=100`);
    const namingAnother = await support.get(`/api/tickets?assignee=${adminId}&pagination=100`);
    // Assess
    expect(departmentTotal).toBeGreaterThan(1);
    expect(namingDepartment.body.data.map((t: { id: string }) => t.id)).toEqual([own.id]);
    expect(namingDepartment.body.meta.total).toBe(1);
    expect(namingAssignee.body).toMatchObject({ data: [], meta: { total: 0 } });
    expect(namingAnother.status).toBe(200);
    expect(namingAnother.body.meta.total).toBe(namingAnother.body.data.length);
    expect(namingAnother.body.data.every((t: { assignees: { id: string }[] }) => t.assignees.some((a) => a.id === adminId))).toBe(true);
  });

  it('finds breached tickets by the SLA filter once a target has passed', async () => {
    // Prepare: a ticket whose first response was due an hour ago
    const student = await signedInPerson();
    const tag = `Zb${uniqueTag()}`;
    const late = await raise(student, { subject: `${tag} late` });
    const fine = await raise(student, { subject: `${tag} fine` });
    const done = await raise(student, { subject: `${tag} done` });
    await support.post(`/api/tickets/${done.id}/close`);
    await makeFirstResponseLate(late.id);
    // Act
    const breached = await support.get(`/api/tickets?search=${tag}&sla=breached`);
    const onTime = await support.get(`/api/tickets?search=${tag}&sla=on-time`);
    const met = await support.get(`/api/tickets?search=${tag}&sla=met`);
    const dueSoon = await support.get(`/api/tickets?search=${tag}&sla=due-soon`);
    // Assess
    expect([breached, onTime, met, dueSoon].map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(breached.body.data.map((t: { id: string }) => t.id)).toEqual([late.id]);
    expect(breached.body.data[0].sla.state).toBe('breached');
    expect(onTime.body.data.map((t: { id: string }) => t.id)).toEqual([fine.id]);
    expect(met.body.data.map((t: { id: string }) => t.id)).toEqual([done.id]);
    expect(dueSoon.body.data).toEqual([]);
  });
});

describe('the jobs’ due index', () => {
  it('holds an open ticket by its first-response target, by its resolution once staff answer and as it is assigned, and no more once closed', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student, {}, []);
    const supportId = (await support.get('/api/profile')).body.data.id;
    const raised = await dueIndexEntryOf(ticket.id);
    // Act
    await postMultipart(support, `/api/tickets/${ticket.id}/messages`, { body: 'Checking your invoice now.' });
    const answered = await dueIndexEntryOf(ticket.id);
    await support.post(`/api/tickets/${ticket.id}/assign`, { user_ids: [supportId] });
    const assigned = await dueIndexEntryOf(ticket.id);
    const closed = await support.post(`/api/tickets/${ticket.id}/close`);
    const afterClosing = await dueIndexEntryOf(ticket.id);
    // Assess
    expect(raised).toEqual({ status: 'open', dueAt: ticket.sla.first_response_due_at });
    expect(answered).toEqual({ status: 'open', dueAt: ticket.sla.resolution_due_at });
    expect(assigned).toEqual({ status: 'assigned', dueAt: ticket.sla.resolution_due_at });
    expect(closed.status).toBe(200);
    expect(afterClosing).toBeUndefined();
  });
});

describe('the list’s totals', () => {
  it('counts a department’s tickets by status as they are raised, closed, reopened and deleted', async () => {
    // Prepare: a department of its own, so no other test's tickets count in it
    const department = await newRole(['update-ticket']);
    const category = await admin.post('/api/ticket-categories', {
      name: `Counted ${uniqueTag()}`,
      department_role_id: department.id,
      first_response_hours: 4,
      resolution_hours: 8,
    });
    const student = await signedInPerson();
    const totals = async () => {
      const of = async (query: string) => (await admin.get(`/api/tickets?department_role_id=${department.id}${query}`)).body.meta.total;
      return { all: await of(''), open: await of('&status=open'), closed: await of('&status=closed') };
    };
    // Act
    const [first, second] = [
      await raise(student, { category_id: category.body.data.id }, []),
      await raise(student, { category_id: category.body.data.id }, []),
    ];
    const raised = await totals();
    await admin.post(`/api/tickets/${first.id}/close`);
    const afterClose = await totals();
    await admin.post(`/api/tickets/${first.id}/reopen`);
    await admin.post(`/api/tickets/${second.id}/close`);
    const afterReopen = await totals();
    await admin.delete(`/api/tickets/${second.id}`);
    const afterDelete = await totals();
    // Assess
    expect(raised).toEqual({ all: 2, open: 2, closed: 0 });
    expect(afterClose).toEqual({ all: 2, open: 1, closed: 1 });
    expect(afterReopen).toEqual({ all: 2, open: 1, closed: 1 });
    expect(afterDelete).toEqual({ all: 1, open: 1, closed: 0 });
    const listed = await admin.get(`/api/tickets?department_role_id=${department.id}&status=open`);
    expect(listed.body.data.map((t: { id: string }) => t.id)).toEqual([first.id]);
  });
});

describe('a member of staff’s own department’s list', () => {
  it('shows the department they are in now, with its own total, after they moved to another', async () => {
    // Prepare: two departments of their own, with one ticket and two
    const department = () => newRole(['list-ticket', 'show-ticket', 'update-ticket']);
    const [first, second] = [await department(), await department()];
    const categoryOf = async (department: { id: string }) =>
      (
        await admin.post('/api/ticket-categories', {
          name: `Own ${uniqueTag()}`,
          department_role_id: department.id,
          first_response_hours: 4,
          resolution_hours: 8,
        })
      ).body.data.id as string;
    const student = await signedInPerson();
    const inFirst = await raise(student, { category_id: await categoryOf(first) }, []);
    const secondCategory = await categoryOf(second);
    const inSecond = [await raise(student, { category_id: secondCategory }, []), await raise(student, { category_id: secondCategory }, [])];
    const member = await signedInPerson({ roleId: first.id });
    const ownList = async (client: Client) => (await client.get('/api/tickets?status=open&pagination=15')).body;
    const before = await ownList(member.client);
    // Act: the list remembered their first department; now they are in the second only
    const moved = await admin.put(`/api/users/${member.id}`, { name: member.name, email: member.email, role_id: second.id });
    const after = await ownList(await signIn(member.email, member.password));
    // Assess
    expect(moved.status).toBe(200);
    expect(before.data.map((t: { id: string }) => t.id)).toEqual([inFirst.id]);
    expect(before.meta.total).toBe(1);
    expect(after.data.map((t: { id: string }) => t.id).sort()).toEqual(inSecond.map((t) => t.id).sort());
    expect(after.meta.total).toBe(2);
  });
});

describe('deleting', () => {
  it('lets an admin delete a ticket with its conversation and files; it is gone for its requester too', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    const file = ticket.messages[0].attachments[0];
    // Act
    const byRequester = await student.client.delete(`/api/tickets/${ticket.id}`);
    const removed = await admin.delete(`/api/tickets/${ticket.id}`);
    // Assess
    expect(byRequester.status).toBe(403);
    expect(removed.status).toBe(200);
    expect((await student.client.get(`/api/tickets/${ticket.id}`)).status).toBe(404);
    expect((await student.client.get(`/api/tickets/messages/${ticket.messages[0].id}/attachments/${file.id}`)).status).toBe(404);
  });
});

describe('rating', () => {
  type Tally = { id: string; count: number; average: number };
  const tallyOf = (list: Tally[], id: string) => list.find((t) => t.id === id) ?? { id, count: 0, average: 0 };

  it('takes the requester’s rating once the ticket is closed, once, and counts it for the category and the assigned staff', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    const supportId = (await support.get('/api/profile')).body.data.id;
    await support.post(`/api/tickets/${ticket.id}/assign`, { user_ids: [supportId] });
    const before = (await admin.get('/api/ticket-ratings')).body.data;
    // Act
    const whileOpen = await student.client.post(`/api/tickets/${ticket.id}/rating`, { rating: 5 });
    await support.post(`/api/tickets/${ticket.id}/close`);
    const outOfRange = await student.client.post(`/api/tickets/${ticket.id}/rating`, { rating: 6 });
    const byStaff = await support.post(`/api/tickets/${ticket.id}/rating`, { rating: 1 });
    const rated = await student.client.post(`/api/tickets/${ticket.id}/rating`, { rating: 4, comment: 'Sorted in a day.' });
    const twice = await student.client.post(`/api/tickets/${ticket.id}/rating`, { rating: 1 });
    const after = (await admin.get('/api/ticket-ratings')).body.data;
    const seenByStaff = await support.get(`/api/tickets/${ticket.id}`);
    // Assess
    expect(whileOpen.status).toBe(409);
    expect(outOfRange.status).toBe(422);
    expect(fieldsOf(outOfRange.body)).toEqual(['rating']);
    expect(byStaff.status).toBe(403);
    expect(rated.status).toBe(200);
    expect(rated.body.data).toMatchObject({ rating: { rating: 4, comment: 'Sorted in a day.' }, can: { rate: false } });
    expect(twice.status).toBe(409);
    expect(seenByStaff.body.data.rating).toMatchObject({ rating: 4 });
    expect(tallyOf(after.categories, categoryId).count).toBe(tallyOf(before.categories, categoryId).count + 1);
    expect(tallyOf(after.staff, supportId).count).toBe(tallyOf(before.staff, supportId).count + 1);
    expect(tallyOf(after.staff, supportId).average).toBeGreaterThanOrEqual(1);
  });

  it('keeps one of two ratings sent at once', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student);
    await student.client.post(`/api/tickets/${ticket.id}/close`);
    // Act
    const results = await Promise.all([5, 1].map((rating) => student.client.post(`/api/tickets/${ticket.id}/rating`, { rating })));
    // Assess
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('a ticket made from a chat', () => {
  const transcript = [
    { sender_type: 'user', sender_name: 'Jordan Student', body: 'My USI will not verify.', sent_at: '2026-11-20T01:00:00.000Z' },
    { sender_type: 'system', sender_name: 'Portal', body: 'Sam from Student Support joined.', sent_at: '2026-11-20T01:01:00.000Z' },
  ];

  /** A chat Student Support has taken: a student's, or a guest's. */
  const takenChat = async (from: { client: Client } | { email: string }) => {
    const started =
      'client' in from
        ? await from.client.post('/api/chat/student/start', { staff_role: 'Student Support', message: 'My USI will not verify.' })
        : await call('POST', '/api/chat/guest/start', {
            body: { email: from.email, department: 'Student Support', message: 'An enrolment question' },
            from: randomLoopbackAddress(),
          });
    const id = ('client' in from ? started.body.data.id : started.body.data.chat.id) as string;
    expect((await support.post(`/api/chat/${id}/accept`)).status).toBe(200);
    return id;
  };

  it('is raised for the chat’s student with the transcript as its first message, once per chat', async () => {
    // Prepare
    const [student, other] = await Promise.all([signedInPerson(), signedInPerson()]);
    const chatId = await takenChat(student);
    const body = { chat_id: chatId, subject: 'USI will not verify', category_id: categoryId, requester_id: student.id, transcript };
    // Act
    const made = await support.post('/api/tickets/create-from-chat', body);
    const again = await support.post('/api/tickets/create-from-chat', body);
    const byStudent = await student.client.post('/api/tickets/create-from-chat', { ...body, chat_id: `chat-${uniqueTag()}` });
    const notTheirs = await support.post('/api/tickets/create-from-chat', { ...body, chat_id: await takenChat(other) });
    const notAChat = await support.post('/api/tickets/create-from-chat', { ...body, chat_id: `chat-${uniqueTag()}` });
    const seen = await student.client.get(`/api/tickets/${made.body.data.id}`);
    // Assess
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      chat_id: chatId,
      requester: { id: student.id, name: student.name },
      status: 'assigned',
      assignees: [{ id: support.userId }],
    });
    expect(made.body.data.messages[0].body).toContain('Jordan Student: My USI will not verify.');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ticket.chat_taken');
    expect(byStudent.status).toBe(403);
    expect(fieldsOf(notTheirs.body)).toEqual(['requester_id']);
    expect(fieldsOf(notAChat.body)).toEqual(['chat_id']);
    expect(seen.status).toBe(200);
    const mails = await mailsTo(student.email);
    expect(mails.some((m) => m.subject.includes('A ticket was opened from your chat'))).toBe(true);
  });

  it('is raised for a guest chat’s e-mail, which gets a link; naming both a student and a guest is refused', async () => {
    // Prepare
    const email = `chat.guest.${uniqueTag()}@example.com`;
    // Filed under another department's category: the staff member who made it still follows it (assigned).
    const body = {
      chat_id: await takenChat({ email }),
      subject: 'Enrolment question',
      category_id: admissionsCategoryId,
      guest_email: email,
      transcript,
    };
    // Act
    const made = await support.post('/api/tickets/create-from-chat', body);
    const both = await support.post('/api/tickets/create-from-chat', {
      ...body,
      chat_id: await takenChat({ email }),
      requester_id: support.userId || 'x',
    });
    // Assess
    expect(made.status).toBe(201);
    expect(made.body.data.requester).toEqual({ id: null, name: email });
    expect(made.body.data.assignees).toEqual([expect.objectContaining({ id: support.userId })]);
    expect(both.status).toBe(422);
    expect(fieldsOf(both.body)).toEqual(['requester_id']);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toMatch(new RegExp(`/tickets/guest/${made.body.data.id}#pass=`));
  });
});

describe('the assign picker', () => {
  it('offers the staff who answer tickets, by department, and none of the students', async () => {
    // Prepare
    const supportId = (await support.get('/api/profile')).body.data.id;
    const admissionsId = (await admissions.get('/api/profile')).body.data.id;
    // Act
    const all = await support.get('/api/ticket-staff');
    const ofSupport = await support.get(`/api/ticket-staff?department_role_id=${shippedRoleId(ROLE.studentSupport)}`);
    // Assess
    const ids = (res: typeof all) => res.body.data.map((p: { id: string }) => p.id);
    expect(ids(all)).toEqual(expect.arrayContaining([supportId, admissionsId]));
    expect(ids(ofSupport)).toContain(supportId);
    expect(ids(ofSupport)).not.toContain(admissionsId);
    expect(all.body.data.every((p: { departments: { name: string }[] }) => p.departments.every((d) => d.name !== ROLE.student))).toBe(true);
  });
});
