// The wizard's pure side: what a save sends (spec §3, §5), which file parts go, how the server's refusals
// land on fields, and where a stored form resumes.
import { describe, expect, it } from 'vitest';
import { formTypeBySlug } from '@shared/forms/catalogue';
import { completeAnswers } from '@shared/forms/examples';
import { FORM_PERMISSIONS, ROLE } from '@shared/permissions';
import type { FormView } from '@shared/schemas/forms';
import {
  REVIEW,
  answersFromForm,
  buildSubmission,
  definitionFor,
  fieldErrors,
  labelOf,
  nameParts,
  nextBatch,
  outgoingParts,
  prefillFor,
  resumeAt,
  withIncoming,
  type PendingFile,
} from './wizard-model';

const enrolment = formTypeBySlug('enrolment')!;
const application = formTypeBySlug('application')!;
const definition = enrolment.definition;
const ids = { courseId: 'course-1', locationId: 'campus-1', fileId: (g: string) => `file-${g}`, signatureId: (s: number) => `sig-${s}` };

const pdf = (name: string, size = 10): PendingFile => ({
  id: `p-${name}`,
  file: new File([new Uint8Array(size)], name, { type: 'application/pdf' }),
});

const view = (overrides: Partial<FormView>): FormView =>
  ({
    id: 'f1',
    form_type_id: enrolment.id,
    form_type: 'enrolment',
    version: 'v5',
    status: 'draft',
    step: 0,
    firstname: '',
    middlename: '',
    lastname: '',
    email: '',
    phone: '',
    student_id: '',
    course_id: '',
    course_location_id: '',
    applied_date: '',
    answer: {},
    files: [],
    ...overrides,
  }) as FormView;

describe('buildSubmission', () => {
  it('sends header fields as form fields, the rest in form[answer], and nothing empty', () => {
    const body = buildSubmission(
      enrolment,
      {
        firstname: 'Mei',
        middlename: '',
        lastname: 'Chen',
        citizenship: 'australian-citizen',
        postal_same: undefined,
        support_needs: '  ',
        gender: 'F',
      },
      { kind: 'draft' },
      { isNew: true },
    );
    expect(body).toEqual({
      form: {
        version: 'v5',
        form_type_id: enrolment.id,
        firstname: 'Mei',
        lastname: 'Chen',
        answer: { citizenship: 'australian-citizen', gender: 'F' },
      },
    });
  });

  it('names the step of a step save, submits a submission and puts an update with _method=put', () => {
    expect(buildSubmission(enrolment, {}, { kind: 'step', index: 2 }, { isNew: false })).toMatchObject({ form: { step: 2 }, _method: 'put' });
    const submit = buildSubmission(enrolment, {}, { kind: 'submit' }, { isNew: false });
    expect(submit.form).toMatchObject({ submit: true });
    expect(submit.form).not.toHaveProperty('step');
  });

  it('names the revision of the form it was made from, so a save from a stale copy is refused, and none for a new form', () => {
    expect(buildSubmission(enrolment, {}, { kind: 'draft' }, { isNew: false, revision: 7 }).form).toMatchObject({ revision: 7 });
    expect(buildSubmission(enrolment, {}, { kind: 'draft' }, { isNew: true }).form).not.toHaveProperty('revision');
  });

  it('leaves out what it is told to hold back, and answers that are no field of the family', () => {
    const body = buildSubmission(
      enrolment,
      { email: 'half@', gender: 'M', not_a_field: 'x' },
      { kind: 'draft' },
      { isNew: true, omit: new Set(['email']) },
    );
    expect(body.form).not.toHaveProperty('email');
    expect(body.form.answer).toEqual({ gender: 'M' });
  });

  it('drops the empty cells of repeated rows', () => {
    const body = buildSubmission(
      application,
      { education_history: [{ qualification: 'Year 12', institution: '' }] },
      { kind: 'draft' },
      { isNew: true },
    );
    expect(body.form.answer).toEqual({ education_history: [{ qualification: 'Year 12' }] });
  });
});

