// Student forms through the API (issue 8): create, save steps, submit once, verify, who sees what, file
// parts checked by content, nothing half-saved, and a course named by a form kept from deletion.
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_TYPES } from '@shared/forms/catalogue';
import { localDateOf } from '@shared/forms/clocks';
import { ROLE } from '@shared/permissions';
import { call, mailsTo, signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, signedInPerson } from '../support/fixtures';
import { jobsFunction } from '../support/store';
import { putWithTicket } from '../support/uploads';
import {
  PDF_BYTES,
  PNG_BYTES,
  changedFields,
  completeFields,
  courseAtCampus,
  documentParts,
  formType,
  postMultipart,
  signatureParts,
} from '../support/forms';

let ids: { courseId: string; locationId: string };
let admissions: Client;

beforeAll(async () => {
  const { course, location } = await courseAtCampus();
  ids = { courseId: course.id, locationId: location.id };
  admissions = await signInAs(ROLE.admissions);
});

const submit = (fields: Record<string, string>) => ({ ...fields, 'form[submit]': '1' });
const asUpdate = (fields: Record<string, string>) => ({ ...fields, _method: 'put' });

/** A submitted form of a family, by a fresh person of `role`. */
const submittedForm = async (slug: string, role: string = ROLE.student, overrides: Record<string, unknown> = {}) => {
  const person = await signedInPerson({ role });
  const res = await postMultipart(person.client, '/api/form', submit(completeFields(slug, ids, overrides)), [
    ...signatureParts(),
    ...documentParts(slug, ids),
  ]);
  if (res.status !== 201) throw new Error(`Submitting a ${slug} form failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { person, form: res.body.data };
};

describe('GET /api/form-types', () => {
  it('answers every family with the id form[form_type_id] takes, its slug, name and base path', async () => {
    // Prepare
    const { client } = await signedInPerson();
    // Act
    const res = await client.get('/api/form-types');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(FORM_TYPES.length);
    expect(res.body.data).toContainEqual({ id: 10, slug: 'change-of-address', name: 'Change of address', path: '/change-of-address' });
    expect(res.body.data).toContainEqual({ id: 2, slug: 'enrolment', name: 'Enrolment', path: '/enrollment' });
  });
});

describe('a form from draft to verified', () => {
  it('refuses a USI whose check character is wrong with 422 naming it, even in a draft, and keeps a right one', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const draftWith = (usi: string) => ({
      'form[form_type_id]': String(formType('credit-transfer').id),
      'form[version]': 'v5',
      'form[firstname]': 'Mai',
      'form[answer]': JSON.stringify({ usi }),
    });
    // Act
    const mistyped = await postMultipart(client, '/api/form', draftWith('BNGH7C75FM'));
    const right = await postMultipart(client, '/api/form', draftWith('bngh7c75fn'));
    // Assess
    expect(mistyped.status).toBe(422);
    expect(fieldsOf(mistyped.body)).toEqual(['usi']);
    expect(mistyped.body.errors.usi).toEqual([expect.stringMatching(/not a valid USI/)]);
    expect(right.status).toBe(201);
    expect(right.body.data.answer.usi).toBe('BNGH7C75FN');
  });

  it('saves a draft, refuses a step without its required fields, submits once with a signature, and mails the student', async () => {
    // Prepare
    const { client, email } = await signedInPerson();
    const complete = completeFields('change-of-address', ids, { email });
    // Act: a draft with only a name
    const draft = await postMultipart(client, '/api/form', {
      'form[form_type_id]': String(formType('change-of-address').id),
      'form[version]': 'v5',
      'form[firstname]': 'Mai',
    });
    const id = draft.body.data.id as string;
    const step = await postMultipart(client, `/api/form/${id}`, asUpdate({ 'form[firstname]': 'Mai', 'form[step]': '0' }));
    const early = await postMultipart(client, `/api/form/${id}`, asUpdate(submit(complete)));
    const submitted = await postMultipart(client, `/api/form/${id}`, asUpdate(submit(complete)), signatureParts());
    const again = await postMultipart(client, `/api/form/${id}`, asUpdate(complete));
    // Assess
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ status: 'draft', firstname: 'Mai', verified: false, version: 'v5', form_type: 'change-of-address' });
    expect(step.status).toBe(422);
    expect(fieldsOf(step.body)).toEqual(expect.arrayContaining(['lastname', 'email', 'phone', 'student_id', 'is_overseas_student']));
    expect(fieldsOf(step.body)).not.toContain('moved_on');
    expect(early.status).toBe(422);
    expect(fieldsOf(early.body)).toEqual(['signature_student']);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'submitted', submitted_at: expect.any(String) });
    expect(submitted.body.data.files).toHaveLength(1);
    expect(submitted.body.data.answer.signature_student).toBe(submitted.body.data.files[0].id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('form.submitted');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toContain('Change of address form received');
  });

  it('lets the family’s staff verify a submitted form, naming who and when, and take it back', async () => {
    // Prepare
    const { form } = await submittedForm('application');
    // Act
    const verified = await admissions.get(`/api/form-verify/${form.id}`);
    const twice = await admissions.get(`/api/form-verify/${form.id}`);
    const unverified = await admissions.get(`/api/form-unverify/${form.id}`);
    // Assess
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      verified: true,
      verified_by: { id: admissions.userId, name: 'Morgan Admissions' },
      verified_at: expect.any(String),
    });
    expect(twice.status).toBe(200);
    expect(twice.body.message).toBe('The form was already verified.');
    expect(unverified.body.data).toMatchObject({ verified: false, verified_by: null, verified_at: null });
  });

  it('refuses to verify a draft with 409', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const draft = await postMultipart(client, '/api/form', { 'form[form_type_id]': String(formType('application').id) });
    // Act
    const res = await admissions.get(`/api/form-verify/${draft.body.data.id}`);
    // Assess
    expect(res.status).toBe(409);
  });
});

describe('a form sent back with a reason', () => {
  it('goes back to its applicant with what to change, who see it on the form and their dashboard, change it and submit it again', async () => {
    // Prepare
    const { person, form } = await submittedForm('application');
    const reason = 'The postcode does not match the suburb: check it against your lease.';
    // Act
    const returned = await admissions.post(`/api/form/${form.id}/return`, { reason });
    const seen = await person.client.get(`/api/form/${form.id}`);
    const dashboard = await person.client.get('/api/dashboard');
    const again = await postMultipart(person.client, `/api/form/${form.id}`, asUpdate(submit(changedFields('application', ids, seen.body.data))));
    const history = await admissions.get(`/api/form/${form.id}/history`);
    // Assess
    expect(returned.status).toBe(200);
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      verified: false,
      returned: { reason, by: { id: admissions.userId, name: 'Morgan Admissions' } },
    });
    expect(returned.body.data.can).toMatchObject({ verify: false, return: false });
    expect(seen.body.data).toMatchObject({ status: 'returned', returned: { reason }, can: { edit: true } });
    expect(dashboard.body.data.own.recent_forms).toEqual([expect.objectContaining({ id: form.id, status: 'returned', return_reason: reason })]);
    const mail = (await mailsTo(seen.body.data.email)).find((m) => m.subject === 'Application form: a change is needed');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/application/${form.id}/edit`);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'submitted', returned: null });
    const actions = history.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['form.returned', 'form.submitted']));
    expect(history.body.data.find((e: { action: string }) => e.action === 'form.returned').summary).toContain(reason);
  });

  it('refuses to send back a draft or a form already sent back (409), without a reason (422), or by whoever may not verify', async () => {
    // Prepare
    const { person, form } = await submittedForm('application');
    const draft = await postMultipart(person.client, '/api/form', { 'form[form_type_id]': String(formType('application').id) });
    // Act
    const blank = await admissions.post(`/api/form/${form.id}/return`, { reason: '   ' });
    const tooLong = await admissions.post(`/api/form/${form.id}/return`, { reason: 'x'.repeat(2001) });
    const byOwner = await person.client.post(`/api/form/${form.id}/return`, { reason: 'Mine' });
    const ofDraft = await admissions.post(`/api/form/${draft.body.data.id}/return`, { reason: 'Finish it' });
    const first = await admissions.post(`/api/form/${form.id}/return`, { reason: 'Sign it again' });
    const twice = await admissions.post(`/api/form/${form.id}/return`, { reason: 'Sign it again' });
    const verifyReturned = await admissions.get(`/api/form-verify/${form.id}`);
    // Assess
    expect(blank.status).toBe(422);
    expect(fieldsOf(blank.body)).toEqual(['reason']);
    expect(tooLong.status).toBe(422);
    expect(fieldsOf(tooLong.body)).toEqual(['reason']);
    expect(byOwner.status).toBe(403);
    expect(ofDraft.status).toBe(409);
    expect(first.status).toBe(200);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('form.returned');
    expect(verifyReturned.status).toBe(409);
  });

  it('takes one of ten sends-back at once, and answers 404 to an id in another case, a made-up one or a path', async () => {
    // Prepare
    const { form } = await submittedForm('application');
    // Act
    const at = await Promise.all(Array.from({ length: 10 }, (_, i) => admissions.post(`/api/form/${form.id}/return`, { reason: `Reason ${i}` })));
    const upper = await admissions.post(`/api/form/${String(form.id).toUpperCase()}/return`, { reason: 'Case' });
    const madeUp = await admissions.post('/api/form/lzzzzzz0000000000000/return', { reason: 'Nobody' });
    const dotted = await admissions.post('/api/form/..%2F..%2Fx/return', { reason: 'Path' });
    const history = await admissions.get(`/api/form/${form.id}/history`);
    // Assess
    expect(at.filter((r) => r.status === 200)).toHaveLength(1);
    expect(at.filter((r) => r.status === 409)).toHaveLength(9);
    expect(history.body.data.filter((e: { action: string }) => e.action === 'form.returned')).toHaveLength(1);
    expect([upper.status, madeUp.status]).toEqual([404, 404]);
    expect([404, 422]).toContain(dotted.status);
  });

  it('keeps a note with each verification decision, tells the owner once per decision, and mails the verification once', async () => {
    // Prepare
    const { person, form } = await submittedForm('application');
    // Act
    await admissions.get(`/api/form-verify/${form.id}?note=${encodeURIComponent('USI checked against the register')}`);
    await admissions.get(`/api/form-unverify/${form.id}?note=${encodeURIComponent('Wrong intake')}`);
    await admissions.get(`/api/form-verify/${form.id}`);
    const longNote = await admissions.get(`/api/form-verify/${form.id}?note=${'x'.repeat(501)}`);
    const history = await admissions.get(`/api/form/${form.id}/history`);
    const notifications = await person.client.get('/api/notifications');
    // Assess
    const summaries = history.body.data.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining(['Verified the form: USI checked against the register', 'Marked the form as not verified: Wrong intake']),
    );
    expect(longNote.status).toBe(422);
    expect(fieldsOf(longNote.body)).toEqual(['note']);
    const verifiedMails = (await mailsTo(form.email)).filter((m) => m.subject === 'Application form verified');
    expect(verifiedMails).toHaveLength(1);
    const titles = notifications.body.data.data.map((n: { title: string }) => n.title);
    expect(titles.filter((t: string) => t === 'Application form verified')).toHaveLength(2);
    expect(titles.filter((t: string) => t === 'Application form being checked again')).toHaveLength(1);
  });
});

