// What the wizard knows about a form without React: the answers of a stored form, the answers as the
// definition reads them while files wait to be sent, the body and file parts of a save (spec §3, §5), the
// server's refusals put on the fields, and where a form is resumed. The wizard store and its tests use it.
import type { FormType } from '@shared/forms/catalogue';
import { holds, visibleSteps, type Answers } from '@shared/forms/conditions';
import { editsFamily, type FormPerson } from '@shared/forms/access';
import { applicantDefinition, fieldsOf, type Field, type FormDefinition, type HeaderField, type Step } from '@shared/forms/definition';
import { validateAnswers } from '@shared/forms/schema';
import { ROLE } from '@shared/permissions';
import { DOCUMENT_PART, SIGNATURE_PART, type FormView } from '@shared/schemas/forms';
import type { BodyInput } from '@shared/api/contract';
import type { formApi } from '@shared/api/forms';
import type { FilePart } from '@web/lib/api-client';

/** The review that ends every form: a step of the stepper, not of the definition. */
export const REVIEW = '#review';

/** A document chosen in the wizard, not sent yet; `id` tells it apart in lists and saves. */
export interface PendingFile {
  id: string;
  file: File;
}

export type Submission = BodyInput<typeof formApi.update>;

/** What a save asks of the server: a draft (autosave), a step (`form[step]`), or the submission. */
export type SaveMode = { kind: 'draft' } | { kind: 'step'; index: number } | { kind: 'submit' };

/** Nothing given (spec §5 sends only what is non-empty). */
export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const headerOf = (field: Field): HeaderField | undefined => ('header' in field ? field.header : undefined);

/** The answers of a stored form by field key: its answer JSON and its header columns together. */
export const answersFromForm = (definition: FormDefinition, form: FormView): Record<string, unknown> => {
  const answers: Record<string, unknown> = { ...form.answer };
  for (const field of fieldsOf(definition)) {
    const header = headerOf(field);
    if (header && form[header]) answers[field.key] = form[header];
  }
  return answers;
};

/** The ids of stored files in a files answer. */
export const storedIds = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The answers as the definition and the server read them once the waiting files are sent: each file and
 * signature stands as an id-shaped placeholder (as the server's own), so required documents count as given.
 */
export const withIncoming = (
  definition: FormDefinition,
  answers: Answers,
  pending: Readonly<Record<string, readonly PendingFile[]>>,
  signatures: Readonly<Record<string, Blob>>,
): Record<string, unknown> => {
  const result: Record<string, unknown> = { ...answers };
  for (const field of fieldsOf(definition)) {
    if (field.kind === 'files' && pending[field.key]?.length) {
      result[field.key] = [...storedIds(answers[field.key]), ...pending[field.key]!.map((_, n) => `incoming-${field.group}-${n}`)];
    }
    if (field.kind === 'signature' && signatures[field.key]) result[field.key] = `incoming-signature-signature${field.slot}`;
  }
  return result;
};

/** The fields the answers make visible: on a visible step, with their own condition holding. */
export const visibleFields = (definition: FormDefinition, answers: Answers): Field[] =>
  visibleSteps(definition, answers).flatMap((step) => step.fields.filter((field) => holds(field.showIf, answers)));

/** A row of a repeat without its empty answers. */
const cleanRow = (row: unknown): unknown =>
  row && typeof row === 'object' && !Array.isArray(row) ? Object.fromEntries(Object.entries(row).filter(([, v]) => !isEmptyAnswer(v))) : row;

/**
 * The body of a save: the whole form every time (docs/decisions.md "Saves"), header fields as `form[...]`, every
 * other answer in `form[answer]`, and only what is non-empty (spec §5). `omit` leaves answers out (a draft's
 * answers that would be refused).
 */
export const buildSubmission = (
  type: FormType,
  answers: Answers,
  mode: SaveMode,
  /** `revision`: the form's revision this save is made from; the server refuses it if the form moved on since. */
  options: { isNew: boolean; omit?: ReadonlySet<string>; revision?: number },
): Submission => {
  const header: Partial<Record<HeaderField, string>> = {};
  const answer: Record<string, unknown> = {};
  for (const field of fieldsOf(type.definition)) {
    const value = answers[field.key];
    if (isEmptyAnswer(value) || options.omit?.has(field.key)) continue;
    const headerField = headerOf(field);
    if (headerField) header[headerField] = String(value);
    else answer[field.key] = field.kind === 'repeat' && Array.isArray(value) ? value.map(cleanRow) : value;
  }
  return {
    form: {
      version: 'v5',
      form_type_id: type.id,
      ...header,
      answer,
      ...(mode.kind === 'step' ? { step: mode.index } : {}),
      ...(mode.kind === 'submit' ? { submit: true } : {}),
      ...(options.revision ? { revision: options.revision } : {}),
    },
    ...(options.isNew ? {} : { _method: 'put' as const }),
  };
};

/** A file part waiting to go, with what it fills. */
export interface OutgoingPart extends FilePart {
  field: string;
  /** The pending file's id, or absent for a signature. */
  pendingId?: string;
  file: Blob;
}

/**
 * The file parts of a save: each waiting document of a visible files field as `<group>[<n>]` and each new
 * signature as `signature[signature<slot>]`. Parts of hidden questions stay behind (the server refuses them).
 */
export const outgoingParts = (
  definition: FormDefinition,
  answers: Answers,
  pending: Readonly<Record<string, readonly PendingFile[]>>,
  signatures: Readonly<Record<string, Blob>>,
): OutgoingPart[] => {
  const parts: OutgoingPart[] = [];
  for (const field of visibleFields(definition, withIncoming(definition, answers, pending, signatures))) {
    if (field.kind === 'files') {
      (pending[field.key] ?? []).forEach(({ id, file }) => parts.push({ name: '', field: field.key, pendingId: id, file, filename: file.name }));
    }
    const signature = field.kind === 'signature' ? signatures[field.key] : undefined;
    if (field.kind === 'signature' && signature) {
      parts.push({ name: `signature[signature${field.slot}]`, field: field.key, file: signature, filename: `${field.key}.png` });
    }
  }
  return parts;
};

/** Numbers the document parts of one save from 0 per group: `passport[0]`, `passport[1]`. */
export const nameParts = (definition: FormDefinition, parts: OutgoingPart[]): OutgoingPart[] => {
  const counts = new Map<string, number>();
  return parts.map((part) => {
    if (!part.pendingId) return part;
    const field = fieldsOf(definition).find((f) => f.key === part.field);
    const group = field?.kind === 'files' ? field.group : 'other';
    const n = counts.get(group) ?? 0;
    counts.set(group, n + 1);
    return { ...part, name: `${group}[${n}]` };
  });
};

/** The multipart body a save may carry (4 MB at the gateway), less room for the fields. */
export const PARTS_BUDGET_BYTES = 3.5 * 1024 * 1024;

/** The parts of the next save: in order, as many as fit the budget (always at least one). */
export const nextBatch = (parts: OutgoingPart[], budget = PARTS_BUDGET_BYTES): OutgoingPart[] => {
  const batch: OutgoingPart[] = [];
  let bytes = 0;
  for (const part of parts) {
    if (batch.length > 0 && bytes + part.file.size > budget) break;
    batch.push(part);
    bytes += part.file.size;
  }
  return batch;
};

/**
 * The server's 422 on the wizard's fields: `form.firstname` and a header name on the field holding it,
 * `passport[0]` on the files field of its group, `signature[signature1]` on the signature of its slot;
 * rows keep their `rows.0.field` keys. The first message of each.
 */
export const fieldErrors = (definition: FormDefinition, errors: Readonly<Record<string, readonly string[]>>): Record<string, string> => {
  const fields = fieldsOf(definition);
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const bare = path.replace(/^form\./, '').replace(/^answer\./, '');
    const document = DOCUMENT_PART.exec(bare);
    const signature = SIGNATURE_PART.exec(bare);
    const field = document
      ? fields.find((f) => f.kind === 'files' && f.group === document[1])
      : signature
        ? fields.find((f) => f.kind === 'signature' && f.slot === Number(signature[1]))
        : fields.find((f) => headerOf(f) === bare);
    result[field?.key ?? bare] ??= message;
  }
  return result;
};

