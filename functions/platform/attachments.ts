// Files owned by a record (form documents, ticket and chat attachments, short-course documents, avatars),
// the same way in every domain:
//   1. `startUpload`: the domain checked the caller may attach to the record; this checks the declared type,
//      size and count against the area's policy and answers a presigned PUT for a staged key;
//   2. the browser PUTs the file straight to S3, which holds it to that key, type and size, once;
//   3. `confirmUpload`: checks what really arrived (size, the whole content), writes it to the record's key,
//      records it and empties the staged copy. Confirming again answers the same file (idempotent);
//   4. `downloadAttachment`, `listAttachments`, `removeAttachment`, `removeAllAttachments` (with the record).
// Keys are built here, never taken from a client. Everything that takes a RecordRef trusts that the domain
// has already checked the caller's right to that record: these functions only bind files to records.
import {
  ATTACHMENT_POLICIES,
  FILE_EXTENSIONS,
  FileName,
  acceptsType,
  type AttachmentArea,
  type AttachmentDownload,
  type AttachmentPolicy,
  type AttachmentView,
  type UploadRequestBody,
} from '@shared/schemas/attachments';
import type { UploadTicket } from '@shared/schemas/uploads';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FileListEntity, UploadEntity, type Attachment, type ListedFile, type Upload } from './attachments-db';
import { dynamo } from './clients';
import { config } from './config';
import { expiresIn, getTogether, isConditionFailure, keyOf, writtenIfAllowed, type TableKey } from './db';
import { ConflictError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, fieldError } from './errors';
import { megabytes } from './file-types';
import { ownedKey, stagedKey, stagedUploadId } from './object-keys';
import { newId } from './secrets';
import { inspectContent } from './file-content';
import { inspectFile, presignDownload, presignUpload, putFile, readFile, readFileIfPresent, removeFile } from './storage';
import { transact, withRetries, type TransactItem } from './transactions';

export type { Attachment };