describe('who sees a form', () => {
  it('answers 404 to another student and another agent, and the form to its owner and the family’s staff', async () => {
    // Prepare
    const { person, form } = await submittedForm('application');
    const [otherStudent, otherAgent] = await Promise.all([signedInPerson(), signedInPerson({ role: ROLE.agent })]);
    // Act
    const answers = await Promise.all([person.client, otherStudent.client, otherAgent.client, admissions].map((c) => c.get(`/api/form/${form.id}`)));
    // Assess
    expect(answers.map((r) => r.status)).toEqual([200, 404, 404, 200]);
  });

  it('keeps an agent’s application with the agent: their name and e-mail on it, in their list, not in another student’s', async () => {
    // Prepare
    const { person: agent, form } = await submittedForm('application', ROLE.agent);
    const student = await signedInPerson();
    // Act
    const mine = await agent.client.get('/api/form?form_type=application');
    const theirs = await student.client.get('/api/form?form_type=application');
    // Assess
    expect(form).toMatchObject({ isAgent: true, agentname: agent.name, agent_email: agent.email });
    expect(mine.body.data.map((f: { id: string }) => f.id)).toEqual([form.id]);
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses a family the caller may not fill in with 403, and lets a student’s trainer-only family alone', async () => {
    // Prepare
    const trainer = await signedInPerson({ role: ROLE.trainer });
    const student = await signedInPerson();
    // Act
    const application = await postMultipart(trainer.client, '/api/form', completeFields('application', ids));
    const intervention = await postMultipart(student.client, '/api/form', completeFields('student-intervention', ids));
    // Assess
    expect(application.status).toBe(403);
    expect(intervention.status).toBe(403);
  });

  it('finds a form by the beginning of any word of its names or e-mail, and after a staff rename by the new name only', async () => {
    // Prepare
    const [tag, renamed] = [`Qx${Date.now().toString(36)}`, `Vw${Date.now().toString(36)}`];
    const { form } = await submittedForm('credit-transfer', ROLE.student, { firstname: 'Marguerite', lastname: `${tag}son` });
    const found = async (term: string) =>
      (await admissions.get(`/api/form?form_type=credit-transfer&pagination=100&search=${encodeURIComponent(term)}`)).body.data.map(
        (f: { id: string }) => f.id,
      );
    // Act
    const before = {
      start: await found(tag),
      whole: await found(`${tag}SON`),
      twoWords: await found(`${[form.firstname, form.middlename].filter(Boolean).join(' ')} ${tag}`),
      email: await found(form.email),
      middle: await found(tag.slice(1)),
      twoLetters: await found(tag.slice(0, 2)),
    };
    await postMultipart(admissions, `/api/form/${form.id}`, asUpdate(changedFields('credit-transfer', ids, form, { lastname: renamed })));
    const after = { old: await found(tag), renamed: await found(renamed) };
    // Assess
    expect(before).toEqual({
      start: [form.id],
      whole: [form.id],
      twoWords: [form.id],
      email: [form.id],
      middle: [],
      twoLetters: expect.arrayContaining([form.id]),
    });
    expect(after).toEqual({ old: [], renamed: [form.id] });
  });

  it('lists a family for its staff with search, verified filter and paging over the index', async () => {
    // Prepare
    const tag = `Zz${Date.now().toString(36)}`;
    const made = await Promise.all([1, 2, 3].map(() => submittedForm('credit-transfer', ROLE.student, { lastname: tag })));
    await admissions.get(`/api/form-verify/${made[0]!.form.id}`);
    // Act
    const page1 = await admissions.get(`/api/form?form_type=credit-transfer&search=${tag}&pagination=2`);
    const page2 = await admissions.get(`/api/form?form_type=credit-transfer&search=${tag}&pagination=2&page=2&cursor=${page1.body.meta.next_cursor}`);
    const verified = await admissions.get(`/api/form?form_type=credit-transfer&search=${tag}&verified=true`);
    // Assess: newest first
    const newestFirst = made
      .map((m) => m.form)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((f) => f.id);
    expect([...page1.body.data, ...page2.body.data].map((f: { id: string }) => f.id)).toEqual(newestFirst);
    expect(page1.body.meta.total).toBe(3);
    expect(verified.body.data.map((f: { id: string }) => f.id)).toEqual([made[0]!.form.id]);
    // A filtered list is found in the index's slim copy, and its rows are the whole forms: names, answers, clocks.
    expect(verified.body.data[0]).toMatchObject({
      lastname: tag,
      verified: true,
      columns: { usi: 'BCDFGH234K' },
      owner: { name: made[0]!.person.name },
    });
  });

  it('asks to select a form type first', async () => {
    // Act
    const res = await admissions.get('/api/form');
    // Assess
    expect(res.status).toBe(422);
    expect(res.body.errors.form_type).toEqual(['Please select form first']);
  });
});

