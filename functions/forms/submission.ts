// A save of a form, from what the client sent to what is written: the fields and answers checked against
// the family's definition, the file parts placed in the answers they belong to, the courses and campuses
// and files the answers name checked against the store. Each save carries the whole form (spec §4 keeps
// the data by key; spec §5 sends optional fields only when non-empty): what is not sent is empty.
import type { Answers } from '@shared/forms/conditions';
import { fieldsOf, staffOnlyKeys, type Field, type FormDefinition, type HeaderField } from '@shared/forms/definition';
import { validateAnswers, type ValidAnswers, type ValidationMode } from '@shared/forms/schema';
import { DOCUMENT_PART, SIGNATURE_PART, type FormFields } from '@shared/schemas/forms';
import { listAttachments, removeAttachmentIfPresent, storeReceivedFile, type RecordRef } from '@functions/platform/attachments';
import { coursesByIds } from '@functions/courses/courses';
import { ValidationError } from '@functions/platform/errors';
import type { CheckedFile } from '@functions/platform/http';

/** Stands in for a file part's id until it is stored: shaped like an id, so validation takes it. */
const placeholderOf = (part: string) => `incoming-${part.replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}`;

export interface Save {
  /** The answers as the definition kept them, file parts still as placeholders. */
  valid: ValidAnswers;
  /** File parts to store, each with the placeholder its id replaces. */
  incoming: { file: CheckedFile; placeholder: string }[];
  mode: ValidationMode;
}

const refuse = (field: string, message: string) => new ValidationError({ [field]: [message] });

/** The field of the definition a file part fills: the files field of its group, or the signature of its slot. */
const fieldOfPart = (definition: FormDefinition, name: string): Field | undefined => {
  const document = DOCUMENT_PART.exec(name);
  if (document) return fieldsOf(definition).find((f) => f.kind === 'files' && f.group === document[1]);
  const signature = SIGNATURE_PART.exec(name);
  if (signature) return fieldsOf(definition).find((f) => f.kind === 'signature' && f.slot === Number(signature[1]));
  return undefined;
};

/** What the client sent, as the definition reads it: header fields and answers in one map, parts as placeholders. */
const inputOf = (definition: FormDefinition, form: FormFields, files: CheckedFile[]) => {
  const { answer = {}, ...rest } = form;
  const header = Object.fromEntries(
    fieldsOf(definition).flatMap((f) => ('header' in f && f.header ? [[f.key, rest[f.header as HeaderField]] as const] : [])),
  );
  const input: Record<string, unknown> = { ...answer, ...header };
  const incoming: Save['incoming'] = [];
  for (const file of files.filter((f) => f.name !== 'profile_image')) {
    const field = fieldOfPart(definition, file.name);
    if (!field) throw refuse(file.name, 'This form takes no file by that name.');
    const placeholder = placeholderOf(file.name);
    incoming.push({ file, placeholder });
    if (field.kind === 'signature') input[field.key] = placeholder;
    else input[field.key] = [...(Array.isArray(input[field.key]) ? (input[field.key] as unknown[]) : []), placeholder];
  }
  return { input: input as Answers, incoming };
};

export interface SaveOptions {
  /** The form is submitted already: the save is checked as a submission. */
  submitted?: boolean;
  /**
   * The caller is not the family's staff: the college's staff-only answers are these (the stored ones), whatever
   * the save sent, as the wizard never shows applicants those steps.
   */
  staffAnswersFrom?: Answers;
}

const keepStaffAnswers = (definition: FormDefinition, input: Record<string, unknown>, stored: Answers) => {
  for (const key of staffOnlyKeys(definition)) {
    if (stored[key] === undefined) delete input[key];
    else input[key] = stored[key];
  }
};

/**
 * Checks a save against the definition: 422 naming every field that is wrong, or missing for this step or submit.
 * A form already submitted stays complete: staff changing it are held to the rules of a submission, whatever
 * the save says, so no save can take a required answer (or a signature) out of it.
 */
