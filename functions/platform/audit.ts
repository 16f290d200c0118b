// Who did what, when, to a record, and the notifications that tell its audience: one call writes both,
// so forms, tickets, orders and the catalogue keep their histories the same way.
import type { AuditChange, AuditEntryView, AuditValue, NamedAuditEntryView } from '@shared/schemas/audit';
import type { NotificationView } from '@shared/schemas/notifications';
import { AuditEntryEntity, NotificationEntity, records, type AuditEntry, type Notification } from './audit-db';
import { rewriteWhole } from './db';
import { UserEntity } from './identity-records';
import { pushToUser } from './realtime';
import { newId } from './secrets';

/** Who acted: a signed-in caller (a `Caller` will do), or the system (the demo seed, scheduled jobs). */
export interface Actor {
  userId: string;
  /** The account as the request read it: its name is kept on the entry. */
  user?: { name: string };
}

/** The actor of writes no person made. */
export const SYSTEM_ACTOR: Actor = { userId: 'system' };

/** The actor of what someone without an account did: a guest's ticket, a booking on the public page. */
export const GUEST_ACTOR: Actor = { userId: 'guest' };

const ACTOR_NAMES: Record<string, string> = { [SYSTEM_ACTOR.userId]: 'The portal', [GUEST_ACTOR.userId]: 'A guest' };

/** The record an entry is about: its kind (`course`, `user`, `form`) and id. */
export interface AuditedRecord {
  type: string;
  id: string;
}

export interface Notify {
  userIds: readonly string[];
  /** What it is about (`account`, `ticket-status`); defaults to the record's type. */
  type?: string;
  title: string;
  body?: string;
  /** A path in the SPA. */
  link?: string;
  /**
   * Each recipient hears `notification.created` at once (the bell counts it); false when the caller pushes its own
   * event carrying the notification (a ticket's `ticket-status`), so nobody hears it twice.
   */
  live?: boolean;
}

export interface AuditInput {
  actor: Actor;
  record: AuditedRecord;
  /** A stable dotted name: `course.created`, `user.verified`. */
  action: string;
  /** A sentence for a person; defaults to the action. */
  summary?: string;
  changes?: AuditChange[];
  notify?: Notify;
  /** When it happened, for records brought in from elsewhere (the demo data); now by default. */
  at?: string;
}

// DynamoDB's limit on the items of one transaction.
const TRANSACTION_ITEMS = 100;
// Text longer than this is named in a change, not copied: a history is for who changed what, not a second store.
const MAX_KEPT_TEXT = 200;

const keptValue = (value: unknown): AuditValue | undefined => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string' && value.length <= MAX_KEPT_TEXT) return value;
  return undefined;
};

/**
 * The fields among `fields` whose values differ between `before` and `after`, with old and new values
 * for small scalars (numbers, booleans, short text, absent as null) and the field's name alone otherwise.
 */
export const changesBetween = <T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): AuditChange[] =>
  fields.flatMap((field) => {
    const [was, now] = [before[field], after[field]];
    if (JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) return [];
    const [old, next] = [keptValue(was), keptValue(now)];
    return [old === undefined || next === undefined ? { field } : { field, old, new: next }];
  });

/**
 * Writes one audit entry and, with `notify`, a notification for each recipient, in one transaction (the
 * entry is never written without its notifications, nor they without it). Past DynamoDB's 100 items per
 * transaction the entry and the first 99 go together and the rest follow in batches.
 */
export const record = async ({
  actor,
  record: target,
  action,
  summary,
  changes = [],
  notify,
  at = new Date().toISOString(),
}: AuditInput): Promise<{ entry: AuditEntry; notifications: Notification[] }> => {
  const entry = {
    recordType: target.type,
    recordId: target.id,
    id: newId(),
    actorId: actor.userId,
    ...(actor.user ? { actorName: actor.user.name } : {}),
    action,
    summary: summary ?? action,
    changes,
    at,
  };
  const notifications = [...new Set(notify?.userIds ?? [])].map((userId) => ({
    userId,
    id: newId(),
    type: notify!.type ?? target.type,
    title: notify!.title,
    body: notify!.body ?? '',
    ...(notify!.link ? { link: notify!.link } : {}),
    recordType: target.type,
    recordId: target.id,
    createdAt: at,
  }));
  const together = notifications.slice(0, TRANSACTION_ITEMS - 1);
  const { canceled } = await records.transaction
    .write(({ auditEntry, notification }) => [auditEntry.create(entry).commit(), ...together.map((n) => notification.create(n).commit())])
    .go();
  // Fresh random ids cannot collide; a cancelled write is a fault, not a refusal a client caused.
  if (canceled) throw new Error(`The audit entry for ${target.type} ${target.id} (${action}) was not written`);
  const rest = notifications.slice(together.length);
  if (rest.length) await NotificationEntity.put(rest).go();
  if (notify?.live !== false) {
    await Promise.all(
      notifications.map((n) => pushToUser(n.userId, 'notification.created', { notification: toLiveNotification(n as Notification) })),
    );
  }
  // Each recipient's notification, for a live event that carries it (ticket-status).
  return { entry, notifications: notifications as Notification[] };
};