/** The record that owns files: its area (which names its policy) and its id. */
export interface RecordRef {
  area: AttachmentArea;
  id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// The staged file and its record go after a day (the bucket's lifecycle rule, the jobs sweep); the item's
// TTL is only a backstop for a sweep that did not run.
const UPLOAD_ITEM_SECONDS = 2 * 24 * 60 * 60;
// Long enough to start a download on a slow connection, short enough to be useless if a link leaks.
const DOWNLOAD_SECONDS = 10 * 60;
// The sweep's share of one jobs run (every minute): far more than a college abandons in a minute.
const SWEEP_BATCH = 100;
/** Below every ISO timestamp: the lower bound of a "created before" range on an index. */
const EARLIEST = '0000';

const policyOf = (ref: RecordRef): AttachmentPolicy => ATTACHMENT_POLICIES[ref.area];

const tooLarge = (policy: AttachmentPolicy) =>
  new PayloadTooLargeError('attachment.too_large', `The ${policy.noun} must be ${megabytes(policy.maxBytes)} or smaller.`);
const wrongType = (policy: AttachmentPolicy) => new UnsupportedMediaTypeError('attachment.type', `Upload a ${policy.accepts}.`);
const wrongContent = (policy: AttachmentPolicy, why: string) =>
  new UnsupportedMediaTypeError('attachment.content', `The file is refused: ${why}. Upload a ${policy.accepts}.`);
const full = (policy: AttachmentPolicy) =>
  new ConflictError('attachment.limit', `This record already holds ${policy.maxCount} of them, the most it can. Remove one first.`);
const notYours = (field: string) => fieldError(field, 'This file was not uploaded by you, or its upload has expired. Upload it again.');
const noSuchAttachment = () => new NotFoundError('attachment.not_found', 'This file does not exist.');
const busy = () => new ConflictError('attachment.busy', 'Many files of this record are changing right now. Try again in a moment.');

// Tries at taking a file off a list that other writers keep changing; each finds the list moved at most once per writer.
const LIST_ATTEMPTS = 10;

/** The table key of a record's file list, to read it beside other items in one round trip (a read-ahead). */
export const fileListKey = (ref: RecordRef): TableKey => keyOf(FileListEntity.get({ area: ref.area, recordId: ref.id }));

/** The files a list's raw item holds, in the order they were added. */
const storedFiles = (item: Record<string, unknown> | undefined): ListedFile[] =>
  ((item && FileListEntity.parse({ Item: item }).data?.files) ?? []) as ListedFile[];

const readList = async (ref: RecordRef): Promise<ListedFile[]> => storedFiles((await getTogether([fileListKey(ref)]))[0]);

/** The attachments of a record in upload order, from its file list's raw item (none when there is no item). */
export const attachmentsFromItem = (ref: RecordRef, item: Record<string, unknown> | undefined): Attachment[] =>
  storedFiles(item)
    .map((file) => ({ ...file, area: ref.area, recordId: ref.id }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The attachments of a record in upload order (a record holds at most its policy's maxCount). */
export const listAttachments = async (ref: RecordRef): Promise<Attachment[]> => attachmentsFromItem(ref, (await getTogether([fileListKey(ref)]))[0]);

/**
 * The attachments of many records (an export's page of forms), by record id: their file lists read together (a
 * hundred a call), so the reads grow with the records asked for, one item each, never one call each.
 */
export const attachmentsOfRecords = async (refs: readonly RecordRef[]): Promise<Map<string, Attachment[]>> => {
  if (refs.length === 0) return new Map();
  const items = await getTogether(refs.map(fileListKey));
  return new Map(refs.map((ref, i) => [ref.id, attachmentsFromItem(ref, items[i])]));
};

/** One attachment of this record, or a 404 (also for an attachment of another record). */
export const getAttachment = async (ref: RecordRef, id: string): Promise<Attachment> => {
  const found = (await listAttachments(ref)).find((a) => a.id === id);
  if (!found) throw noSuchAttachment();
  return found;
};

// The file list is written with expressions ElectroDB cannot build (append to a list, remove by position),
// so these name its attributes, its identity markers included, as ElectroDB stores them.
const LIST_NAMES = { '#files': 'files', '#area': 'area', '#recordId': 'recordId', '#entity': '__edb_e__', '#version': '__edb_v__' };

/** Appends a file to its record's list; unless the area replaces its file, only while the list has room. */
const appendTo = (ref: RecordRef, file: ListedFile): NonNullable<TransactItem['Update']> => {
  const policy = policyOf(ref);
  return {
    TableName: config.tableName,
    Key: fileListKey(ref),
    UpdateExpression:
      'SET #files = list_append(if_not_exists(#files, :none), :file), #area = :area, #recordId = :recordId, #entity = :entity, #version = :version',
    ...(!policy.replaces && { ConditionExpression: 'attribute_not_exists(#files) OR size(#files) < :max' }),
    ExpressionAttributeNames: LIST_NAMES,
    ExpressionAttributeValues: {
      ':none': [],
      ':file': [file],
      ':area': ref.area,
      ':recordId': ref.id,
      ':entity': 'file-list',
      ':version': '1',
      ...(!policy.replaces && { ':max': policy.maxCount }),
    },
  };
};

/** Takes a file off its record's list, by position, on the condition that the position still holds it. */
const takeOff = async (ref: RecordRef, id: string): Promise<void> => {
  for (let attempt = 0; attempt < LIST_ATTEMPTS; attempt++) {
    const at = (await readList(ref)).findIndex((f) => f.id === id);
    if (at < 0) return;
    const removed = await writtenIfAllowed(
      dynamo.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: fileListKey(ref),
          UpdateExpression: `REMOVE #files[${at}]`,
          ConditionExpression: `#files[${at}].#id = :id`,
          ExpressionAttributeNames: { '#files': 'files', '#id': 'id' },
          ExpressionAttributeValues: { ':id': id },
        }),
      ),
    );
    // Not removed: another removal moved the list under it, so read it again.
    if (removed) return;
  }
  throw busy();
};

/**
 * Issues a presigned PUT for one file of a record, after checking the browser's word on it against the
 * area's policy: 415 for a type it does not take, 413 over its size, 409 when the record is full.
 */
export const startUpload = async (ref: RecordRef, uploaderId: string, request: UploadRequestBody): Promise<UploadTicket> => {
  const policy = policyOf(ref);
  const type = request.content_type;
  if (!acceptsType(policy, type)) throw wrongType(policy);
  if (request.size > policy.maxBytes) throw tooLarge(policy);
  if (!policy.replaces && (await listAttachments(ref)).length >= policy.maxCount) throw full(policy);
  const id = newId();
  const extension = FILE_EXTENSIONS[type];
  const objectKey = stagedKey(ref.area, ref.id, id, extension);
  await UploadEntity.create({
    id,
    area: ref.area,
    recordId: ref.id,
    uploadedBy: uploaderId,
    name: request.name ?? `${policy.noun}.${extension}`,
    type,
    objectKey,
    declaredSize: request.size,
    expiresAt: expiresIn(UPLOAD_ITEM_SECONDS),
  }).go();
  // Bound to the size declared: the ticket stores that file and no other (a bigger one is refused by the store itself).
  return { ...(await presignUpload(objectKey, type, request.size)), upload_id: id };
};

/** The upload id a staged key of this record carries, for domains whose clients hand back the key (avatars). */
export const uploadIdOfKey = (ref: RecordRef, key: string): string | undefined =>
  stagedUploadId(
    key,
    ref.area,
    ref.id,
    policyOf(ref).types.map((t) => FILE_EXTENSIONS[t]),
  );

/**
 * What a used ticket's staged key holds until the sweep: nothing, but an object. The ticket's PUT writes its key only
 * while it is empty, so the ticket cannot write it again; what was sent (a file made the record's, or refused) is gone.
 */
const SPENT_MARK = new Uint8Array(0);
const emptyStaged = (upload: Upload) => putFile(upload.objectKey, SPENT_MARK, 'application/octet-stream');

/** Marks an upload refused: it will never be confirmed, and its ticket writes nothing more. */
const spend = async (upload: Upload) => {
  await emptyStaged(upload);
  // Gone already (swept, or its record deleted meanwhile): nothing left to mark.
  await UploadEntity.patch({ id: upload.id })
    .set({ spentAt: new Date().toISOString() })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
};

/** Drops an upload whose ticket has long expired: its staged file, then its record. */
const forget = async (upload: Upload) => {
  await removeFile(upload.objectKey);
  await UploadEntity.delete({ id: upload.id }).go();
};

/** A confirmation that comes again (a retry, a second tab): the file it made, when this caller made it. */
const confirmedBefore = async (ref: RecordRef, uploadId: string, uploaderId: string, field: string, stagedKey?: string): Promise<Attachment> => {
  const data = (await listAttachments(ref)).find((a) => a.id === uploadId);
  if (!data || data.uploadedBy !== uploaderId || (stagedKey && extensionOf(stagedKey) !== extensionOf(data.objectKey))) throw notYours(field);
  return data;
};

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.'));

/**
 * Checks what arrived for an upload and makes it the record's file. Refuses an upload of another record or
 * another person (422 on `field`), one that has not arrived (422), and, deleting it, one larger than the
 * policy (413) or whose first bytes are not its declared type (415). Confirming a confirmed upload again
 * answers the same attachment: the record is written once, by a conditional transaction. A client that
 * hands back the staged key itself (avatars) passes it as `stagedKey`, which must be exactly the upload's.
 */
export const confirmUpload = async (
  ref: RecordRef,
  uploadId: string,
  uploaderId: string,
  field = 'upload_id',
  stagedKey?: string,
): Promise<Attachment> => {
  const policy = policyOf(ref);
  const { data: upload } = await UploadEntity.get({ id: uploadId }).go();
  if (!upload || upload.spentAt) return confirmedBefore(ref, uploadId, uploaderId, field, stagedKey);
  const elsewhere = upload.area !== ref.area || upload.recordId !== ref.id || (stagedKey !== undefined && upload.objectKey !== stagedKey);
  if (elsewhere || upload.uploadedBy !== uploaderId) throw notYours(field);
  if (Date.parse(upload.createdAt) < Date.now() - DAY_MS) {
    await forget(upload);
    throw notYours(field);
  }

  const arrived = await inspectFile(upload.objectKey);
  // Not there: it has not arrived. Emptied: a concurrent confirmation used it first.
  if (!arrived) throw fieldError(field, `The ${policy.noun} has not finished uploading. Try again.`);
  if (arrived.size === 0) return confirmedBefore(ref, uploadId, uploaderId, field);
  const refusalBySize = (size: number) =>
    size > policy.maxBytes || (upload.declaredSize !== undefined && size !== upload.declaredSize) ? tooLarge(policy) : undefined;
  const refusal = refusalBySize(arrived.size) ?? (arrived.type !== upload.type ? wrongType(policy) : undefined);
  if (refusal) {
    // Nothing will ever point at it.
    await spend(upload);
    throw refusal;
  }
  if (!policy.replaces && (await listAttachments(ref)).length >= policy.maxCount) {
    await spend(upload);
    throw full(policy);
  }

  // Read whole, checked, and the record's copy written from exactly the bytes checked: the uploader's ticket could post
  // the staged file again after any check of it, and a copy made by the store would be read back while a concurrent
  // confirmation (a double click) was still writing it. A file that is also a web page, or carries a script after its
  // end, goes (file-content.ts). Nothing of the record's is written before the checks pass.
  const bytes = await readFileIfPresent(upload.objectKey);
  if (!bytes?.length) return confirmedBefore(ref, uploadId, uploaderId, field);
  const content = inspectContent(bytes);
  const refused =
    refusalBySize(bytes.length) ??
    ('refused' in content ? wrongContent(policy, content.refused) : content.type !== upload.type ? wrongType(policy) : undefined);
  if (refused) {
    await spend(upload);
    throw refused;
  }
  const file: ListedFile = {
    id: upload.id,
    name: upload.name,
    type: upload.type,
    size: bytes.length,
    objectKey: ownedKey(ref.area, ref.id, upload.id, FILE_EXTENSIONS[upload.type as keyof typeof FILE_EXTENSIONS]),
    uploadedBy: uploaderId,
    createdAt: new Date().toISOString(),
  };
  await putFile(file.objectKey, bytes, upload.type);
  // The upload is used once: it is marked spent in the same transaction that lists its file.
  const outcome = await withRetries(() =>
    transact([
      {
        Update: {
          TableName: config.tableName,
          Key: keyOf(UploadEntity.get({ id: upload.id })),
          UpdateExpression: 'SET spentAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(spentAt)',
          ExpressionAttributeValues: { ':now': new Date().toISOString() },
        },
      },
      { Update: appendTo(ref, file) },
    ]),
  );
  const [uploadUsed, listFull] = [0, 1].map((item) => outcome.data[item]?.code === 'ConditionalCheckFailed');
  if (uploadUsed) return confirmedBefore(ref, uploadId, uploaderId, field);
  if (listFull) {
    // Another file took the last place meanwhile.
    await removeFile(file.objectKey);
    await spend(upload);
    throw full(policy);
  }
  if (outcome.canceled) throw busy();
  await emptyStaged(upload);
  return { ...file, area: ref.area, recordId: ref.id };
};

/** A file the API received itself, its type already shown by its first bytes (a multipart part). */
export interface ReceivedFile {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Makes a file the API received in a request (a multipart part its route's rule already checked) a file of
 * the record, under the same policy as an upload: 413 over the size, 415 for a type the area does not
 * take, 409 when the record is full. The object is written before its record, so a failure leaves at most
 * an object nothing points at, never a record without its file.
 */
export const storeReceivedFile = async (ref: RecordRef, uploaderId: string, file: ReceivedFile): Promise<Attachment> => {
  const policy = policyOf(ref);
  if (file.bytes.length > policy.maxBytes) throw tooLarge(policy);
  if (!acceptsType(policy, file.type)) throw wrongType(policy);
  const content = inspectContent(file.bytes);
  if ('refused' in content) throw wrongContent(policy, content.refused);
  if (content.type !== file.type) throw wrongType(policy);
  if (!policy.replaces && (await listAttachments(ref)).length >= policy.maxCount) throw full(policy);
  const id = newId();
  const objectKey = ownedKey(ref.area, ref.id, id, FILE_EXTENSIONS[file.type]);
  await putFile(objectKey, file.bytes, file.type);
  const named = FileName.safeParse(file.filename);
  const name = named.success ? named.data : `file.${FILE_EXTENSIONS[file.type]}`;
  const stored: ListedFile = {
    id,
    name,
    type: file.type,
    size: file.bytes.length,
    objectKey,
    uploadedBy: uploaderId,
    createdAt: new Date().toISOString(),
  };
  if (!(await writtenIfAllowed(dynamo.send(new UpdateCommand(appendTo(ref, stored)))))) {
    // Another file took the last place meanwhile.
    await removeFile(objectKey);
    throw full(policy);
  }
  return { ...stored, area: ref.area, recordId: ref.id };
};

/** `attachment; filename="..."` with an ASCII fallback and the UTF-8 name (RFC 6266). */
const contentDisposition = (name: string, inline: boolean) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * A short-lived link to one file of a record (404 for a file of another record). Call it only after the
 * domain checked that the caller may read the record. `inline` lets a page show a picture instead of saving it.
 */
export const downloadAttachment = async (ref: RecordRef, id: string, { inline = false } = {}): Promise<AttachmentDownload> => {
  const attachment = await getAttachment(ref, id);
  const url = await presignDownload(attachment.objectKey, DOWNLOAD_SECONDS, attachment.type, contentDisposition(attachment.name, inline));
  return { url, expires_at: new Date(Date.now() + DOWNLOAD_SECONDS * 1000).toISOString() };
};

/** The bytes of one file of a record (a signature drawn into a PDF); 404 for a file of another record. */
export const readAttachment = async (ref: RecordRef, id: string): Promise<Uint8Array> => readFile((await getAttachment(ref, id)).objectKey);

/** Removes one file of a record, its object first (a retry finishes what a crash left); 404 when it is not there. */
export const removeAttachment = async (ref: RecordRef, id: string): Promise<Attachment> => {
  const attachment = await getAttachment(ref, id);
  await removeFile(attachment.objectKey);
  await takeOff(ref, id);
  return attachment;
};

/** Removes one file of a record if it is still there: for clean-ups that may race with another removal. */
export const removeAttachmentIfPresent = async (ref: RecordRef, id: string): Promise<void> => {
  await removeAttachment(ref, id).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
  });
};

/** Removes every file of a record, confirmed or still staged: the domain calls it when it deletes the record. */
export const removeAllAttachments = async (ref: RecordRef): Promise<void> => {
  const [attachments, uploads] = await Promise.all([
    listAttachments(ref),
    UploadEntity.query
      .byRecord({ area: ref.area, recordId: ref.id })
      .go({ pages: 'all' })
      .then((r) => r.data),
  ]);
  await Promise.all([...attachments, ...uploads].map((f) => removeFile(f.objectKey)));
  if (attachments.length) await FileListEntity.delete({ area: ref.area, recordId: ref.id }).go();
  if (uploads.length) await UploadEntity.delete(uploads.map(({ id }) => ({ id }))).go();
};

/**
 * Drops uploads older than a day, confirmed or not, their staged files with them (the jobs function, every minute):
 * their tickets expired long before. On AWS the bucket's lifecycle rule expires the files too; locally this is the
 * only sweep.
 */
export const sweepStagedUploads = async (now = Date.now()): Promise<number> => {
  const cutoff = new Date(now - DAY_MS).toISOString();
  // `between`, not `lt`: the index's partition holds other entities' keys too, and `lt` alone would read
  // (and, with a limit, stop at) every key that sorts below this entity's own.
  const { data } = await UploadEntity.query.all({}).between({ createdAt: EARLIEST }, { createdAt: cutoff }).go({ limit: SWEEP_BATCH });
  for (const upload of data) await forget(upload);
  return data.length;
};

/** An attachment as the API answers it: never its object key. */
export const toAttachmentView = (a: Attachment): AttachmentView => ({
  id: a.id,
  name: a.name,
  type: a.type,
  size: a.size,
  uploaded_by: a.uploadedBy,
  created_at: a.createdAt,
});