describe('files of a form', () => {
  it('refuses a part whose bytes are not its type with 415, and one too large with 413, naming the part and storing nothing', async () => {
    // Prepare
    const { client } = await signedInPerson();
    const fields = completeFields('change-of-address', ids);
    const draft = await postMultipart(client, '/api/form', fields);
    const id = draft.body.data.id as string;
    // Act
    const html = await postMultipart(client, `/api/form/${id}`, asUpdate(fields), [
      ...signatureParts(),
      { name: 'signature[signature1]', filename: 'x.png', type: 'image/png', bytes: Buffer.from('<html>') },
    ]);
    const big = await postMultipart(client, `/api/form/${id}`, asUpdate(fields), [
      { name: 'signature[signature1]', filename: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)]) },
    ]);
    const unasked = await postMultipart(client, `/api/form/${id}`, asUpdate(fields), [
      { name: 'passport[0]', filename: 'passport.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const after = await client.get(`/api/form/${id}`);
    // Assess
    expect(html.status).toBe(422); // the same part twice
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('signature[signature1]');
    expect(unasked.status).toBe(422);
    expect(fieldsOf(unasked.body)).toEqual(['passport[0]']);
    expect(after.body.data.files).toEqual([]);
  });

  it('refuses a part that is not the type it claims with 415, naming it', async () => {
    // Prepare
    const { client } = await signedInPerson();
    // Act
    const res = await postMultipart(client, '/api/form', completeFields('change-of-address', ids), [
      { name: 'signature[signature1]', filename: 'x.png', type: 'image/png', bytes: PDF_BYTES },
    ]);
    // Assess
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('signature[signature1]');
  });

  it('refuses file ids in the answers that are not the form’s own', async () => {
    // Prepare
    const { form } = await submittedForm('change-of-address');
    const { client } = await signedInPerson();
    // Act: someone else's signature named as one's own
    const res = await postMultipart(
      client,
      '/api/form',
      submit(completeFields('change-of-address', ids, { signature_student: form.answer.signature_student })),
    );
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['signature_student']);
  });
});