/** A record's history, newest first; `cursor` continues where the previous page ended. */
export const historyOf = async (target: AuditedRecord, { limit = 50, cursor }: { limit?: number; cursor?: string | null } = {}) => {
  const page = await AuditEntryEntity.query
    .byRecord({ recordType: target.type, recordId: target.id })
    .go({ order: 'desc', limit, cursor: cursor ?? null });
  return { entries: page.data, cursor: page.cursor };
};

/**
 * A short record's whole history (its newest `limit` entries), newest first, each with who made it by name: a
 * form's, an order's. A record with more than that pages through `historyOf` instead.
 */
export const namedHistoryOf = async (target: AuditedRecord, limit = 50): Promise<NamedAuditEntryView[]> =>
  withActorNames((await historyOf(target, { limit })).entries);

/** The newest entries of every record, each with who made it: what happened lately across the portal. */
export const recentActivity = async (limit: number): Promise<NamedAuditEntryView[]> =>
  withActorNames((await AuditEntryEntity.query.recent({}).go({ order: 'desc', limit })).data);

// An entry names its actor as they were when they acted; only entries written before names were kept read the accounts.
const withActorNames = async (entries: AuditEntry[]): Promise<NamedAuditEntryView[]> => {
  const actorIds = [...new Set(entries.filter((e) => !e.actorName).map((e) => e.actorId))].filter((id) => !ACTOR_NAMES[id]);
  const { data: actors } = actorIds.length ? await UserEntity.get(actorIds.map((id) => ({ id }))).go() : { data: [] };
  const names = new Map(actors.map((u) => [u.id, u.name]));
  return entries.map((e) => ({
    ...toAuditEntryView(e),
    actor_name: ACTOR_NAMES[e.actorId] ?? e.actorName ?? names.get(e.actorId) ?? 'A former user',
  }));
};

/** A person's notifications, newest first, read and trashed ones included (the notifications calls filter). */
export const notificationsOf = async (userId: string, { limit = 50, cursor }: { limit?: number; cursor?: string | null } = {}) => {
  const page = await NotificationEntity.query.byUser({ userId }).go({ order: 'desc', limit, cursor: cursor ?? null });
  return { notifications: page.data, cursor: page.cursor };
};

export const toAuditEntryView = (e: AuditEntry): AuditEntryView => ({
  id: e.id,
  record_type: e.recordType,
  record_id: e.recordId,
  actor_id: e.actorId,
  action: e.action,
  summary: e.summary,
  changes: e.changes as AuditChange[],
  at: e.at,
});

/** A notification as a live event carries it (spec §3's names: `trash`, not the API's `trashed`). */
export const toLiveNotification = (n: Notification) => {
  const { id, user_id, type, read, trashed, title, body, link, created_at } = toNotificationView(n);
  return { id, user_id, type, read, trash: trashed, title, body, ...(link ? { link } : {}), created_at };
};

export const toNotificationView = (n: Notification): NotificationView => ({
  id: n.id,
  user_id: n.userId,
  type: n.type,
  title: n.title,
  body: n.body,
  ...(n.link ? { link: n.link } : {}),
  read: Boolean(n.readAt),
  ...(n.readAt ? { read_at: n.readAt } : {}),
  trashed: Boolean(n.trashedAt),
  created_at: n.createdAt,
});

/** Writes every entry again so that it has the keys of the `recent` index: stores from before the dashboards. */
export const migrateToRecentIndex = async (): Promise<number> => {
  const { data } = await AuditEntryEntity.scan.go({ pages: 'all' });
  await rewriteWhole(data.map((entry) => AuditEntryEntity.put(entry)));
  return data.length;
};
