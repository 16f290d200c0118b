// Merging a ticket (two tickets about one question): staff answering both close one into another of the same
// requester; its conversation joins the other as an internal note the requester never reads, and the requester is
// told, on the closed ticket and by mail, where the question is followed. Refusals write nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { mailsTo, signInAs, type Client } from '../support/api';
import { fieldsOf, signedInPerson, uniqueTag } from '../support/fixtures';
import { PDF_BYTES, postMultipart } from '../support/forms';

let support: Client;
let admissions: Client;
let categoryId: string;
let admissionsCategoryId: string;

beforeAll(async () => {
  const admin = await signInAs(ROLE.admin);
  [support, admissions] = await Promise.all([signInAs(ROLE.studentSupport), signInAs(ROLE.admissions)]);
  const categories = (await admin.get('/api/ticket-categories?pagination=1000')).body.data as { id: string; name: string }[];
  categoryId = categories.find((c) => c.name === 'Fees and payments')!.id;
  admissionsCategoryId = categories.find((c) => c.name === 'Enrolment and admissions')!.id;
});

type Student = Awaited<ReturnType<typeof signedInPerson>>;

const raise = async (student: Student, subject: string, message: string, category = categoryId) => {
  const files = [{ name: 'attachments[0]', filename: 'invoice.pdf', type: 'application/pdf', bytes: PDF_BYTES }];
  const res = await postMultipart(student.client, '/api/tickets', { subject: `${subject} ${uniqueTag()}`, category_id: category, message }, files);
  expect(res.status).toBe(201);
  return res.body.data as { id: string; subject: string };
};

const messagesOf = async (client: Client, id: string) =>
  (await client.get(`/api/tickets/${id}`)).body.data.messages as { body: string; internal: boolean }[];

describe('POST /api/tickets/{id}/merge', () => {
  it('closes the ticket into the other, whose note carries its conversation; the requester is told where it goes', async () => {
    // Prepare
    const student = await signedInPerson();
    const into = await raise(student, 'Invoice wrong', 'My invoice shows $900.');
    const merged = await raise(student, 'Invoice again', 'Sorry, it is invoice 4411, not 4410.');
    // Act
    const res = await support.post(`/api/tickets/${merged.id}/merge`, { into: into.id });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: into.id, status: 'open' });
    const note = res.body.data.messages.at(-1);
    expect(note).toMatchObject({ internal: true, author: { staff: true } });
    expect(note.body).toContain(`Merged from the ticket “${merged.subject}”`);
    expect(note.body).toContain('Sorry, it is invoice 4411, not 4410.');
    expect(note.body).toContain('[1 file on the merged ticket]');
    const source = (await student.client.get(`/api/tickets/${merged.id}`)).body.data;
    expect(source.status).toBe('closed');
    expect(source.messages.at(-1)).toMatchObject({ internal: false, body: expect.stringContaining(`in your ticket “${into.subject}”`) });
    // The requester never reads the note on the other ticket.
    expect((await messagesOf(student.client, into.id)).some((m) => m.internal || m.body.includes('Merged from'))).toBe(false);
    const mails = await mailsTo(student.email);
    expect(mails.map((m) => m.subject)).toContain(`Your ticket was merged: ${merged.subject}`);
  });

  it.each([
    ['the same ticket', async (_: Student, ticketId: string) => ticketId],
    ["another requester's ticket", async () => (await raise(await signedInPerson(), 'Someone else', 'Not yours.')).id],
    ['a made-up ticket', async () => 'no-such-ticket'],
    [
      "a ticket of a department the caller does not answer, the requester's own",
      async (s: Student) => (await raise(s, 'Enrolment', 'Which intake?', admissionsCategoryId)).id,
    ],
  ])('refuses %s with 422 naming `into`, writing nothing', async (_, intoOf) => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student, 'Fees', 'How do I pay?');
    const into = await intoOf(student, ticket.id);
    // Act
    const res = await support.post(`/api/tickets/${ticket.id}/merge`, { into });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['into']);
    const after = (await support.get(`/api/tickets/${ticket.id}`)).body.data;
    expect(after.status).toBe('open');
    expect(after.messages).toHaveLength(1);
  });

  it('refuses to merge into a closed ticket, or to merge a closed one, with 409, writing nothing', async () => {
    // Prepare
    const student = await signedInPerson();
    const [open, closed] = [await raise(student, 'Open', 'Still open.'), await raise(student, 'Closed', 'Done with.')];
    expect((await student.client.post(`/api/tickets/${closed.id}/close`)).status).toBe(200);
    // Act
    const into = await support.post(`/api/tickets/${open.id}/merge`, { into: closed.id });
    const from = await support.post(`/api/tickets/${closed.id}/merge`, { into: open.id });
    // Assess
    expect(into.status).toBe(409);
    expect(into.body.code).toBe('ticket.merge_into_closed');
    expect(from.status).toBe(409);
    expect(await messagesOf(support, open.id)).toHaveLength(1);
    expect((await support.get(`/api/tickets/${open.id}`)).body.data.status).toBe('open');
  });

  it('of ten merges of one ticket at once, keeps one and refuses the rest before they write: one note on the other ticket', async () => {
    // Prepare
    const student = await signedInPerson();
    const [into, merged] = [await raise(student, 'Kept', 'First.'), await raise(student, 'Merged', 'Second.')];
    // Act
    const answers = await Promise.all(Array.from({ length: 10 }, () => support.post(`/api/tickets/${merged.id}/merge`, { into: into.id })));
    // Assess
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await messagesOf(support, into.id)).filter((m) => m.internal)).toHaveLength(1);
    expect((await messagesOf(support, merged.id)).filter((m) => m.body.startsWith('We are following this up'))).toHaveLength(1);
  });

  it('is not for staff of another department on a ticket they do not answer: 404, as for any ticket they cannot see', async () => {
    // Prepare
    const student = await signedInPerson();
    const [one, two] = [await raise(student, 'One', 'First.'), await raise(student, 'Two', 'Second.')];
    // Act
    const res = await admissions.post(`/api/tickets/${one.id}/merge`, { into: two.id });
    // Assess
    expect(res.status).toBe(404);
    expect((await support.get(`/api/tickets/${one.id}`)).body.data.status).toBe('open');
  });

  it('offers merging to staff on an open ticket only, never to its requester', async () => {
    // Prepare
    const student = await signedInPerson();
    const ticket = await raise(student, 'Offer', 'Can I?');
    // Act
    const staffView = (await support.get(`/api/tickets/${ticket.id}`)).body.data;
    const ownView = (await student.client.get(`/api/tickets/${ticket.id}`)).body.data;
    // Assess
    expect(staffView.can.merge).toBe(true);
    expect(ownView.can.merge).toBe(false);
  });
});
