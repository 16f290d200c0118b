// What the PDF of a form says, worked out from the family's definition before anything is laid out: every
// visible step as a section, each visible field's answer as people read it (an option's label, not its
// stored value; a date as "8 Feb 2027"; a course by its name), the files, the clocks and the verification.
// form-document.tsx only draws this.
import type { FormType } from '@shared/forms/catalogue';
import { DEFAULT_STATE, localDateOf } from '@shared/forms/clocks';
import { holds, isFilled, visibleSteps, type Answers } from '@shared/forms/conditions';
import type { Field, RowField, Step } from '@shared/forms/definition';
import type { AustralianState } from '@shared/schemas/courses';
import type { ClockView } from '@shared/schemas/forms';
import { answersOf, type Form } from '@functions/forms/forms';
import { COLLEGE } from './college';

export interface PdfFile {
  id: string;
  name: string;
  /** The MIME type. */
  type: string;
  /** Bytes. */
  size: number;
}

export interface RenderFormPdfInput {
  form: Form;
  type: FormType;
  /** The people the form names, by name: its owner, and who verified it. */
  names: { owner: string; verifiedBy?: string };
  /** Course and campus names by id, for the answers that hold an id. */
  courseNames: Map<string, string>;
  campusNames: Map<string, string>;
  /** The form's stored files (documents and signatures). */
  files: PdfFile[];
  /** The drawn signatures' PNG bytes, by file id. */
  signatures: Map<string, Uint8Array>;
  clocks: ClockView[];
  /**
   * The day the definition's conditions are read on (an age). Defaults to the day the form was submitted,
   * so that a student who turns 18 after signing keeps their guardian's signature in the PDF; a draft's is today.
   */
  today?: Date;
}

/** What the reader sees for an answer that is not there. */
export const NO_ANSWER = '—';

export type PdfItem =
  | { kind: 'text'; label: string; text: string; muted?: boolean }
  | { kind: 'list'; label: string; items: string[] }
  /** `weights`: each column's share of the width, from the length of what it holds. */
  | { kind: 'table'; label: string; columns: string[]; weights: number[]; rows: string[][] }
  /** `placeholder` stands in the box when there is no image; `caption` says when it was signed. */
  | { kind: 'signature'; label: string; image?: Uint8Array; placeholder: string; caption?: string };

export interface PdfSection {
  title: string;
  description?: string;
  items: PdfItem[];
}

export interface PdfContent {
  college: typeof COLLEGE;
  /** The form type's name: "Enrolment". */
  title: string;
  formId: string;
  /** "Submitted on 8 Feb 2027" or "Draft: not submitted". */
  status: string;
  /** The person the form is about and who filled it in. */
  person: { label: string; value: string }[];
  sections: PdfSection[];
  files: { name: string; detail: string }[];
  clocks: { label: string; detail: string; state: ClockView['state'] }[];
  verification: { verified: boolean; text: string };
  /** Document metadata. */
  subject: string;
}

// ---- How values read.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2027-02-08` → "8 Feb 2027"; anything else as it is. */
export const formatDate = (iso: unknown): string => {
  if (typeof iso !== 'string') return NO_ANSWER;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
};

/** An ISO timestamp as the date it was in the campus's state: "8 Feb 2027". */
export const formatTimestamp = (timestamp: string | undefined, state: AustralianState): string | undefined => {
  if (!timestamp) return undefined;
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? undefined : formatDate(localDateOf(instant, state));
};

/** 2_400_000 → "2.3 MB". */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** "application/pdf" → "PDF", "image/jpeg" → "JPEG". */
const formatType = (mime: string): string => {
  const sub = mime.split('/')[1] ?? mime;
  if (sub.includes('wordprocessingml')) return 'Word';
  return sub.replace(/^x-/, '').toUpperCase();
};

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const optionLabel = (field: { options: readonly { value: string; label: string }[] }, value: unknown): string =>
  field.options.find((o) => o.value === value)?.label ?? String(value);

