// A person's documents on their record (GET /api/users/{id}/documents): the files of their forms that the reader may
// open, each named by the question it answers; drawn signatures are not documents; for those who may open accounts.
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '@shared/forms/definition';
import { ROLE } from '@shared/permissions';
import type { PersonDocumentView } from '@shared/schemas/dashboard';
import { signInAs, type Client } from '../support/api';
import { signedInPerson } from '../support/fixtures';
import { completeFields, courseAtCampus, documentParts, formType, postMultipart, signatureParts } from '../support/forms';

let admin: Client;
let support: Client;
let ids: { courseId: string; locationId: string };

beforeAll(async () => {
  [admin, support] = await Promise.all([signInAs(ROLE.admin), signInAs(ROLE.studentSupport)]);
  const { course, location } = await courseAtCampus();
  ids = { courseId: course.id, locationId: location.id };
});

/** A student who submitted a deferral with every document it asks for, and signed it. */
const studentWithDeferral = async () => {
  const student = await signedInPerson({ role: ROLE.student });
  const started = await postMultipart(student.client, '/api/form', completeFields('defer', ids));
  expect(started.status).toBe(201);
  const id = started.body.data.id as string;
  const submitted = await postMultipart(student.client, `/api/form/${id}`, { ...completeFields('defer', ids), 'form[submit]': '1', _method: 'put' }, [
    ...signatureParts(),
    ...documentParts('defer', ids),
  ]);
  expect(submitted.status).toBe(200);
  return { student, formId: id };
};

describe('GET /api/users/{id}/documents', () => {
  it('lists the files of the forms the reader may open, each by the question it answers, and no signature', async () => {
    // Prepare
    const { student, formId } = await studentWithDeferral();
    const type = formType('defer');
    const questions = new Map<string, string>(
      fieldsOf(type.definition).flatMap((f) => (f.kind === 'files' ? [[`${f.key}.pdf`, f.label] as const] : [])),
    );
    // Act
    const res = await admin.get(`/api/users/${student.id}/documents`);
    // Assess
    expect(res.status).toBe(200);
    const documents = res.body.data as PersonDocumentView[];
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.length).toBe(documentParts('defer', ids).length);
    for (const document of documents) {
      expect(document).toEqual({
        id: expect.any(String),
        name: document.name,
        type: 'application/pdf',
        size: expect.any(Number),
        uploaded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        label: questions.get(document.name),
        form: { id: formId, form_type: type.slug, title: `${type.name} form`, link: `${type.path}/${formId}` },
      });
    }
    expect(documents.some((d) => d.name.startsWith('signature'))).toBe(false);
  });

  it('shows staff who may open the account but not the form’s family none of its files', async () => {
    // Prepare
    const { student } = await studentWithDeferral();
    // Act
    const res = await support.get(`/api/users/${student.id}/documents`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers a person with no forms with none, someone who does not exist with 404, and the student with 403', async () => {
    // Prepare
    const fresh = await signedInPerson({ role: ROLE.student });
    // Act
    const [none, nobody, own] = await Promise.all([
      admin.get(`/api/users/${fresh.id}/documents`),
      admin.get('/api/users/nobody0000000000000/documents'),
      fresh.client.get(`/api/users/${fresh.id}/documents`),
    ]);
    // Assess
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(nobody.status).toBe(404);
    expect(own.status).toBe(403);
  });
});