export const checkSave = (
  definition: FormDefinition,
  form: FormFields,
  files: CheckedFile[],
  options: SaveOptions = {},
  today = new Date(),
): Save => {
  const { input, incoming } = inputOf(definition, form, files);
  if (options.staffAnswersFrom) keepStaffAnswers(definition, input, options.staffAnswersFrom);
  const mode: ValidationMode =
    form.submit || options.submitted ? { kind: 'submit' } : form.step !== undefined ? { kind: 'step', index: form.step } : { kind: 'draft' };
  if (mode.kind === 'step' && mode.index >= definition.steps.length) throw refuse('step', `This form has ${definition.steps.length} steps.`);
  const result = validateAnswers(definition, input, mode, today);
  if (!result.ok) throw new ValidationError(result.errors);
  // A part for a question the answers hide (a passport for a domestic student) would be stored for nothing.
  const kept = JSON.stringify(result.value.answer);
  const unasked = incoming.find((i) => !kept.includes(`"${i.placeholder}"`));
  if (unasked) throw refuse(unasked.file.name, 'This form does not ask for this file with the answers given.');
  return { valid: result.value, incoming, mode };
};

const visibleValue = (valid: ValidAnswers, field: Field): unknown =>
  'header' in field && field.header ? valid.header[field.header] : valid.answer[field.key];

/**
 * Checks what the answers name in the store: each course exists (and a newly chosen one is offered now),
 * each campus is one of its course's, each file is one of this form's. 422 on the field otherwise.
 */
export const checkReferences = async (
  definition: FormDefinition,
  save: Save,
  context: { ref: RecordRef | undefined; previous: Answers },
): Promise<void> => {
  const fields = fieldsOf(definition).filter((f) => visibleValue(save.valid, f) !== undefined);
  const courseFields = fields.filter((f) => f.kind === 'course');
  const courses = new Map((await coursesByIds(courseFields.map((f) => String(visibleValue(save.valid, f))))).map((c) => [c.id, c]));
  for (const field of courseFields) {
    const course = courses.get(String(visibleValue(save.valid, field)));
    const unchanged = context.previous[field.key] === visibleValue(save.valid, field);
    if (!course || (course.status !== 'active' && !unchanged)) throw refuse(field.key, 'Choose a course the college offers.');
  }
  for (const field of fields) {
    if (field.kind !== 'location') continue;
    const courseId = fields.find((f) => f.key === field.courseField);
    const course = courseId && courses.get(String(visibleValue(save.valid, courseId)));
    const locationId = String(visibleValue(save.valid, field));
    if (!course || !course.locations.some((l) => l.locationId === locationId)) throw refuse(field.key, 'Choose a campus where this course runs.');
  }
  const placeholders = new Set(save.incoming.map((i) => i.placeholder));
  const stored = new Set(context.ref ? (await listAttachments(context.ref)).map((a) => a.id) : []);
  for (const field of fields) {
    if (field.kind !== 'files' && field.kind !== 'signature') continue;
    const ids = ([] as unknown[]).concat(visibleValue(save.valid, field)).map(String);
    if (ids.some((id) => !placeholders.has(id) && !stored.has(id))) throw refuse(field.key, 'Upload the file again: it is not one of this form’s.');
  }
};

/**
 * Stores the file parts as files of the form and puts their ids where their placeholders were. A failure
 * removes what it stored, and the caller removes them all if the form's write then fails.
 */
export const storeIncoming = async (
  save: Save,
  ref: RecordRef,
  uploaderId: string,
): Promise<{ answer: Record<string, unknown>; storedIds: string[] }> => {
  const ids = new Map<string, string>();
  try {
    for (const { file, placeholder } of save.incoming) {
      const attachment = await storeReceivedFile(ref, uploaderId, { filename: file.filename, type: file.type, bytes: file.bytes });
      ids.set(placeholder, attachment.id);
    }
  } catch (error) {
    await removeStored(ref, [...ids.values()]);
    throw error;
  }
  const swap = (value: unknown): unknown => (typeof value === 'string' ? (ids.get(value) ?? value) : Array.isArray(value) ? value.map(swap) : value);
  const answer = Object.fromEntries(Object.entries(save.valid.answer).map(([key, value]) => [key, swap(value)]));
  return { answer, storedIds: [...ids.values()] };
};

export const removeStored = async (ref: RecordRef, ids: string[]): Promise<void> => {
  await Promise.all(ids.map((id) => removeAttachmentIfPresent(ref, id)));
};

/**
 * Removes the files of a submitted form that no answer names any more (a signature drawn again, a document
 * taken out, an upload never used). Only once the form is submitted: while it is a draft, an upload may
 * still be waiting for the save that names it.
 */
export const pruneUnnamedFiles = async (ref: RecordRef, answer: Record<string, unknown>): Promise<void> => {
  const named = JSON.stringify(answer);
  const unnamed = (await listAttachments(ref)).filter((file) => !named.includes(`"${file.id}"`));
  await removeStored(
    ref,
    unnamed.map((file) => file.id),
  );
};
