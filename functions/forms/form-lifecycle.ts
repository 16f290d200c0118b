// The student forms (docs/decisions.md, "Forms"): create, save a step or a draft, submit, read, verify, and their files. Each family's
// definition (shared/forms) decides what a save must hold; access.ts decides who may do what; the files
// of a form are attachments of its record; every change after submission is audited.
import { FORM_TYPES, formTypeById, type FormType } from '@shared/forms/catalogue';
import { ROLE } from '@shared/permissions';
import type { AttachmentDownload, AttachmentView, UploadRequestBody } from '@shared/schemas/attachments';
import type { FormFields as SubmittedFields, FormHistoryEntry, FormTypeView, FormView } from '@shared/schemas/forms';
import type { UploadTicket } from '@shared/schemas/uploads';
import { withArticle } from '@shared/text';
import {
  attachmentsFromItem,
  confirmUpload,
  downloadAttachment,
  fileListKey,
  listAttachments,
  startUpload,
  toAttachmentView,
  type Attachment,
  type RecordRef,
} from '@functions/platform/attachments';
import { namedHistoryOf, record } from '@functions/platform/audit';
import { findLocation } from '@functions/courses/courses';
import { ConflictError, ForbiddenError, ValidationError } from '@functions/platform/errors';
import { answersOf, type Form } from './form-db';
import * as FormStore from './form-store';
import type { CheckedFile, ReadItems } from '@functions/platform/http';
import { newId } from '@functions/platform/secrets';
import type { Caller } from '@functions/platform/session';
import { assertReadable, editsFamily, forbiddenToCreate, mayCreate, mayVerify, noSuchForm } from './access';
import { announceReturn, announceSubmission, announceVerification } from './announce';
import { checkReferences, checkSave, pruneUnnamedFiles, removeStored, storeIncoming, type Save } from './submission';
import { mayEdit, toFormView } from './view';

/** Where a form's files are kept. */
export const formFiles = (id: string): RecordRef => ({ area: 'forms', id });

/** Spec §7 GET /form-types: each family's id (what `form[form_type_id]` takes), slug, name and path. */
export const formTypes = (): FormTypeView[] => FORM_TYPES.map(({ id, slug, name, path }) => ({ id, slug, name, path }));

const view = async (form: Form, type: FormType, caller: Caller): Promise<FormView> =>
  toFormView(form, type, caller, await listAttachments(formFiles(form.id)));

const campusStateOf = async (locationId: string | undefined): Promise<string | undefined> =>
  locationId ? (await findLocation(locationId))?.state : undefined;

/** The record's attributes from a checked save: header columns, answers, and the agent who filled it in. */
const attributesOf = async (save: Save, answer: Record<string, unknown>, caller: Caller) => {
  const { header } = save.valid;
  const agent = caller.role === ROLE.agent;
  return {
    firstname: header.firstname ?? '',
    middlename: header.middlename ?? '',
    lastname: header.lastname ?? '',
    email: header.email ?? '',
    phone: header.phone ?? '',
    studentId: header.student_id ?? '',
    courseId: header.course_id ?? '',
    courseLocationId: header.course_location_id ?? '',
    appliedDate: header.applied_date ?? '',
    campusState: await campusStateOf(header.course_location_id),
    answer,
    // The agent fields of spec §3 come from the agent's own account, never from what the client says.
    isAgent: agent,
    agentName: agent ? caller.user.name : '',
    agentEmail: agent ? caller.user.email : '',
  };
};

const submittedNow = (save: Save) => save.mode.kind === 'submit';

/**
 * Writes the files of a save, then the record; if the record's write fails, the files it brought go
 * again, so a failed save leaves the form as it was.
 */
const writeWithFiles = async (id: string, save: Save, caller: Caller, write: (answer: Record<string, unknown>) => Promise<Form>): Promise<Form> => {
  const { answer, storedIds } = await storeIncoming(save, formFiles(id), caller.userId);
  try {
    return await write(answer);
  } catch (error) {
    await removeStored(formFiles(id), storedIds);
    throw error;
  }
};

const typeOfSubmission = (fields: SubmittedFields): FormType => {
  const type = fields.form_type_id === undefined ? undefined : formTypeById(fields.form_type_id);
  if (!type) throw new ValidationError({ form_type_id: ['Please select form first'] }, 'Please select form first');
  return type;
};