describe('courses named by forms', () => {
  it('refuses to delete a course a form names, with 409 saying so', async () => {
    // Prepare
    const { course, location } = await courseAtCampus();
    const { client } = await signedInPerson();
    await postMultipart(client, '/api/form', completeFields('request-of-information', { courseId: course.id, locationId: location.id }));
    // Act
    const res = await (await asSuperadmin()).delete(`/api/course/${course.id}`);
    // Assess
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('1 student form names it');
  });

  it('refuses a campus where the course does not run', async () => {
    // Prepare
    const other = await courseAtCampus();
    const { client } = await signedInPerson();
    // Act
    const res = await postMultipart(
      client,
      '/api/form',
      completeFields('request-of-information', { courseId: ids.courseId, locationId: other.location.id }),
    );
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['course_location_id']);
  });
});

describe('compliance clocks', () => {
  // In the campus's state (NSW), whose date may be a day ahead of UTC's.
  const daysAgo = (days: number) => localDateOf(new Date(Date.now() - days * 86_400_000), 'NSW');

  it('keeps a late report of a new address late, a timely one met, and lets staff filter by either', async () => {
    // Prepare
    const admin = await signInAs(ROLE.admin);
    const tag = `Cl${Date.now().toString(36)}`;
    // Act
    const late = await submittedForm('change-of-address', ROLE.student, { lastname: tag, moved_on: daysAgo(10) });
    const timely = await submittedForm('change-of-address', ROLE.student, { lastname: tag, moved_on: daysAgo(2) });
    const overdue = await admin.get(`/api/form?form_type=change-of-address&search=${tag}&clock=overdue`);
    const met = await admin.get(`/api/form?form_type=change-of-address&search=${tag}&clock=met`);
    // Assess
    expect(late.form.clocks).toEqual([expect.objectContaining({ state: 'overdue', due_on: expect.any(String), working_days: false })]);
    expect(timely.form.clocks).toEqual([expect.objectContaining({ state: 'met' })]);
    expect(overdue.body.data.map((f: { id: string }) => f.id)).toEqual([late.form.id]);
    expect(met.body.data.map((f: { id: string }) => f.id)).toEqual([timely.form.id]);
  });

  it('reminds the student once, the day before their report is due, of a draft still open', async () => {
    // Prepare: moved six days ago, so the seventh day is tomorrow
    const { client, email } = await signedInPerson();
    const draft = await postMultipart(client, '/api/form', completeFields('change-of-address', ids, { email, moved_on: daysAgo(6) }));
    const runJobs = await jobsFunction();
    // Act
    await runJobs();
    await runJobs();
    // Assess
    expect(draft.body.data.clocks).toEqual([expect.objectContaining({ state: 'due-soon', days_left: 1 })]);
    const reminders = (await mailsTo(email)).filter((m) => m.subject.startsWith('Due tomorrow'));
    expect(reminders).toHaveLength(1);
  });

  it('stops a complaint’s clock when staff verify it, on time', async () => {
    // Prepare
    const { form } = await submittedForm('complaints-appeals', ROLE.student, { kind: 'complaint' });
    const admin = await signInAs(ROLE.admin);
    // Act
    const verified = await admin.get(`/api/form-verify/${form.id}`);
    // Assess
    expect(form.clocks).toEqual([expect.objectContaining({ working_days: true, state: 'on-time', days_left: 10 })]);
    expect(verified.body.data.clocks).toEqual([expect.objectContaining({ state: 'met' })]);
  });
});

