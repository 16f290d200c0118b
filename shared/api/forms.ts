// The student forms (spec §7; docs/decisions.md, "Forms"): one set of calls for every family. The route admits any signed-in
// user; the family's permissions (spec §6) and whose form it is are checked by the handler, because the
// family is named by the form (or its form_type_id), not by the path.
import * as z from 'zod';
import { ROLE } from '../permissions';
import { AgentStudentListQuery, AgentStudentView } from '../schemas/agent-students';
import { ATTACHMENT_POLICIES, AttachmentDownload, AttachmentView, ConfirmUploadBody, UploadRequestBody } from '../schemas/attachments';
import { IdPath, idPath } from '../schemas/common';
import { UploadTicket } from '../schemas/uploads';
import {
  DOCUMENT_PART,
  FormListItem,
  FormExportQuery,
  FormHistoryEntry,
  FormListQuery,
  FormSubmission,
  FormTypeView,
  FormView,
  ReturnFormBody,
  VerifyQuery,
  PROFILE_IMAGE_PART,
  SIGNATURE_PART,
} from '../schemas/forms';
import { dataAnswer, FileResponse, listAnswer, routesOf, type FilePartRule } from './contract';

const { userCall } = routesOf('forms');
const anyUser = {};
const ownForms = { ownerScoped: true };

const KB = 1024;
const MB = 1024 * KB;
const documents = ATTACHMENT_POLICIES.forms;

/** The file parts a submission takes (spec §3); larger documents go through the form's uploads. */
export const FORM_FILE_PARTS: readonly FilePartRule[] = [
  { name: DOCUMENT_PART, types: documents.types, maxBytes: 4 * MB, accepts: `upload a ${documents.accepts}` },
  { name: SIGNATURE_PART, types: ['image/png'], maxBytes: 256 * KB, accepts: 'a signature is a PNG picture' },
  { name: PROFILE_IMAGE_PART, types: ['image/png', 'image/jpeg'], maxBytes: 2 * MB, accepts: 'upload a PNG or JPEG photo' },
];

export const formApi = {
  types: userCall('GET', '/api/form-types', anyUser, { response: dataAnswer(z.array(FormTypeView)) }),
  list: userCall('GET', '/api/form', anyUser, { query: FormListQuery, response: listAnswer(FormListItem) }),
  /** The filtered list as CSV, every matching row: what staff take into a spreadsheet or a report. */
  exportCsv: userCall('GET', '/api/form-export', anyUser, { query: FormExportQuery, response: FileResponse }),
  create: userCall('POST', '/api/form', anyUser, { body: FormSubmission, fileParts: FORM_FILE_PARTS, response: dataAnswer(FormView) }),
  show: userCall('GET', '/api/form/{id}', ownForms, { params: IdPath, response: dataAnswer(FormView) }),
  update: userCall('POST', '/api/form/{id}', ownForms, {
    params: IdPath,
    body: FormSubmission,
    fileParts: FORM_FILE_PARTS,
    response: dataAnswer(FormView),
  }),
  /** A document too large for a save's multipart body: a presigned upload to the form, then its confirmation. */
  startUpload: userCall('POST', '/api/form/{id}/uploads', ownForms, { params: IdPath, body: UploadRequestBody, response: dataAnswer(UploadTicket) }),
  confirmUpload: userCall('POST', '/api/form/{id}/uploads/confirm', ownForms, {
    params: IdPath,
    body: ConfirmUploadBody,
    response: dataAnswer(AttachmentView),
  }),
  /** What happened to a form, newest first: who created, submitted, changed and verified it. */
  history: userCall('GET', '/api/form/{id}/history', ownForms, { params: IdPath, response: dataAnswer(z.array(FormHistoryEntry)) }),
  /** A short-lived link to one file or signature of a form, for whoever may read the form. */
  downloadFile: userCall('GET', '/api/form/{id}/files/{fileId}', ownForms, {
    params: idPath('id', 'fileId'),
    response: dataAnswer(AttachmentDownload),
  }),
  /** An education agent's students, from the forms the agent filled in for them (an agent's own; spec §6's Agent role). */
  agentStudents: userCall(
    'GET',
    '/api/agent-students',
    { roles: [ROLE.agent] },
    { query: AgentStudentListQuery, response: listAnswer(AgentStudentView) },
  ),
  verify: userCall(
    'GET',
    '/api/form-verify/{id}',
    { permissions: ['verify-form'] },
    { params: IdPath, query: VerifyQuery, response: dataAnswer(FormView) },
  ),
  unverify: userCall(
    'GET',
    '/api/form-unverify/{id}',
    { permissions: ['verify-form'] },
    { params: IdPath, query: VerifyQuery, response: dataAnswer(FormView) },
  ),
  /** Sends a submitted form back to its applicant with what to change; they edit it and submit it again. */
  return: userCall(
    'POST',
    '/api/form/{id}/return',
    { permissions: ['verify-form'] },
    { params: IdPath, body: ReturnFormBody, response: dataAnswer(FormView) },
  ),
};

/**
 * The form as an A4 PDF rendered from its family's definition, for whoever may read the form. A function of its
 * own: the PDF renderer is most of a megabyte and a half, which the form calls would otherwise load on every cold start.
 */
export const formPdfApi = {
  pdf: routesOf('pdf').userCall('GET', '/api/form/{id}/pdf', ownForms, { params: IdPath, response: FileResponse }),
};