/** `POST /api/form`: a new form of the family `form_type_id` names, saved as a draft, a step, or submitted at once. */
export const createForm = async (caller: Caller, fields: SubmittedFields, files: CheckedFile[]): Promise<FormView> => {
  const type = typeOfSubmission(fields);
  if (!mayCreate(caller, type)) throw forbiddenToCreate(type);
  const save = checkSave(type.definition, fields, files, { staffAnswersFrom: editsFamily(caller, type) ? undefined : {} });
  await checkReferences(type.definition, save, { ref: undefined, previous: {} });
  const id = newId();
  const submitted = submittedNow(save);
  const at = new Date().toISOString();
  const form = await writeWithFiles(id, save, caller, async (answer) =>
    FormStore.createForm({
      id,
      formTypeId: type.id,
      ownerId: caller.userId,
      ownerName: caller.user.name,
      status: submitted ? 'submitted' : 'draft',
      step: save.mode.kind === 'step' ? save.mode.index : 0,
      verified: false,
      ...(submitted ? { submittedAt: at } : {}),
      ...(await attributesOf(save, answer, caller)),
    }),
  );
  // A form submitted in the same call as it was made has one entry: two in the same millisecond could not be ordered.
  if (submitted) await announceSubmission(form, type, caller);
  else
    await record({
      actor: caller,
      record: { type: 'form', id },
      action: 'form.created',
      summary: `Started ${withArticle(`${type.name.toLowerCase()} form`)}.`,
    });
  return view(form, type, caller);
};

/** The answers whose values differ, for the audit of a change after submission. */
const changedKeys = (before: Form, after: Form): string[] => {
  const [a, b] = [answersOf(before), answersOf(after)];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
};

/**
 * `POST /api/form/{id}` with `_method=put`: saves a draft or a step, or submits. The applicant may change
 * their form only until it is submitted (409 after); the family's staff may change it any time, audited.
 */
export const updateForm = async (caller: Caller, id: string, fields: SubmittedFields, files: CheckedFile[]): Promise<FormView> => {
  const before = await editable(caller, id);
  const { type } = before;
  if (fields.form_type_id !== undefined && fields.form_type_id !== type.id) {
    throw new ValidationError({ form_type_id: ['A form keeps its type. Start a new form of the other type instead.'] });
  }
  // A save made from an older copy of the form (another tab, or staff changing it meanwhile) would undo what was saved since.
  if (fields.revision !== undefined && fields.revision !== before.revision) throw FormStore.changedSinceRead();
  const save = checkSave(type.definition, fields, files, {
    submitted: before.status === 'submitted',
    staffAnswersFrom: editsFamily(caller, type) ? undefined : answersOf(before),
  });
  await checkReferences(type.definition, save, { ref: formFiles(id), previous: answersOf(before) });
  // A returned form is submitted again as a draft is: back to the college, its reason for returning cleared.
  const submitting = submittedNow(save) && before.status !== 'submitted';
  const after = await writeWithFiles(id, save, caller, async (answer) =>
    FormStore.saveForm(before, {
      ...before,
      step: save.mode.kind === 'step' ? save.mode.index : before.step,
      ...(submitting ? { status: 'submitted' as const, submittedAt: new Date().toISOString(), ...NOT_RETURNED } : {}),
      ...(await attributesOf(save, answer, caller)),
      // Staff changing an agent's form leave it the agent's.
      ...(caller.userId === before.ownerId ? {} : { isAgent: before.isAgent, agentName: before.agentName, agentEmail: before.agentEmail }),
    }),
  );
  if (after.status === 'submitted') await pruneUnnamedFiles(formFiles(id), after.answer as Record<string, unknown>);
  if (submitting) await announceSubmission(after, type, caller, { again: before.status === 'returned' });
  else if (before.status === 'submitted') {
    const changed = changedKeys(before, after);
    if (changed.length) {
      await record({
        actor: caller,
        record: { type: 'form', id },
        action: 'form.updated',
        summary: `Changed ${changed.length} answer${changed.length === 1 ? '' : 's'} of the submitted form.`,
        changes: changed.map((field) => ({ field })),
      });
    }
  }
  return view(after, type, caller);
};

/**
 * What `GET /form/{id}` reads before its caller is known, in the round trip that checks the caller: the form
 * and its file list beside the session. Answered only if the caller may read the form (`showForm`).
 */
export const readFormAhead = async (id: string, items: ReadItems): Promise<{ found: Form | undefined; files: Attachment[] }> => {
  const [formItem, filesItem] = await items([FormStore.formKey(id), fileListKey(formFiles(id))]);
  return { found: FormStore.formFromItem(formItem), files: attachmentsFromItem(formFiles(id), filesItem) };
};

export const showForm = async (caller: Caller, ahead: Promise<{ found: Form | undefined; files: Attachment[] }>): Promise<FormView> => {
  const { found, files } = await ahead;
  const form = assertReadable(caller, found);
  return toFormView(form, form.type, caller, files);
};