describe('the demo forms', () => {
  it('give the staff lists something real: an agent’s applications, one verified, with their signatures stored', async () => {
    // Act
    const res = await admissions.get('/api/form?form_type=application&search=souza');
    const wei = await admissions.get('/api/form?form_type=application&search=zhang');
    // Assess
    expect(res.body.data).toEqual([
      expect.objectContaining({ firstname: 'Ana', lastname: 'Souza', verified: true, isAgent: true, status: 'submitted' }),
    ]);
    expect(res.body.data[0].verified_by.name).toBe('Morgan Admissions');
    const detail = await admissions.get(`/api/form/${wei.body.data[0].id}`);
    expect(detail.body.data.files.length).toBeGreaterThan(0);
    expect(detail.body.data.answer.signature_student).toBe(detail.body.data.files[0].id);
  });
});

/** The cells of one CSV line, quoting as RFC 4180 writes it. */
const csvCells = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
};

describe('exports and files', () => {
  it('exports every matching form of a family as CSV, answers by their labels, formulas defused', async () => {
    // Prepare: four forms, one with an answer a spreadsheet would run as a formula
    const tag = `Ex${Date.now().toString(36)}`;
    await Promise.all([1, 2, 3].map(() => submittedForm('credit-transfer', ROLE.student, { lastname: tag })));
    await submittedForm('credit-transfer', ROLE.student, { lastname: tag, firstname: '=HYPERLINK("http://evil")' });
    // Act
    const res = await call('GET', `/api/form-export?form_type=credit-transfer&search=${tag.toLowerCase()}`, { token: admissions.token });
    // Assess
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="credit-transfer-forms-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('Form id,Status,Submitted,Verified');
    // Answers' columns by their fields' keys, each once; files by name; times on the college's clock with its offset.
    const [header, ...rows] = lines.map(csvCells);
    expect(new Set(header).size).toBe(header!.length);
    expect(header).toEqual(expect.arrayContaining(['firstname', 'lastname', 'evidence_files']));
    const evidence = header!.indexOf('evidence_files');
    expect(rows.map((row) => row[evidence])).toEqual(Array(4).fill('evidence_files.pdf'));
    expect(rows[0]![2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/);
    expect(lines.slice(1).every((l) => l.includes(tag))).toBe(true);
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""http://evil"")"`))).toBe(true);
  });

  it('refuses an export of a family the caller may not list', async () => {
    // Act
    const res = await call('GET', '/api/form-export?form_type=student-intervention', { token: admissions.token });
    // Assess
    expect(res.status).toBe(403);
  });

  it('links to a form’s own file for whoever may read the form, and to no other', async () => {
    // Prepare
    const { person, form } = await submittedForm('change-of-address');
    const other = await submittedForm('change-of-address');
    const fileId = form.answer.signature_student as string;
    // Act
    const own = await person.client.get(`/api/form/${form.id}/files/${fileId}`);
    const crossed = await person.client.get(`/api/form/${form.id}/files/${other.form.answer.signature_student}`);
    const stranger = await other.person.client.get(`/api/form/${form.id}/files/${fileId}`);
    // Assess
    expect(own.status).toBe(200);
    const file = await fetch(own.body.data.url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_BYTES);
    expect(crossed.status).toBe(404);
    expect(stranger.status).toBe(404);
  });
});

describe('a form’s history', () => {
  it('names who submitted, changed and verified the form, newest first, for the owner as for staff', async () => {
    // Prepare
    const { person, form } = await submittedForm('application');
    const change = await postMultipart(
      admissions,
      `/api/form/${form.id}`,
      asUpdate(changedFields('application', ids, form, { lastname: 'Changed-by-staff' })),
    );
    await admissions.get(`/api/form-verify/${form.id}`);
    // Act
    const seenByOwner = await person.client.get(`/api/form/${form.id}/history`);
    const seenByStranger = await (await signedInPerson()).client.get(`/api/form/${form.id}/history`);
    // Assess
    expect(change.status).toBe(200);
    expect(seenByOwner.body.data.map((e: { action: string }) => e.action)).toEqual(['form.verified', 'form.updated', 'form.submitted']);
    expect(seenByOwner.body.data[1]).toMatchObject({ actor_name: 'Morgan Admissions', changes: expect.arrayContaining([{ field: 'lastname' }]) });
    expect(seenByOwner.body.data[2].actor_name).toBe(person.name);
    expect(seenByStranger.status).toBe(404);
  });
});

describe('staff changing a submitted form', () => {
  it('hold it to the rules of a submission: no save takes out a required answer or its signature', async () => {
    // Prepare
    const { form } = await submittedForm('application');
    const whole = changedFields('application', ids, form);
    const withoutSignature = completeFields('application', ids);
    const withoutSurname = changedFields('application', ids, form, { lastname: undefined });
    // Act
    const unsigned = await postMultipart(admissions, `/api/form/${form.id}`, asUpdate(withoutSignature));
    const unnamed = await postMultipart(admissions, `/api/form/${form.id}`, asUpdate({ ...withoutSurname, 'form[step]': '0' }));
    const kept = await admissions.get(`/api/form/${form.id}`);
    const fixed = await postMultipart(admissions, `/api/form/${form.id}`, asUpdate({ ...whole, 'form[middlename]': 'Checked' }));
    // Assess
    expect(unsigned.status).toBe(422);
    expect(Object.keys(unsigned.body.errors)).toContain('signature_student');
    expect(unnamed.status).toBe(422);
    expect(Object.keys(unnamed.body.errors)).toContain('lastname');
    expect(kept.body.data).toMatchObject({ lastname: form.lastname, answer: { signature_student: form.answer.signature_student } });
    expect(kept.body.data.files.map((f: { id: string }) => f.id)).toContain(form.answer.signature_student);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ status: 'submitted', middlename: 'Checked' });
  });
});