interface Lookups {
  courseNames: Map<string, string>;
  campusNames: Map<string, string>;
  files: Map<string, PdfFile>;
}

/** A plain answer (anything but files, signatures and rows) as one line of text. */
const textOf = (field: Field | RowField, value: unknown, lookups: Lookups): string => {
  if (field.kind === 'checkbox') return value === true ? (field.mustAgree ? 'Agreed' : 'Yes') : field.mustAgree ? 'Not agreed' : 'No';
  if (isBlank(value)) return NO_ANSWER;
  switch (field.kind) {
    case 'date':
      return formatDate(value);
    case 'select':
    case 'radio':
      return optionLabel(field, value);
    case 'checkboxes':
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(field, v)).join(', ');
    case 'course':
      return lookups.courseNames.get(String(value)) ?? 'A course no longer offered';
    case 'location':
      return lookups.campusNames.get(String(value)) ?? 'A campus no longer offered';
    case 'number':
      return String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
};

const fileLine = (file: PdfFile): string => `${file.name} (${formatType(file.type)}, ${formatSize(file.size)})`;

// ---- Items and sections.

const itemOf = (field: Field, answers: Answers, step: Step, input: RenderFormPdfInput, lookups: Lookups): PdfItem => {
  const value = answers[field.key];
  switch (field.kind) {
    case 'checkboxes': {
      const values = Array.isArray(value) ? value : isBlank(value) ? [] : [value];
      return values.length === 0
        ? { kind: 'text', label: field.label, text: NO_ANSWER, muted: true }
        : { kind: 'list', label: field.label, items: values.map((v) => optionLabel(field, v)) };
    }
    case 'files': {
      const ids = Array.isArray(value) ? value.map(String) : [];
      if (ids.length === 0) return { kind: 'text', label: field.label, text: NO_ANSWER, muted: true };
      return {
        kind: 'list',
        label: field.label,
        items: ids.map((id) => (lookups.files.has(id) ? fileLine(lookups.files.get(id)!) : 'A removed file')),
      };
    }
    case 'signature': {
      const image = typeof value === 'string' ? input.signatures.get(value) : undefined;
      // The step's own "Date signed" answer, when it has one.
      const dateField = step.fields.find((f) => f.kind === 'date' && /sign/i.test(f.key));
      const signedOn = dateField && !isBlank(answers[dateField.key]) ? formatDate(answers[dateField.key]) : undefined;
      if (!value) return { kind: 'signature', label: field.label, placeholder: 'Not signed' };
      // Signed, though the image may be missing (its file could not be read).
      return {
        kind: 'signature',
        label: field.label,
        image,
        placeholder: 'Signature image unavailable',
        caption: signedOn ? `Signed on ${signedOn}` : 'Signed',
      };
    }
    case 'repeat': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      if (rows.length === 0) return { kind: 'text', label: field.label, text: NO_ANSWER, muted: true };
      const columns = field.fields.map((f) => f.label);
      const cells = rows.map((row) => field.fields.map((f) => (holds(f.showIf, row) ? textOf(f, row[f.key], lookups) : '')));
      const weights = columns.map((column, c) => Math.min(36, Math.max(12, column.length, ...cells.map((row) => row[c]!.length))));
      return { kind: 'table', label: field.label, columns, weights, rows: cells };
    }
    default: {
      const text = textOf(field, value, lookups);
      return { kind: 'text', label: field.label, text, muted: text === NO_ANSWER };
    }
  }
};