/** A 413 or 415 names its part in its message (`The file "passport[0]" ...`): the field it belongs to. */
export const partNamedIn = (message: string): string | undefined => /"([a-z]+\[[a-z0-9]+\])"/.exec(message)?.[1];

/** The step (index in the definition) that asks a field; rows' errors by their repeat's key. */
export const stepIndexOf = (definition: FormDefinition, key: string): number => {
  const top = key.split('.')[0];
  return definition.steps.findIndex((step) => step.fields.some((field) => field.key === top));
};

/** What a field (or a row's field, `rows.0.field`) is called: "E-mail", "Qualification 1: Year". */
export const labelOf = (definition: FormDefinition, key: string): string => {
  const [top = key, row, inner] = key.split('.');
  const field = fieldsOf(definition).find((f) => f.key === top);
  if (!field) return key;
  if (field.kind === 'repeat' && row !== undefined && inner) {
    const rowField = field.fields.find((f) => f.key === inner);
    return `${field.itemLabel[0]!.toUpperCase()}${field.itemLabel.slice(1)} ${Number(row) + 1}: ${rowField?.label ?? inner}`;
  }
  return field.label;
};

/** True when the answers leave nothing missing or wrong on that step (its required fields too). */
export const stepComplete = (definition: FormDefinition, answers: Answers, index: number): boolean => {
  const result = validateAnswers(definition, answers, { kind: 'step', index });
  return result.ok || Object.keys(result.errors).every((key) => stepIndexOf(definition, key) !== index);
};

/**
 * Where a stored form opens: after the last step saved when that step is complete (the person moved on
 * from it), else on it; the review once every step is behind. A hidden saved step resumes at the next
 * visible one.
 */
export const resumeAt = (definition: FormDefinition, answers: Answers, savedStep: number): string => {
  const visible = visibleSteps(definition, answers);
  const positionOf = (step: Step) => definition.steps.indexOf(step);
  const saved = visible.find((step) => positionOf(step) >= savedStep);
  if (!saved) return REVIEW;
  if (positionOf(saved) !== savedStep || !stepComplete(definition, answers, savedStep)) return saved.id;
  return visible[visible.indexOf(saved) + 1]?.id ?? REVIEW;
};

/**
 * What the portal knows already, for a new form: a student's own name and e-mail (split at the last space); for
 * an agent, that the form comes through an agency and they are its contact. Keys a family does not ask are unused.
 */
export const prefillFor = (user: { name: string; email: string }, role: string | undefined): Record<string, unknown> => {
  if (role === ROLE.agent) return { through_agent: 'yes', agency_contact: user.name, agency_email: user.email };
  if (role !== ROLE.student) return {};
  const name = user.name.trim();
  const cut = name.lastIndexOf(' ');
  return {
    email: user.email,
    ...(cut > 0 ? { firstname: name.slice(0, cut).split(' ')[0], lastname: name.slice(cut + 1) } : { firstname: name }),
  };
};

/** The form as this person fills it in: the family's staff see its staff-only steps (the college's decision), others do not. */
export const definitionFor = (type: FormType, person: FormPerson): FormType =>
  editsFamily(person, type) ? type : { ...type, definition: applicantDefinition(type.definition) };