describe('the college’s decision on a form', () => {
  it('is staff’s to record: an applicant’s answers for it are dropped, staff record it, audited, and the student reads it', async () => {
    // Prepare
    const student = await signedInPerson();
    const support = await signInAs(ROLE.studentSupport);
    const slug = 'complaints-appeals';
    const claimed = { outcome: 'upheld', outcome_reasons: 'I decided it myself.' };
    // Act
    const draft = await postMultipart(student.client, '/api/form', completeFields(slug, ids, claimed));
    const id = draft.body.data.id as string;
    const submitted = await postMultipart(student.client, `/api/form/${id}`, asUpdate(submit(completeFields(slug, ids, claimed))), signatureParts());
    const decision = { outcome: 'partly-upheld', outcome_reasons: 'The rubric was out of date.', decided_on: localDateOf(new Date(), 'NSW') };
    const decided = await postMultipart(support, `/api/form/${id}`, asUpdate(changedFields(slug, ids, submitted.body.data, decision)));
    const seen = await student.client.get(`/api/form/${id}`);
    const history = await student.client.get(`/api/form/${id}/history`);
    // Assess
    expect(draft.status).toBe(201);
    expect(draft.body.data.answer).not.toHaveProperty('outcome');
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.answer).not.toHaveProperty('outcome_reasons');
    expect(decided.status).toBe(200);
    expect(seen.body.data.answer).toMatchObject(decision);
    expect(history.body.data[0]).toMatchObject({
      action: 'form.updated',
      changes: expect.arrayContaining([{ field: 'outcome' }, { field: 'decided_on' }]),
    });
  });
});