describe('file parts', () => {
  const answers = completeAnswers(definition, ids);

  it('sends a new signature as signature[signatureN] and counts it as given', () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const parts = nameParts(definition, outgoingParts(definition, answers, {}, { signature_student: png }));
    expect(parts.map((p) => p.name)).toEqual(['signature[signature1]']);
    expect(withIncoming(definition, {}, {}, { signature_student: png }).signature_student).toMatch(/^incoming-/);
  });

  it('numbers the documents of a group from 0 and keeps the stored ids beside them', () => {
    const exempt = { ...answers, usi_status: 'exempt', usi_exemption: 'registrar', usi_exemption_files: ['stored-1'] };
    const pending = { usi_exemption_files: [pdf('a.pdf'), pdf('b.pdf')] };
    const parts = nameParts(definition, outgoingParts(definition, exempt, pending, {}));
    expect(parts.map((p) => [p.name, p.filename])).toEqual([
      ['other[0]', 'a.pdf'],
      ['other[1]', 'b.pdf'],
    ]);
    expect(withIncoming(definition, exempt, pending, {}).usi_exemption_files).toEqual(['stored-1', 'incoming-other-0', 'incoming-other-1']);
  });

  it('keeps back the documents of a question the answers hide', () => {
    const pending = { usi_exemption_files: [pdf('letter.pdf')] };
    expect(outgoingParts(definition, { ...answers, usi_status: 'have' }, pending, {})).toEqual([]);
  });

  it('sends as many parts as fit one save, at least one', () => {
    const parts = [pdf('a', 3), pdf('b', 3), pdf('c', 3)].map((p) => ({ name: '', field: 'x', pendingId: p.id, file: p.file }));
    expect(nextBatch(parts, 7).map((p) => p.pendingId)).toEqual(['p-a', 'p-b']);
    expect(nextBatch(parts, 1)).toHaveLength(1);
  });
});

describe('fieldErrors', () => {
  it('puts the server’s names on the wizard’s fields', () => {
    expect(
      fieldErrors(definition, {
        'form.firstname': ['Use at most 100 characters'],
        course_location_id: ['Please select the course location first'],
        'signature[signature1]': ['a signature is a PNG picture'],
        'other[0]': ['The file is empty.'],
      }),
    ).toEqual({
      firstname: 'Use at most 100 characters',
      course_location_id: 'Please select the course location first',
      signature_student: 'a signature is a PNG picture',
      usi_exemption_files: 'The file is empty.',
    });
  });

  it('keeps the row keys of a repeat and labels them by row', () => {
    expect(fieldErrors(application.definition, { 'education_history.0.year': ['Enter a number'] })).toEqual({
      'education_history.0.year': 'Enter a number',
    });
    expect(labelOf(application.definition, 'education_history.1.year')).toBe('Qualification 2: Year completed (or expected)');
  });
});

describe('resuming a stored form', () => {
  const complete = completeAnswers(definition, ids);

  it('reads header columns and answers into one set of answers', () => {
    expect(answersFromForm(definition, view({ firstname: 'Mei', course_id: 'c1', answer: { gender: 'F' } }))).toEqual({
      firstname: 'Mei',
      course_id: 'c1',
      gender: 'F',
    });
  });

  it('opens the step after the last one saved when that step is complete', () => {
    expect(resumeAt(definition, complete, 1)).toBe(definition.steps[2]!.id);
  });

  it('opens the saved step itself while it misses answers (a draft never saved a step)', () => {
    expect(resumeAt(definition, {}, 0)).toBe(definition.steps[0]!.id);
  });

  it('opens the review once the last step is behind', () => {
    expect(resumeAt(definition, complete, definition.steps.length - 1)).toBe(REVIEW);
  });
});

describe('what each person fills in', () => {
  const complaints = formTypeBySlug('complaints-appeals')!;
  const stepsOf = (type: typeof complaints) => type.definition.steps.map((s) => s.id);
  const permission = FORM_PERMISSIONS.find((p) => p.family === 'complaints-appeals')!.permission;

  it('leaves the college’s decision out for students, agents and others, and gives it to the family’s staff', () => {
    expect(stepsOf(definitionFor(complaints, { role: ROLE.student, permissions: [permission] }))).not.toContain('decision');
    expect(stepsOf(definitionFor(complaints, { role: ROLE.agent, permissions: [permission] }))).not.toContain('decision');
    expect(stepsOf(definitionFor(complaints, { role: ROLE.trainer, permissions: [] }))).not.toContain('decision');
    expect(stepsOf(definitionFor(complaints, { role: ROLE.studentSupport, permissions: [permission] }))).toContain('decision');
  });

  it('starts a student’s form with their own name and e-mail, and an agent’s with their agency contact', () => {
    const user = { name: 'Priya Anne Agent', email: 'priya@agency.example' };
    expect(prefillFor(user, ROLE.student)).toEqual({ email: 'priya@agency.example', firstname: 'Priya', lastname: 'Agent' });
    expect(prefillFor(user, ROLE.agent)).toEqual({ through_agent: 'yes', agency_contact: 'Priya Anne Agent', agency_email: 'priya@agency.example' });
    expect(prefillFor(user, ROLE.admin)).toEqual({});
  });
});
