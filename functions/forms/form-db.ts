// The student forms' records. Only this domain writes them (form-store.ts); other domains ask about them through
// its face, forms.ts: a course a form names is in use (the catalogue's usage checker), dashboards count them.
import { Entity, Service, type EntityItem } from 'electrodb';
import type { Answers } from '@shared/forms/conditions';
import { FORM_STATUSES } from '@shared/schemas/forms';
import { formStage, type FormStage } from '@shared/forms/stages';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { listCountEntity } from '@functions/platform/list-counts';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

export const FormEntity = new Entity(
  {
    model: { entity: 'form', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      /** The form type of shared/forms/catalogue.ts. */
      formTypeId: { type: 'number', required: true },
      /** Who filled it in (a student, an agent for a student, staff): they may open it and, while a draft, change it. */
      ownerId: { type: 'string', required: true },
      /** The owner's name when the form was started: a form read needs no second lookup (as on a paper form). */
      ownerName: { type: 'string' },
      status: { type: FORM_STATUSES, required: true, default: 'draft' },
      /** The last step saved: the wizard resumes there. */
      step: { type: 'number', required: true, default: 0 },
      // The header fields of spec §3, as the definition validated them ('' when not given).
      firstname: { type: 'string', required: true, default: '' },
      middlename: { type: 'string', required: true, default: '' },
      lastname: { type: 'string', required: true, default: '' },
      email: { type: 'string', required: true, default: '' },
      phone: { type: 'string', required: true, default: '' },
      studentId: { type: 'string', required: true, default: '' },
      courseId: { type: 'string', required: true, default: '' },
      courseLocationId: { type: 'string', required: true, default: '' },
      appliedDate: { type: 'string', required: true, default: '' },
      /** The state of the campus, kept with it: the working days of the form's clocks are that state's. */
      campusState: { type: 'string' },
      /** Every other answer, by field key, as the definition validated it. */
      answer: { type: 'any', required: true, default: () => ({}) },
      /** Filled in by an agent for a student: the agent's name and e-mail, from their account. */
      isAgent: { type: 'boolean', required: true, default: false },
      agentName: { type: 'string', required: true, default: '' },
      agentEmail: { type: 'string', required: true, default: '' },
      /**
       * The student's account, when an agent filled the form in for them: the account of a Student whose e-mail the form
       * gives, looked up by the form store when the e-mail changes or the form is submitted. Such a form is filed under
       * that student too (student-claims.ts), so it is on their timeline although it is the agent's.
       */
      studentUserId: { type: 'string' },
      verified: { type: 'boolean', required: true, default: false },
      verifiedBy: { type: 'string' },
      /** Who verified it, by name at the time. */
      verifiedByName: { type: 'string' },
      verifiedAt: { type: 'string' },
      submittedAt: { type: 'string' },
      /** While returned: what the applicant needs to change, who sent it back (and their name then) and when. */
      returnReason: { type: 'string' },
      returnedBy: { type: 'string' },
      returnedByName: { type: 'string' },
      returnedAt: { type: 'string' },
      /** When the applicant was first told the form was verified: they are mailed of it once, not at each flip. */
      verifiedAnnouncedAt: { type: 'string' },
      // The form's compliance clock (the first its family's definition applies), kept at each save so that
      // lists filter by it and the jobs function finds the clocks running out without reading every form.
      /** When the clock runs out (the campus state's local date); '' for a form without a clock. */
      clockDueOn: { type: 'string', required: true, default: '' },
      /** Set once the duty is done: on time, or late. A running clock has neither. */
      clockDone: { type: ['met', 'late'] as const },
      /** The day staff were reminded that the clock runs out tomorrow: once per form. */
      clockRemindedOn: { type: 'string' },
      /** Names, e-mail and student id in lower case: what a list's `search` looks in. */
      searchText: { type: 'string', required: true, default: '' },
      /** Moves with every write; a save is conditional on the one it read, so two saves never both win silently. */
      revision: { type: 'number', required: true, default: 1 },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // A family's list, newest or oldest first (functions/platform/paging.ts pages over it).
      byType: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['formTypeId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] } },
      // A student's or an agent's own forms.
      byOwner: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['ownerId'] }, sk: { field: 'gsi3sk', composite: ['createdAt', 'id'] } },
      // Running clocks only (a sparse index), soonest first: what the jobs function reminds staff of.
      byRunningClock: {
        index: 'gsi4',
        condition: (attributes) => Boolean(attributes.clockDueOn) && !attributes.clockDone,
        pk: { field: 'gsi4pk', composite: [] },
        sk: { field: 'gsi4sk', composite: ['clockDueOn', 'id'] },
      },
      // The same, in the owner's live records (functions/platform/own-feed.ts): the dashboard's "due".
      ownersRunningClocks: {
        index: 'gsi6',
        condition: (attributes) => Boolean(attributes.clockDueOn) && !attributes.clockDone,
        pk: { field: 'gsi6pk', composite: ['ownerId'], template: '$portal#own_${ownerId}' },
        sk: { field: 'gsi6sk', composite: ['clockDueOn', 'id'], template: 'form#${clockDueOn}#${id}' },
      },
    },
  },
  { table, client },
);
export type Form = EntityItem<typeof FormEntity>;

export const formRecords = new Service({ form: FormEntity, listCount: listCountEntity() }, { table, client });

/**
 * The kept counts of forms (list-counts.ts): per form type, and per course for the usage check; per type and
 * stage (the staff dashboard's "waiting for verification"), and per owner and stage (a student's or an agent's).
 */
export const FORMS_LIST = 'forms';
export const typeScope = (formTypeId: number) => `type:${formTypeId}`;
export const courseScope = (courseId: string) => `course:${courseId}`;

export const typeStageScope = (formTypeId: number, stage: FormStage) => `type:${formTypeId}:${stage}`;
export const ownerStageScope = (ownerId: string, stage: FormStage) => `owner:${ownerId}:${stage}`;

/** The stage scopes a form counts in. */
export const stageScopesOf = (form: Pick<Form, 'status' | 'verified' | 'formTypeId' | 'ownerId'>): string[] => {
  const stage = formStage(form);
  return [typeStageScope(form.formTypeId, stage), ownerStageScope(form.ownerId, stage)];
};

/** The header fields and answers in one map, as the definition's conditions read them. */
export const answersOf = (
  form: Pick<
    Form,
    'answer' | 'firstname' | 'middlename' | 'lastname' | 'email' | 'phone' | 'studentId' | 'courseId' | 'courseLocationId' | 'appliedDate'
  >,
): Answers => ({
  ...(form.answer as Record<string, unknown>),
  firstname: form.firstname,
  middlename: form.middlename,
  lastname: form.lastname,
  email: form.email,
  phone: form.phone,
  student_id: form.studentId,
  course_id: form.courseId,
  course_location_id: form.courseLocationId,
  applied_date: form.appliedDate,
});
