// The payloads of the form calls (spec §3 and §7): the submission's fields as multipart (or JSON) sends
// them, the form as the API answers it, and the list's query. What each answer means is checked against
// the family's definition (shared/forms), not here: these schemas bound and shape the input only.
import * as z from 'zod';
import { AttachmentView } from './attachments';
import { NamedAuditEntryView } from './audit';
import { Cursor, Id, listQuery, OptionalText } from './common';

/** The whole answer JSON of one form: far above the longest application, far below a DynamoDB item. */
export const ANSWER_MAX_BYTES = 128 * 1024;

const bounded = (max: number) => z.string().max(max, `Use at most ${max} characters`);

/** Multipart sends every field as text; JSON may send booleans and numbers. Both mean the same. */
const Flag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])]).transform((v) => v === true || v === '1' || v === 'true');
const StepIndex = z.coerce.number({ message: 'The step is a number' }).int('The step is a whole number').min(0).max(30);

/** `form[answer]`: JSON text (multipart) or an object (JSON); a JSON object either way, bounded as text. */
const AnswerJson = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value),
  bounded(ANSWER_MAX_BYTES).transform((text, ctx) => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'The answers must be a JSON object' });
    return z.NEVER;
  }),
);

/** `form[...]` of spec §3. Header fields are bounded here and checked by the family's definition. */
export const FormFields = z.strictObject({
  firstname: bounded(100).optional(),
  middlename: bounded(100).optional(),
  lastname: bounded(100).optional(),
  email: bounded(254).optional(),
  phone: bounded(20).optional(),
  student_id: bounded(20).optional(),
  course_id: bounded(64).optional(),
  course_location_id: bounded(64).optional(),
  applied_date: bounded(10).optional(),
  /** Spec §9: always v5. */
  version: z.literal('v5', { message: 'The form version is v5' }).optional(),
  form_type_id: z.coerce.number({ message: 'Choose a form type' }).int().min(1).max(1000).optional(),
  answer: AnswerJson.optional(),
  isAgent: Flag.optional(),
  agentname: bounded(150).optional(),
  agent_email: bounded(254).optional(),
  /** The step being saved: its required fields must be there. Without `step` or `submit`, a draft save. */
  step: StepIndex.optional(),
  /** Submits the form: every visible step's required fields must be there. */
  submit: Flag.optional(),
  /**
   * The revision of the form this save was made from (FormView `revision`). Optional: when given and the form
   * has been saved since, the save answers 409 `form.changed` instead of overwriting the newer answers.
   */
  revision: z.coerce.number({ message: 'The revision is a whole number' }).int().min(1).max(1_000_000_000).optional(),
});
export type FormFields = z.output<typeof FormFields>;

/** The body of `POST /api/form` and `POST /api/form/{id}` (multipart fields, or the same as JSON). */
export const FormSubmission = z.strictObject({
  form: FormFields,
  /** `POST /api/form/{id}` carries `_method=put` (spec §7). */
  _method: z.literal('put', { message: 'Send _method=put to update a form' }).optional(),
  /** Sent by the old client beside the fields; verification is its own call, so this is ignored. */
  verified: z.string().max(5).optional(),
});

/** File parts of a submission: `<group>[<n>]` of spec §3, `profile_image`, `signature[signature1..3]`. */
export const DOCUMENT_PART = /^(passport|education|ceducation|language|other|engdoc|finance|instructingdoc)\[(\d{1,2})\]$/;
export const SIGNATURE_PART = /^signature\[signature([123])\]$/;
export const PROFILE_IMAGE_PART = /^profile_image$/;

/**
 * Where a form is: being filled in, submitted to the college, or returned to its applicant with a reason to change
 * something (then submitted again). Verified is a flag of a submitted form, not a status.
 */