const personOf = (form: Form, input: RenderFormPdfInput, lookups: Lookups): PdfContent['person'] => {
  const name = [form.firstname, form.middlename, form.lastname].filter((part) => part.trim() !== '').join(' ');
  const rows = [
    { label: 'Name', value: name },
    { label: 'Student id', value: form.studentId },
    { label: 'E-mail', value: form.email },
    { label: 'Phone', value: form.phone },
    { label: 'Course', value: form.courseId ? (lookups.courseNames.get(form.courseId) ?? 'A course no longer offered') : '' },
    { label: 'Campus', value: form.courseLocationId ? (lookups.campusNames.get(form.courseLocationId) ?? 'A campus no longer offered') : '' },
    { label: 'Applied on', value: form.appliedDate ? formatDate(form.appliedDate) : '' },
    {
      label: 'Filled in by',
      value: form.isAgent ? `${form.agentName || input.names.owner} (agent${form.agentEmail ? `, ${form.agentEmail}` : ''})` : input.names.owner,
    },
  ];
  return rows.filter((row) => row.value !== '');
};

const clockDetail = (clock: ClockView): string => {
  const unit = (n: number) => `${n} ${clock.working_days ? 'working ' : ''}day${n === 1 ? '' : 's'}`;
  const due = `Due ${formatDate(clock.due_on)}`;
  switch (clock.state) {
    case 'met':
      return `${due}: met`;
    case 'overdue':
      return clock.days_left < 0 ? `${due}: overdue by ${unit(-clock.days_left)}` : `${due}: overdue`;
    default:
      return clock.days_left === 0 ? `${due}: due today` : `${due}: ${unit(clock.days_left)} left`;
  }
};

/** The PDF's content, every section from the form type's definition. */
export const formContent = (input: RenderFormPdfInput): PdfContent => {
  const { form, type } = input;
  const state = (form.campusState as AustralianState | undefined) ?? DEFAULT_STATE;
  const today = input.today ?? (form.submittedAt ? new Date(form.submittedAt) : new Date());
  const answers = answersOf(form);
  const lookups: Lookups = { courseNames: input.courseNames, campusNames: input.campusNames, files: new Map(input.files.map((f) => [f.id, f])) };

  // The college's decision belongs to a submitted form, as on the detail page; undecided, it says so.
  const sections = visibleSteps(type.definition, answers, today)
    .filter((step) => !step.staffOnly || form.status === 'submitted')
    .map((step) => {
      const fields = step.fields.filter((field) => holds(field.showIf, answers, today));
      const undecided = step.staffOnly && !fields.some((field) => isFilled(answers[field.key]));
      return {
        title: step.title,
        description: step.description,
        items: undecided
          ? [{ kind: 'text' as const, label: 'Decision', text: 'The college has not recorded its decision yet.', muted: true }]
          : fields.map((field) => itemOf(field, answers, step, input, lookups)),
      };
    });

  // Signatures are drawn in their step; the list holds the documents.
  const signatureIds = new Set(input.signatures.keys());
  for (const field of type.definition.steps.flatMap((s) => s.fields)) {
    if (field.kind === 'signature' && typeof answers[field.key] === 'string') signatureIds.add(answers[field.key] as string);
  }
  const files = input.files
    .filter((f) => !signatureIds.has(f.id))
    .map((f) => ({ name: f.name, detail: `${formatType(f.type)}, ${formatSize(f.size)}` }));

  const submittedOn = formatTimestamp(form.submittedAt, state);
  const verifiedOn = formatTimestamp(form.verifiedAt, state);
  const verification = form.verified
    ? { verified: true, text: `Verified by ${input.names.verifiedBy ?? 'a former user'}${verifiedOn ? ` on ${verifiedOn}` : ''}` }
    : { verified: false, text: 'Not verified' };

  return {
    college: COLLEGE,
    title: type.name,
    formId: form.id,
    status:
      form.status === 'submitted'
        ? submittedOn
          ? `Submitted on ${submittedOn}`
          : 'Submitted'
        : form.status === 'returned'
          ? 'Sent back to be changed: not submitted again yet'
          : 'Draft: not submitted',
    person: personOf(form, input, lookups),
    sections,
    files,
    clocks: input.clocks.map((clock) => ({ label: clock.label, detail: clockDetail(clock), state: clock.state })),
    verification,
    subject: `${type.name} of ${[form.firstname, form.lastname].filter(Boolean).join(' ') || 'a student'}`,
  };
};
