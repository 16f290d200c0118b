// A participant's documents for a short course (`/applied-short-courses/{shortCourseId}/document/{userId}`):
// the documents the course asks for (photo ID, a USI, a medical certificate), uploaded through the attachments
// block by the participant, or by the office on their behalf (a card scanned at reception), and checked by the
// office: accepted, or sent back with what is wrong. The files are the attachments block's (area short-courses);
// which document each file is, and each document's check, are this record's.
import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { hasPermission } from '@shared/permissions';
import type { UploadRequestBody } from '@shared/schemas/attachments';
import type { DocumentCheckBody, DocumentState, DocumentUploadConfirmBody, ParticipantDocumentsView } from '@shared/schemas/short-courses';
import {
  confirmUpload,
  downloadAttachment,
  getAttachment,
  listAttachments,
  removeAttachment,
  startUpload,
  toAttachmentView,
  type RecordRef,
} from '@functions/platform/attachments';
import { record } from '@functions/platform/audit';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/db';
import { findUser } from '@functions/users/users';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Caller } from '@functions/platform/session';
import * as Store from './short-course-store';

const now = () => new Date().toISOString();

const DocumentsEntity = new Entity(
  {
    model: { entity: 'shortCourseDocuments', version: '1', service: 'portal' },
    attributes: {
      shortCourseId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      documents: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            label: { type: 'string', required: true },
            fileIds: { type: 'list', required: true, items: { type: 'string' } },
            state: { type: ['submitted', 'accepted', 'rejected'] as const, required: true },
            note: { type: 'string' },
            checkedByName: { type: 'string' },
            checkedAt: { type: 'string' },
          },
        },
      },
      revision: { type: 'number', required: true },
      updatedAt: { type: 'string', required: true, watch: '*', set: now, default: now },
    },
    indexes: { byParticipant: { pk: { field: 'pk', composite: ['shortCourseId', 'userId'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table: config.tableName, client: dynamo },
);
type Documents = EntityItem<typeof DocumentsEntity>;
type Document = Documents['documents'][number];

/**
 * The attachments record of a participant's documents: a hash of the pair, so that no two pairs share one
 * whatever their ids (`a-b` + `c` and `a` + `b-c` would, joined) and the key stays a canonical id.
 */
const filesOf = (shortCourseId: string, userId: string): RecordRef => ({
  area: 'short-courses',
  id: createHash('sha256').update(`${shortCourseId}\n${userId}`).digest('hex').slice(0, 40),
});

const noSuchDocuments = () => new NotFoundError('short_course.documents_not_found', 'These documents do not exist.');

interface Participant {
  course: Store.ShortCourse;
  user: { id: string; name: string; email: string };
  office: boolean;
}

/** Has the person a booking for the course that is not cancelled? */
const hasBooked = async (userId: string, shortCourseId: string): Promise<boolean> => {
  const { data } = await Store.OrderEntity.query
    .byCustomer({ customerUserId: userId })
    .where((a, { eq, ne }) => `${eq(a.shortCourseId, shortCourseId)} AND ${ne(a.status, 'cancelled')}`)
    .go({ pages: 'all', attributes: ['id'] });
  return data.length > 0;
};

/**
 * The course and participant when the caller may see their documents: the participant themself, while they
 * hold a booking for the course, or the booking office for anyone who does. 404 otherwise, the same whether the
 * course, the person or the booking is what is missing.
 */
const assertSeesDocuments = async (caller: Caller, shortCourseId: string, userId: string): Promise<Participant> => {
  const office = hasPermission(caller.role, caller.permissions, 'list-short-course-order');
  if (!office && caller.userId !== userId) throw noSuchDocuments();
  const [course, user, booked] = await Promise.all([Store.getCourse(shortCourseId), findUser(userId), hasBooked(userId, shortCourseId)]);
  if (!course || !user || !booked) throw noSuchDocuments();
  return { course, user: { id: user.id, name: user.name, email: user.email }, office };
};

const getDocuments = async (shortCourseId: string, userId: string): Promise<Documents | undefined> =>
  (await DocumentsEntity.get({ shortCourseId, userId }).go({ consistent: true })).data ?? undefined;

const ATTEMPTS = 5;

/** Applies `change` to the participant's documents with an optimistic lock on its revision (created on first use). */
const changeDocuments = async (shortCourseId: string, userId: string, change: (documents: Document[]) => Document[]): Promise<void> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await getDocuments(shortCourseId, userId);
    const documents = change(current?.documents ?? []);
    try {
      if (!current) await DocumentsEntity.create({ shortCourseId, userId, documents, revision: 1 }).go();
      else
        await DocumentsEntity.patch({ shortCourseId, userId })
          .set({ documents, revision: current.revision + 1 })
          .where((a, { eq }) => eq(a.revision, current.revision))
          .go();
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new ConflictError('short_course.documents_busy', 'Several people are changing these documents right now. Try again in a moment.');
};

const requirementsOf = (course: Store.ShortCourse) => course.requiredDocuments.map((d) => d.label);

/** The view: the course's required documents in its order, then any no longer required that still hold files. */
const toView = async ({ course, user }: Participant): Promise<ParticipantDocumentsView> => {
  const [stored, files] = await Promise.all([getDocuments(course.id, user.id), listAttachments(filesOf(course.id, user.id))]);
  const byLabel = new Map((stored?.documents ?? []).map((d) => [d.label, d]));
  const required = requirementsOf(course);
  const labels = [...required, ...[...byLabel.keys()].filter((l) => !required.includes(l) && byLabel.get(l)!.fileIds.length > 0)];
  const documents = labels.map((label) => {
    const d = byLabel.get(label);
    const own = files.filter((f) => d?.fileIds.includes(f.id));
    const state: DocumentState = !d || own.length === 0 ? 'missing' : d.state;
    return {
      label,
      state,
      note: d?.note ?? null,
      checked_by: d?.checkedByName ?? null,
      checked_at: d?.checkedAt ?? null,
      files: own.map(toAttachmentView),
    };
  });
  return {
    short_course: { id: course.id, code: course.code, title: course.title },
    user,
    documents,
    complete: documents.filter((d) => required.includes(d.label)).every((d) => d.state === 'accepted'),
  };
};

export const showDocuments = async (caller: Caller, shortCourseId: string, userId: string) =>
  toView(await assertSeesDocuments(caller, shortCourseId, userId));

/** The document `label` names, when the course asks for it: 422 on `field` otherwise. */
const assertRequired = (course: Store.ShortCourse, label: string, field = 'requirement') => {
  if (!requirementsOf(course).includes(label)) throw new ValidationError({ [field]: ['Choose one of the documents this course asks for.'] });
};

const accepted = (documents: Document[], label: string) => documents.find((d) => d.label === label)?.state === 'accepted';

const refuseAccepted = () =>
  new ConflictError('short_course.document_accepted', 'This document has been accepted: ask the office if it needs to change.');

export const startDocumentUpload = async (caller: Caller, shortCourseId: string, userId: string, body: UploadRequestBody) => {
  await assertSeesDocuments(caller, shortCourseId, userId);
  return startUpload(filesOf(shortCourseId, userId), caller.userId, body);
};

/** Confirms an uploaded file as one of the course's documents, which goes (back) to the office to check. */
export const confirmDocumentUpload = async (caller: Caller, shortCourseId: string, userId: string, body: DocumentUploadConfirmBody) => {
  const participant = await assertSeesDocuments(caller, shortCourseId, userId);
  assertRequired(participant.course, body.requirement);
  if (accepted((await getDocuments(shortCourseId, userId))?.documents ?? [], body.requirement)) throw refuseAccepted();
  const file = await confirmUpload(filesOf(shortCourseId, userId), body.upload_id, caller.userId);
  await changeDocuments(shortCourseId, userId, (documents) => {
    const others = documents.filter((d) => d.label !== body.requirement && !d.fileIds.includes(file.id));
    const current = documents.find((d) => d.label === body.requirement);
    const fileIds = [...new Set([...(current?.fileIds ?? []), file.id])];
    return [...others, { label: body.requirement, fileIds, state: 'submitted' }];
  });
  return toView(participant);
};

export const downloadDocument = async (caller: Caller, shortCourseId: string, userId: string, fileId: string) => {
  await assertSeesDocuments(caller, shortCourseId, userId);
  return downloadAttachment(filesOf(shortCourseId, userId), fileId, { inline: true });
};

/** Removes a file of a document not accepted yet; a document left without files is missing again. */
export const removeDocumentFile = async (caller: Caller, shortCourseId: string, userId: string, fileId: string) => {
  const participant = await assertSeesDocuments(caller, shortCourseId, userId);
  const ref = filesOf(shortCourseId, userId);
  await getAttachment(ref, fileId);
  const owner = (await getDocuments(shortCourseId, userId))?.documents.find((d) => d.fileIds.includes(fileId));
  if (owner?.state === 'accepted') throw refuseAccepted();
  await removeAttachment(ref, fileId);
  await changeDocuments(shortCourseId, userId, (documents) =>
    documents.map((d) => (d.fileIds.includes(fileId) ? { ...d, fileIds: d.fileIds.filter((id) => id !== fileId), state: 'submitted' as const } : d)),
  );
  return toView(participant);
};

/** The office accepts a document, or sends it back saying what is wrong; the participant's history records it. */
export const checkDocument = async (caller: Caller, shortCourseId: string, userId: string, body: DocumentCheckBody) => {
  const participant = await assertSeesDocuments(caller, shortCourseId, userId);
  const files = await listAttachments(filesOf(shortCourseId, userId));
  await changeDocuments(shortCourseId, userId, (documents) => {
    const current = documents.find((d) => d.label === body.requirement);
    const held = current?.fileIds.filter((id) => files.some((f) => f.id === id)) ?? [];
    if (!current || held.length === 0) throw new ValidationError({ requirement: ['Nothing has been uploaded for this document yet.'] });
    const checked: Document = { ...current, fileIds: held, state: body.state, checkedByName: caller.user.name, checkedAt: now() };
    if (body.note) checked.note = body.note;
    else delete checked.note;
    return documents.map((d) => (d === current ? checked : d));
  });
  await record({
    actor: caller,
    record: { type: 'short-course-documents', id: filesOf(shortCourseId, userId).id },
    action: `short_course_document.${body.state}`,
    summary: `${caller.user.name} ${body.state === 'accepted' ? 'accepted' : 'sent back'} ${body.requirement} of ${participant.user.name}.`,
    notify: {
      userIds: [userId],
      type: 'short-course-documents',
      title: body.state === 'accepted' ? `${body.requirement} accepted` : `${body.requirement} needs another look`,
      body: body.state === 'accepted' ? `For ${participant.course.title}.` : `For ${participant.course.title}: ${body.note}`,
      link: `/applied-short-courses/${shortCourseId}/document/${userId}`,
    },
  });
  return toView(participant);
};