/** What a form returned to its applicant carries, taken off when it is submitted again. */
const NOT_RETURNED = { returnReason: undefined, returnedBy: undefined, returnedByName: undefined, returnedAt: undefined };
const NOT_VERIFIED = { verified: false, verifiedBy: undefined, verifiedByName: undefined, verifiedAt: undefined };

/** A submitted form of a family the caller checks (verify-form): 404 otherwise, 409 when it is not submitted. */
const checkedByCaller = async (caller: Caller, id: string, doing: string) => {
  const form = assertReadable(caller, await FormStore.getForm(id));
  if (!mayVerify(caller, form.type)) throw noSuchForm();
  if (form.status === 'returned')
    throw new ConflictError('form.returned', `This form is with its applicant to change: it cannot be ${doing} until they submit it again.`);
  if (form.status !== 'submitted') throw new ConflictError('form.draft', `Only a submitted form can be ${doing}.`);
  return form;
};

/**
 * `GET /api/form/form-verify|unverify/{id}`: staff of the family holding verify-form mark a submitted form
 * checked, or take that back, with an optional note of why; who and when are kept. Asking for the state it is in
 * changes nothing.
 */
export const setVerified = async (caller: Caller, id: string, verified: boolean, note?: string): Promise<{ message: string; data: FormView }> => {
  const form = await checkedByCaller(caller, id, 'verified');
  const { type } = form;
  if (form.verified === verified)
    return { message: verified ? 'The form was already verified.' : 'The form was not verified.', data: await view(form, type, caller) };
  const at = new Date().toISOString();
  const firstVerification = verified && !form.verifiedAnnouncedAt;
  const after = await FormStore.saveForm(form, {
    ...form,
    ...(verified ? { verified, verifiedBy: caller.userId, verifiedByName: caller.user.name, verifiedAt: at } : NOT_VERIFIED),
    ...(firstVerification ? { verifiedAnnouncedAt: at } : {}),
  });
  await announceVerification(after, type, caller, { note, mail: firstVerification });
  return { message: verified ? 'Form verified.' : 'Form marked as not verified.', data: await view(after, type, caller) };
};

/**
 * `POST /api/form/{id}/return`: staff who check the family send a submitted form back to its applicant with what to
 * change. It is theirs to edit again (a verification is taken back), and submitted again it returns to the college.
 */
export const returnForm = async (caller: Caller, id: string, reason: string): Promise<{ message: string; data: FormView }> => {
  const form = await checkedByCaller(caller, id, 'sent back');
  const { type } = form;
  const after = await FormStore.saveForm(form, {
    ...form,
    ...NOT_VERIFIED,
    status: 'returned',
    returnReason: reason,
    returnedBy: caller.userId,
    returnedByName: caller.user.name,
    returnedAt: new Date().toISOString(),
  });
  await announceReturn(after, type, caller);
  return { message: 'Form sent back to its applicant.', data: await view(after, type, caller) };
};

/** The form when the caller may change it now (its owner while a draft, the family's staff): files are changes. */
const editable = async (caller: Caller, id: string) => {
  const form = assertReadable(caller, await FormStore.getForm(id));
  if (!mayEdit(caller, form, form.type)) {
    if (form.status === 'submitted') throw new ConflictError('form.submitted', 'This form was submitted. Ask the college to change it.');
    throw new ForbiddenError('form.forbidden', 'You may not change this form.');
  }
  return form;
};

/** A presigned upload of one document to a form the caller may change; the next save names its file. */
export const startFormUpload = async (caller: Caller, id: string, request: UploadRequestBody): Promise<UploadTicket> => {
  await editable(caller, id);
  return startUpload(formFiles(id), caller.userId, request);
};

export const confirmFormUpload = async (caller: Caller, id: string, uploadId: string): Promise<AttachmentView> => {
  await editable(caller, id);
  return toAttachmentView(await confirmUpload(formFiles(id), uploadId, caller.userId));
};

/** A short-lived link to a file of a form the caller may read (404 for another form's file). */
export const downloadFormFile = async (caller: Caller, id: string, fileId: string): Promise<AttachmentDownload> => {
  assertReadable(caller, await FormStore.getForm(id));
  return downloadAttachment(formFiles(id), fileId, { inline: true });
};

// A form's history is short (created, saved after submission, submitted, verified): its newest fifty is all of it.
const HISTORY_LIMIT = 50;

/** `GET /api/form/{id}/history`: what happened to a form, for whoever may read it. */
export const formHistory = async (caller: Caller, id: string): Promise<FormHistoryEntry[]> => {
  assertReadable(caller, await FormStore.getForm(id));
  return namedHistoryOf({ type: 'form', id }, HISTORY_LIMIT);
};
