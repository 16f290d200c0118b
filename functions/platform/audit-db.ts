// Audit entries (who did what when to a record) and notifications (one per recipient), in the one table.
import { Entity, Service, type EntityItem } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';

const table = config.tableName;
const client = dynamo;

/** One entry of a record's history; the history outlives the record (a deleted course keeps its entries). */
export const AuditEntryEntity = new Entity(
  {
    model: { entity: 'auditEntry', version: '1', service: 'portal' },
    attributes: {
      recordType: { type: 'string', required: true },
      recordId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      actorId: { type: 'string', required: true },
      /** The actor's name when they acted: a history names who did it without reading each account. */
      actorName: { type: 'string' },
      action: { type: 'string', required: true },
      summary: { type: 'string', required: true },
      /** `{ field, old?, new? }[]` (shared/schemas/audit.ts AuditChange). */
      changes: { type: 'any', required: true },
      at: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      // A record's history in its own partition, in time order: read newest first with order 'desc'.
      byRecord: { pk: { field: 'pk', composite: ['recordType', 'recordId'] }, sk: { field: 'sk', composite: ['at', 'id'] } },
      // Every record's entries in time order: the Superadmin's "recent activity". One partition takes every entry; a
      // college writes a few a second at its busiest, far below a partition's limit.
      recent: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['at', 'id'] } },
    },
  },
  { table, client },
);
export type AuditEntry = EntityItem<typeof AuditEntryEntity>;

/** A notification for one person. `id` is time-ordered, so a person's partition reads newest first. */
export const NotificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service: 'portal' },
    attributes: {
      userId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      type: { type: 'string', required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true, default: '' },
      link: { type: 'string' },
      /** The record it is about, when there is one: the audit entry it came with names the same record. */
      recordType: { type: 'string' },
      recordId: { type: 'string' },
      readAt: { type: 'string' },
      trashedAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['id'] } },
    },
  },
  { table, client },
);
export type Notification = EntityItem<typeof NotificationEntity>;

export const records = new Service({ auditEntry: AuditEntryEntity, notification: NotificationEntity }, { table, client });