export const FORM_STATUSES = ['draft', 'submitted', 'returned'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const CLOCK_STATES = ['on-time', 'due-soon', 'overdue', 'met'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

/** A legal deadline of the form (its compliance clock, shared/forms/clocks.ts), as computed today. */
export const ClockView = z.strictObject({
  label: z.string(),
  due_on: z.string(),
  state: z.enum(CLOCK_STATES),
  /** Calendar days left (negative when overdue); working days for working-day clocks. */
  days_left: z.number().int(),
  working_days: z.boolean(),
});
export type ClockView = z.infer<typeof ClockView>;

const PersonRef = z.strictObject({ id: z.string(), name: z.string() });

export const FormView = z.strictObject({
  id: z.string(),
  form_type_id: z.number().int(),
  form_type: z.string(),
  version: z.literal('v5'),
  status: z.enum(FORM_STATUSES),
  /** The last step saved (the wizard resumes there). */
  step: z.number().int(),
  /** Counts the form's saves: a save naming it (`form[revision]`) is refused if the form has moved on. */
  revision: z.number().int(),
  firstname: z.string(),
  middlename: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  student_id: z.string(),
  course_id: z.string(),
  course_location_id: z.string(),
  applied_date: z.string(),
  answer: z.record(z.string(), z.unknown()),
  isAgent: z.boolean(),
  agentname: z.string(),
  agent_email: z.string(),
  owner: PersonRef,
  /**
   * The account of the student it is about, for their record: its owner when they filled it in for themselves, the
   * student an agent's form names once they have an account; null for a form staff fill in about someone.
   */
  student_user_id: z.string().nullable(),
  verified: z.boolean(),
  verified_by: PersonRef.nullable(),
  verified_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** Why the college sent it back, who did and when, while it is returned (null otherwise). */
  returned: z.strictObject({ reason: z.string(), by: PersonRef, at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  files: z.array(AttachmentView),
  clocks: z.array(ClockView),
  /** What the caller may do with it now. */
  can: z.strictObject({ edit: z.boolean(), verify: z.boolean(), return: z.boolean() }),
});
export type FormView = z.infer<typeof FormView>;

/** A row of a family's list: the header columns, the family's list columns, state and clocks. */
export const FormListItem = FormView.omit({ answer: true, files: true, can: true }).extend({
  /** The family's `listColumns` answers, as text. */
  columns: z.record(z.string(), z.string()),
});
export type FormListItem = z.infer<typeof FormListItem>;

export const FormListQuery = listQuery(['created_at'], 'created_at').extend({
  // Newest first: staff work from the latest submissions.
  order: z.enum(['asc', 'desc']).default('desc'),
  form_type: z
    .string({ message: 'Please select form first' })
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'Please select form first'),
  course_id: Id().optional(),
  location_id: Id().optional(),
  verified: z.enum(['true', 'false']).optional(),
  status: z.enum(FORM_STATUSES).optional(),
  clock: z.enum(CLOCK_STATES).optional(),
  cursor: Cursor,
});
export type FormListQuery = z.infer<typeof FormListQuery>;

/** The longest reason a form is sent back with, and the longest note of a verification. */
export const RETURN_REASON_MAX = 2000;
export const DECISION_NOTE_MAX = 500;

/** `POST /api/form/{id}/return`: what the applicant needs to change, in the words they will read. */
export const ReturnFormBody = z.object({
  reason: z
    .string({ message: 'Say what needs to change' })
    .trim()
    .min(1, 'Say what needs to change')
    .max(RETURN_REASON_MAX, `Use at most ${RETURN_REASON_MAX} characters`),
});
export type ReturnFormBody = z.infer<typeof ReturnFormBody>;

/** `GET /api/form-verify|unverify/{id}?note=`: why, kept in the form's history. */
export const VerifyQuery = z.object({ note: OptionalText(DECISION_NOTE_MAX) });
export type VerifyQuery = z.infer<typeof VerifyQuery>;

/** The filters of a family's list, for its CSV export: every row that matches, not one page. */
export const FormExportQuery = FormListQuery.omit({ page: true, pagination: true, cursor: true });
export type FormExportQuery = z.infer<typeof FormExportQuery>;

/** One entry of a form's history (who created, submitted, changed, verified it), with the actor's name. */
export const FormHistoryEntry = NamedAuditEntryView;
export type FormHistoryEntry = z.infer<typeof FormHistoryEntry>;

export const FormTypeView = z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string(), path: z.string() });
export type FormTypeView = z.infer<typeof FormTypeView>;
