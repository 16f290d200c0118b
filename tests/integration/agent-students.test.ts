// An education agent's students (docs/decisions.md, "Dashboards and the evidence timeline"): one row per student the
// agent filled forms in for, kept with each form's save, on the agent's dashboard and their students page
// (GET /api/agent-students: spec §6's Agent role, each agent their own), and a form an agent filled in for a student
// with an account on that student's timeline.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AgentStudentView } from '@shared/schemas/agent-students';
import type { DashboardView } from '@shared/schemas/dashboard';
import { ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { signedInPerson, uniqueTag } from '../support/fixtures';
import { completeFields, courseAtCampus, documentParts, formType, postMultipart, signatureParts } from '../support/forms';

const APPLICATION = formType('application');
let ids: { courseId: string; locationId: string };
let admin: Client;

beforeAll(async () => {
  const { course, location } = await courseAtCampus();
  ids = { courseId: course.id, locationId: location.id };
  admin = await signInAs(ROLE.admin);
});

type Student = { firstname: string; lastname: string; email?: string };

/** A draft application the agent started for a student, as the wizard's autosave sends it. */
const startDraft = async (agent: Client, student: Student): Promise<string> => {
  const res = await postMultipart(agent, '/api/form', {
    'form[form_type_id]': String(APPLICATION.id),
    'form[firstname]': student.firstname,
    'form[lastname]': student.lastname,
    ...(student.email ? { 'form[email]': student.email } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
};

/** A draft saved again with other details (the agent typed the student's e-mail, or corrected a name). */
const saveDraft = async (agent: Client, id: string, student: Student) => {
  const res = await postMultipart(agent, `/api/form/${id}`, {
    _method: 'put',
    'form[firstname]': student.firstname,
    'form[lastname]': student.lastname,
    ...(student.email ? { 'form[email]': student.email } : {}),
  });
  expect(res.status).toBe(200);
};

/** A complete application the agent submitted for a student at once. */
const submitApplication = async (agent: Client, student: Required<Student>): Promise<string> => {
  const res = await postMultipart(agent, '/api/form', { ...completeFields('application', ids, student), 'form[submit]': '1' }, [
    ...signatureParts(),
    ...documentParts('application', ids),
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
};

const studentsOf = async (agent: Client, query = ''): Promise<{ data: AgentStudentView[]; meta: { total: number } }> => {
  const res = await agent.get(`/api/agent-students${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

const dashboardOf = async (client: Client): Promise<DashboardView> => {
  const res = await client.get('/api/dashboard');
  expect(res.status).toBe(200);
  return res.body.data;
};

describe("an agent's students", () => {
  it('lists each student once with what the latest save wrote, their forms and the draft to finish, those with one first', async () => {
    // Prepare
    const agent = await signedInPerson({ role: ROLE.agent });
    const tag = uniqueTag();
    const mai = { firstname: 'Mai', lastname: `Tran ${tag}`, email: `mai.${tag}@example.com` };
    const tom = { firstname: 'Tom', lastname: `Ng ${tag}`, email: `tom.${tag}@example.com` };
    await submitApplication(agent.client, mai);
    const maiDraft = await startDraft(agent.client, { firstname: 'Mai', lastname: `Tran ${tag}`, email: mai.email.toUpperCase() });
    // Tom's draft is first saved with his name only, then with his e-mail: still one student.
    const tomDraft = await startDraft(agent.client, { firstname: 'Tom', lastname: `Ng ${tag}` });
    await saveDraft(agent.client, tomDraft, tom);
    await submitApplication(agent.client, tom);
    // Mai's name corrected in her draft: the latest save's details are the list's.
    await saveDraft(agent.client, maiDraft, { ...mai, lastname: `Tran-Le ${tag}` });
    const nameless = await startDraft(agent.client, { firstname: '', lastname: '' });
    // Act
    const list = await studentsOf(agent.client);
    const dashboard = await dashboardOf(agent.client);
    // Assess
    expect(list.meta.total).toBe(3);
    expect(list.data).toEqual([
      expect.objectContaining({ name: 'Not named yet', email: '', forms: 1, drafts: 1, draft: expect.objectContaining({ id: nameless }) }),
      expect.objectContaining({
        name: `Mai Tran-Le ${tag}`,
        email: mai.email,
        forms: 2,
        drafts: 1,
        draft: { id: maiDraft, form_type_id: APPLICATION.id, form_type: APPLICATION.name },
      }),
      expect.objectContaining({ name: `Tom Ng ${tag}`, email: tom.email, forms: 2, drafts: 1, draft: expect.objectContaining({ id: tomDraft }) }),
    ]);
    expect(list.data.map((s) => s.id)).toEqual([...new Set(list.data.map((s) => s.id))]);
    expect(dashboard.agent_students).toEqual(list.data);
  });

  it('takes a submitted draft off what is missing, and drops a student left with no form', async () => {
    // Prepare
    const agent = await signedInPerson({ role: ROLE.agent });
    const tag = uniqueTag();
    const lin = { firstname: 'Lin', lastname: `Wu ${tag}`, email: `lin.${tag}@example.com` };
    const draft = await startDraft(agent.client, lin);
    const typo = await startDraft(agent.client, { ...lin, email: `lni.${tag}@example.com` });
    // Act: the typo corrected (the misspelt student has no form left), and Lin's draft submitted
    await saveDraft(agent.client, typo, lin);
    const submitted = await postMultipart(
      agent.client,
      `/api/form/${draft}`,
      { ...completeFields('application', ids, lin), 'form[submit]': '1', _method: 'put' },
      [...signatureParts(), ...documentParts('application', ids)],
    );
    const list = await studentsOf(agent.client);
    // Assess
    expect(submitted.status).toBe(200);
    expect(list.meta.total).toBe(1);
    expect(list.data).toEqual([expect.objectContaining({ email: lin.email, forms: 2, drafts: 1, draft: expect.objectContaining({ id: typo }) })]);
  });

  it('counts every form of drafts saved at once for one student', async () => {
    // Prepare
    const agent = await signedInPerson({ role: ROLE.agent });
    const tag = uniqueTag();
    const student = { firstname: 'Ana', lastname: `Lima ${tag}`, email: `ana.${tag}@example.com` };
    // Act
    await Promise.all(Array.from({ length: 6 }, () => startDraft(agent.client, student)));
    const list = await studentsOf(agent.client);
    // Assess
    expect(list.data).toEqual([expect.objectContaining({ email: student.email, forms: 6, drafts: 6 })]);
  });

  it('pages through the students with their kept count as the total', async () => {
    // Prepare
    const agent = await signedInPerson({ role: ROLE.agent });
    const tag = uniqueTag();
    for (const n of [1, 2, 3]) await startDraft(agent.client, { firstname: `Student${n}`, lastname: tag, email: `s${n}.${tag}@example.com` });
    // Act
    const first = await studentsOf(agent.client, '?pagination=2');
    const second = await studentsOf(agent.client, '?pagination=2&page=2');
    // Assess: newest change first
    expect(first.meta).toMatchObject({ page: 1, pagination: 2, total: 3 });
    expect(first.data.map((s) => s.name)).toEqual([`Student3 ${tag}`, `Student2 ${tag}`]);
    expect(second.data.map((s) => s.name)).toEqual([`Student1 ${tag}`]);
  });

  it('holds a student with more than 300 forms as one row with every form counted', async () => {
    // Prepare: the forms written through the store (a year of an agent's saves, not 301 calls)
    Object.assign(process.env, inject('cloudEnv'));
    const { createForm } = await import('@functions/forms/form-store');
    const { newId } = await import('@functions/platform/secrets');
    const agent = await signedInPerson({ role: ROLE.agent });
    const tag = uniqueTag();
    const email = `busy.${tag}@example.com`;
    for (let i = 0; i < 301; i++) {
      await createForm({
        id: newId(),
        formTypeId: APPLICATION.id,
        ownerId: agent.id,
        ownerName: agent.name,
        status: i % 100 === 0 ? 'draft' : 'submitted',
        step: 0,
        firstname: 'Busy',
        middlename: '',
        lastname: tag,
        email,
        phone: '',
        studentId: '',
        courseId: '',
        courseLocationId: '',
        appliedDate: '',
        answer: {},
        isAgent: true,
        agentName: agent.name,
        agentEmail: agent.email,
        verified: false,
      });
    }
    await startDraft(agent.client, { firstname: 'Other', lastname: tag, email: `other.${tag}@example.com` });
    // Act
    const list = await studentsOf(agent.client);
    const dashboard = await dashboardOf(agent.client);
    // Assess
    expect(list.meta.total).toBe(2);
    expect(list.data).toEqual([
      expect.objectContaining({ email: `other.${tag}@example.com`, forms: 1, drafts: 1 }),
      expect.objectContaining({ email, forms: 301, drafts: 4 }),
    ]);
    expect(dashboard.agent_students).toEqual(list.data);
  }, 120_000);
});

describe('who may read an agent’s students', () => {
  it('answers each agent their own students only, and refuses a student and an admin (spec §6: the Agent role)', async () => {
    // Prepare
    const [agent, other, student] = await Promise.all([
      signedInPerson({ role: ROLE.agent }),
      signedInPerson({ role: ROLE.agent }),
      signedInPerson({ role: ROLE.student }),
    ]);
    const tag = uniqueTag();
    await startDraft(agent.client, { firstname: 'Kim', lastname: tag, email: `kim.${tag}@example.com` });
    await startDraft(agent.client, { firstname: 'Lou', lastname: tag, email: `lou.${tag}@example.com` });
    // Act
    const [mine, others, otherDashboard, byStudent, byAdmin] = await Promise.all([
      studentsOf(agent.client),
      studentsOf(other.client),
      dashboardOf(other.client),
      student.client.get('/api/agent-students'),
      admin.get('/api/agent-students'),
    ]);
    // Assess
    expect(mine.data).toHaveLength(2);
    expect(others).toEqual({ data: [], meta: { page: 1, pagination: 15, total: 0 } });
    expect(otherDashboard.agent_students).toEqual([]);
    expect(byStudent.status).toBe(403);
    expect(byAdmin.status).toBe(403);
  });
});

describe('a form an agent filled in, on the student’s timeline', () => {
  it('is on the timeline of the student whose e-mail it gives, linked for staff who see the family, and leaves it with the e-mail', async () => {
    // Prepare
    const [agent, student] = await Promise.all([signedInPerson({ role: ROLE.agent }), signedInPerson({ role: ROLE.student })]);
    const details = { firstname: 'Noor', lastname: `Haddad ${uniqueTag()}`, email: student.email };
    const formId = await submitApplication(agent.client, details);
    const path = `/api/users/${student.id}/timeline`;
    // Act
    const [byStaff, byStudent, byAgent] = await Promise.all([
      admin.get(path),
      student.client.get(path),
      agent.client.get(`/api/users/${agent.id}/timeline`),
    ]);
    const draftId = await startDraft(agent.client, details);
    await saveDraft(agent.client, draftId, { ...details, email: `someone.else.${uniqueTag()}@example.com` });
    const afterMove = await admin.get(`${path}?kind=form`);
    // Assess
    const item = {
      kind: 'form',
      id: formId,
      title: `Application form of ${details.firstname} ${details.lastname}, through ${agent.name}`,
      status: 'Submitted',
      at: expect.any(String),
    };
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.data.data).toEqual([{ ...item, link: `${APPLICATION.path}/${formId}` }]);
    // The student reads that it was lodged for them; the form stays the agent's to open.
    expect(byStudent.body.data.data).toEqual([{ ...item, link: null }]);
    // The agent's own timeline has it as theirs, as before.
    expect(byAgent.body.data.data).toEqual([expect.objectContaining({ id: formId, link: `${APPLICATION.path}/${formId}` })]);
    expect(afterMove.body.data.data.map((i: { id: string }) => i.id)).toEqual([formId]);
  });

  it('is not on the timeline of a member of staff whose e-mail an agent typed', async () => {
    // Prepare
    const [agent, staff] = await Promise.all([signedInPerson({ role: ROLE.agent }), signedInPerson({ role: ROLE.admissions })]);
    await startDraft(agent.client, { firstname: 'Not', lastname: 'Student', email: staff.email });
    // Act
    const res = await admin.get(`/api/users/${staff.id}/timeline?kind=form`);
    // Assess
    expect(res.body.data.data).toEqual([]);
  });
});

describe('the student a form is about, for their record', () => {
  it('is the student an agent’s form names once they have an account, the owner of their own form, and nobody otherwise', async () => {
    // Prepare
    const [agent, student, other] = await Promise.all([
      signedInPerson({ role: ROLE.agent }),
      signedInPerson({ role: ROLE.student }),
      signedInPerson({ role: ROLE.student }),
    ]);
    const forStudent = await submitApplication(agent.client, { firstname: 'Lina', lastname: `Karimi ${uniqueTag()}`, email: student.email });
    const forStranger = await startDraft(agent.client, { firstname: 'No', lastname: 'Account', email: `nobody.${uniqueTag()}@example.com` });
    const own = await postMultipart(other.client, '/api/form', completeFields('application', ids));
    expect(own.status).toBe(201);
    const trainer = await signedInPerson({ role: ROLE.trainer });
    const intervention = await postMultipart(trainer.client, '/api/form', completeFields('student-intervention', ids));
    expect(intervention.status).toBe(201);
    // Act
    const read = async (id: string) => (await admin.get(`/api/form/${id}`)).body.data.student_user_id;
    // Assess
    expect(await read(forStudent)).toBe(student.id);
    expect(await read(forStranger)).toBeNull();
    expect(await read(own.body.data.id)).toBe(other.id);
    // A trainer's intervention is about a student, not the trainer who filled it in.
    expect(await read(intervention.body.data.id)).toBeNull();
  });
});