describe('files no answer names', () => {
  it('keeps a draft’s files, and removes on submission the ones no answer names any more', async () => {
    // Prepare: a signature saved with a step, then drawn again for the submission
    const { client } = await signedInPerson();
    const fields = completeFields('change-of-address', ids);
    const draft = await postMultipart(client, '/api/form', { ...fields, 'form[step]': '2' }, signatureParts());
    const id = draft.body.data.id as string;
    const unused = await client.post(`/api/form/${id}/uploads`, { content_type: 'application/pdf', size: PDF_BYTES.length });
    await putWithTicket(unused.body.data, PDF_BYTES);
    await client.post(`/api/form/${id}/uploads/confirm`, { upload_id: unused.body.data.upload_id });
    const beforeSubmit = await client.get(`/api/form/${id}`);
    // Act
    const submitted = await postMultipart(client, `/api/form/${id}`, asUpdate(submit(fields)), signatureParts());
    // Assess
    expect(beforeSubmit.body.data.files).toHaveLength(2);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.files.map((f: { id: string }) => f.id)).toEqual([submitted.body.data.answer.signature_student]);
    expect(submitted.body.data.answer.signature_student).not.toBe(draft.body.data.answer.signature_student);
  });
});

describe('the PDF of a form', () => {
  it('answers a PDF of the form for its owner and its staff, and 404 to anyone else', async () => {
    // Prepare
    const { person, form } = await submittedForm('application');
    const stranger = await signedInPerson();
    // Act
    const owner = await call('GET', `/api/form/${form.id}/pdf`, { token: person.client.token });
    const staff = await call('GET', `/api/form/${form.id}/pdf`, { token: admissions.token });
    const other = await call('GET', `/api/form/${form.id}/pdf`, { token: stranger.client.token });
    // Assess
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(owner.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="application-form-${form.id}\\.pdf"`));
    expect(String(owner.body).startsWith('%PDF-')).toBe(true);
    expect(staff.status).toBe(200);
    expect(other.status).toBe(404);
  });
});
