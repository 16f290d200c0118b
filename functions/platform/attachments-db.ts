// The records of files owned by records: confirmed attachments, and uploads waiting for their confirmation.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';
import { writeInBatches } from './db';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

/** A confirmed file of a record; `id` is the upload's id (time-ordered, so sorting by it keeps upload order). */
export interface Attachment {
  /** The area of ATTACHMENT_POLICIES: avatars, forms, tickets, chats, short-courses. */
  area: string;
  recordId: string;
  id: string;
  name: string;
  /** The type its first bytes showed, which matched the declared one. */
  type: string;
  size: number;
  /** `<area>/<recordId>/<id>.<ext>`, built by the server. */
  objectKey: string;
  uploadedBy: string;
  createdAt: string;
}

/** One file as its record's list keeps it: the record is the list's own. */
export type ListedFile = Omit<Attachment, 'area' | 'recordId'>;

/**
 * A record's files, all in one item: a record holds at most its area's maxCount (50 at most, a few KB), so
 * listing them is a read by key that can ride beside others in one round trip (the detail page's read-ahead),
 * and the count limit is a condition on the one item that every writer meets at once.
 */
export const FileListEntity = new Entity(
  {
    model: { entity: 'file-list', version: '1', service: 'portal' },
    attributes: {
      area: { type: 'string', required: true },
      recordId: { type: 'string', required: true },
      /** Appended with list_append and removed by position, each write conditional (attachments.ts). */
      files: { type: 'any', required: true },
    },
    indexes: {
      byRecord: { pk: { field: 'pk', composite: ['area', 'recordId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { table, client },
);

/** An upload a ticket was issued for and nobody confirmed yet. The jobs sweep drops it and its file after a day. */
export const UploadEntity = new Entity(
  {
    model: { entity: 'upload', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      area: { type: 'string', required: true },
      recordId: { type: 'string', required: true },
      uploadedBy: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** The declared Content-Type, which the presigned PUT fixed and the first bytes must show. */
      type: { type: 'string', required: true },
      /** `staged/<area>/<recordId>/<id>.<ext>`. */
      objectKey: { type: 'string', required: true },
      /** The size the browser declared, which the presigned PUT fixed: the file must be exactly that (absent: older tickets). */
      declaredSize: { type: 'number' },
      /**
       * When a confirmation used the ticket (made the record's file of it, or refused it). The item and its staged
       * object stay until the sweep: the ticket's PUT writes its key once, so the object there refuses it (412).
       */
      spentAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      /** TTL backstop on AWS; the sweep removes the item (and its file) earlier. */
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      byRecord: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['area', 'recordId'] }, sk: { field: 'gsi2sk', composite: ['id'] } },
      // Oldest first, so the sweep reads only what is due.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
    },
  },
  { table, client },
);
export type Upload = EntityItem<typeof UploadEntity>;

/**
 * Store migration (docs/decisions.md, "Attachments"): files were an item each (`attachment`, keyed by record and id); they become one
 * list per record. Runs while nothing else writes (migrations.ts), so a scan sees every old item.
 */
export const migrateToFileLists = async (): Promise<number> => {
  const legacy: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#entity = :attachment',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':attachment': 'attachment' },
        ExclusiveStartKey,
      }),
    );
    legacy.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);

  const byRecord = new Map<string, { area: string; recordId: string; files: ListedFile[] }>();
  for (const item of legacy) {
    const { area, recordId, id, name, type, size, objectKey, uploadedBy, createdAt } = item as unknown as Attachment;
    const list = byRecord.get(`${area}/${recordId}`) ?? { area, recordId, files: [] };
    list.files.push({ id, name, type, size, objectKey, uploadedBy, createdAt });
    byRecord.set(`${area}/${recordId}`, list);
  }
  for (const { area, recordId, files } of byRecord.values()) {
    await FileListEntity.put({ area, recordId, files: files.sort((a, b) => (a.id < b.id ? -1 : 1)) }).go();
  }
  await writeInBatches(legacy.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
  return legacy.length;
};
