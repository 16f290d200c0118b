// The records of files owned by records: confirmed attachments, and uploads waiting for their confirmation.
import { Entity, Service, type EntityItem } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

/** A confirmed file of a record; `id` is the upload's id (time-ordered, so the sort key keeps upload order). */
export const AttachmentEntity = new Entity(
  {
    model: { entity: 'attachment', version: '1', service: 'portal' },
    attributes: {
      /** The area of ATTACHMENT_POLICIES: avatars, forms, tickets, chats, short-courses. */
      area: { type: 'string', required: true },
      recordId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** The type its first bytes showed, which matched the declared one. */
      type: { type: 'string', required: true },
      size: { type: 'number', required: true },
      /** `<area>/<recordId>/<id>.<ext>`, built by the server. */
      objectKey: { type: 'string', required: true },
      uploadedBy: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      // A record's files in one partition: bounded by the area's maxCount, so listing reads them all.
      byRecord: { pk: { field: 'pk', composite: ['area', 'recordId'] }, sk: { field: 'sk', composite: ['id'] } },
    },
  },
  { table, client },
);
export type Attachment = EntityItem<typeof AttachmentEntity>;

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
      /** The declared Content-Type, which the presigned POST fixed and the first bytes must show. */
      type: { type: 'string', required: true },
      /** `staged/<area>/<recordId>/<id>.<ext>`. */
      objectKey: { type: 'string', required: true },
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

export const files = new Service({ attachment: AttachmentEntity, upload: UploadEntity }, { table, client });
