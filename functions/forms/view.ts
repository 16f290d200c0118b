// A form as the API answers it: its header fields under their spec §3 names, its answers, its files, who
// owns and verified it (by name), its clocks, and what the caller may do with it now.
import type { FormType } from '@shared/forms/catalogue';
import type { FormListItem, FormView } from '@shared/schemas/forms';
import { toAttachmentView, type Attachment } from '@functions/platform/attachments';
import { answersOf, type Form } from './form-db';
import { namesOf } from './people';
import type { Caller } from '@functions/platform/session';
import { editsFamily, mayVerify } from './access';
import { clocksOfForm } from './clocks';

const person = (id: string, names: Map<string, string>) => ({ id, name: names.get(id) ?? 'A former user' });

const common = (form: Form, type: FormType, names: Map<string, string>) => ({
  id: form.id,
  form_type_id: form.formTypeId,
  form_type: type.slug,
  version: 'v5' as const,
  status: form.status,
  step: form.step,
  revision: form.revision,
  firstname: form.firstname,
  middlename: form.middlename,
  lastname: form.lastname,
  email: form.email,
  phone: form.phone,
  student_id: form.studentId,
  course_id: form.courseId,
  course_location_id: form.courseLocationId,
  applied_date: form.appliedDate,
  isAgent: form.isAgent,
  agentname: form.agentName,
  agent_email: form.agentEmail,
  owner: person(form.ownerId, names),
  student_user_id: form.isAgent ? (form.studentUserId ?? null) : type.aboutAnother ? null : form.ownerId,
  verified: form.verified,
  verified_by: form.verifiedBy ? person(form.verifiedBy, names) : null,
  verified_at: form.verifiedAt ?? null,
  submitted_at: form.submittedAt ?? null,
  returned:
    form.status === 'returned' && form.returnedBy
      ? {
          reason: form.returnReason ?? '',
          by: { id: form.returnedBy, name: form.returnedByName ?? 'A former user' },
          at: form.returnedAt ?? form.updatedAt,
        }
      : null,
  created_at: form.createdAt,
  updated_at: form.updatedAt,
});

/** May the caller change it now: its owner while it is a draft or returned to them, the family's staff always. */
export const mayEdit = (caller: Caller, form: Form, type: FormType): boolean =>
  editsFamily(caller, type) || (form.ownerId === caller.userId && form.status !== 'submitted');

export const toFormView = async (form: Form, type: FormType, caller: Caller, files: Attachment[], today = new Date()): Promise<FormView> => ({
  ...common(form, type, await namesOf([form])),
  answer: form.answer as Record<string, unknown>,
  files: files.map(toAttachmentView),
  clocks: clocksOfForm(form, today),
  can: {
    edit: mayEdit(caller, form, type),
    verify: mayVerify(caller, type) && form.status === 'submitted',
    return: mayVerify(caller, type) && form.status === 'submitted',
  },
});

/** The family's list columns as text: a choice by its label, a list joined, a yes/no in words. */
const columnText = (type: FormType, key: string, value: unknown): string => {
  const field = type.definition.steps.flatMap((s) => s.fields).find((f) => f.key === key);
  const label = (v: unknown) => (field && 'options' in field ? (field.options.find((o) => o.value === v)?.label ?? String(v)) : String(v));
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
};

export const toListItem = (form: Form, type: FormType, names: Map<string, string>, today = new Date()): FormListItem => ({
  ...common(form, type, names),
  clocks: clocksOfForm(form, today),
  columns: Object.fromEntries((type.definition.listColumns ?? []).map((key) => [key, columnText(type, key, answersOf(form)[key])])),
});
