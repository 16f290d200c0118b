// The entities of the platform in the one table, typed with ElectroDB. Later domains add their own files.
import { BatchGetCommand, BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity, Service, type EntityItem } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';
import { listCountEntity } from './list-counts';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();
const ttl = { type: 'number', field: 'expires_at' } as const;

export const UserEntity = new Entity(
  {
    model: { entity: 'user', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      phone: { type: 'string' },
      passwordHash: { type: 'string', required: true },
      /** Role ids, first one is the user's role (spec §6). Ids, not names, so a role can be renamed. */
      roleIds: { type: 'list', items: { type: 'string' }, required: true },
      /** Verified by e-mail link or by staff (spec §4: users are verified or unverified). */
      verified: { type: 'boolean', required: true, default: false },
      emailVerifiedAt: { type: 'string' },
      avatarKey: { type: 'string' },
      /** The trainer profile's contact details, bio and qualifications (shared/schemas/users.ts TrainerProfile). */
      trainer: { type: 'any' },
      /** Ids of the courses a trainer delivers: top level, so "who delivers this course" is a filter. */
      trainerCourseIds: { type: 'list', items: { type: 'string' } },
      availableForChat: { type: 'boolean', default: false },
      // Kept by functions/platform/user-store.ts, the one writer, from the fields above, for the list indexes:
      /** The first of `roleIds`: "the" role (spec §6), the users list's role partition. */
      roleId: { type: 'string' },
      /** The name as the list sorts it (see `sortableName`). */
      nameKey: { type: 'string' },
      /** Name, e-mail and phone in lower case: what the list's `search` looks in. */
      searchText: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // The users list (functions/users/users.ts) pages through these: one per order, and one per role by name.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      byName: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['nameKey', 'id'] } },
      byRole: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['roleId'] }, sk: { field: 'gsi3sk', composite: ['nameKey', 'id'] } },
      byEmail: { index: 'gsi4', pk: { field: 'gsi4pk', composite: [] }, sk: { field: 'gsi4sk', composite: ['email', 'id'] } },
    },
  },
  { table, client },
);
export type User = EntityItem<typeof UserEntity>;

/** Holds one e-mail address; created in the same transaction as its user so two sign-ups cannot share it. */
export const UserEmailEntity = new Entity(
  {
    model: { entity: 'userEmail', version: '1', service: 'portal' },
    attributes: {
      email: { type: 'string', required: true },
      userId: { type: 'string', required: true },
    },
    indexes: { byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

export const SessionEntity = new Entity(
  {
    model: { entity: 'session', version: '1', service: 'portal' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      remember: { type: 'boolean', default: false },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      expiresAt: { ...ttl, required: true },
    },
    indexes: {
      byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  { table, client },
);

/** A one-time token (e-mail verification, password reset); one live token per user and purpose. */
export const OneTimeTokenEntity = new Entity(
  {
    model: { entity: 'oneTimeToken', version: '1', service: 'portal' },
    attributes: {
      purpose: { type: ['verify-email', 'reset-password'] as const, required: true },
      userId: { type: 'string', required: true },
      tokenHash: { type: 'string', required: true },
      /** Set when a link that may be opened again (verification) was used; the token then works no more. */
      usedAt: { type: 'string' },
      expiresAt: { ...ttl, required: true },
    },
    indexes: { byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['purpose'] } } },
  },
  { table, client },
);

export const RoleEntity = new Entity(
  {
    model: { entity: 'role', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      permissions: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Shipped roles: their names are what the access rules know, so they cannot be renamed or deleted. */
      system: { type: 'boolean', required: true, default: false },
      /** Bumped on every change: permission edits are conditional on it so concurrent edits do not lose one. */
      revision: { type: 'number', required: true, default: 0 },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
    },
  },
  { table, client },
);
export type Role = EntityItem<typeof RoleEntity>;

/** Holds one role name (case-insensitive), written with the role so names stay unique. */
export const RoleNameEntity = new Entity(
  {
    model: { entity: 'roleName', version: '1', service: 'portal' },
    attributes: {
      nameKey: { type: 'string', required: true },
      roleId: { type: 'string', required: true },
    },
    indexes: { byName: { pk: { field: 'pk', composite: ['nameKey'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

/**
 * One counter, bumped in the same transaction as every change to a role's permissions, name or existence.
 * Each sign-in check reads it with the session and the user (see session.ts): a function keeps the roles it
 * has read in memory only while this counter has not moved, so a change applies to the very next request.
 */
export const RolesRevisionEntity = new Entity(
  {
    model: { entity: 'rolesRevision', version: '1', service: 'portal' },
    attributes: {
      revision: { type: 'number', required: true, default: 0 },
    },
    indexes: { only: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
  },
  { table, client },
);

export const portal = new Service(
  {
    user: UserEntity,
    userEmail: UserEmailEntity,
    session: SessionEntity,
    oneTimeToken: OneTimeTokenEntity,
    role: RoleEntity,
    roleName: RoleNameEntity,
    listCount: listCountEntity(),
    rolesRevision: RolesRevisionEntity,
  },
  { table, client },
);

/** A key of the table: every entity keys its items by `pk` and `sk`. */
export interface TableKey {
  pk: string;
  sk: string;
}

type KeyedGet = { params: () => { Key?: unknown } };

/** The table key of one item, from the entity's get: `keyOf(UserEntity.get({ id }))`. */
export const keyOf = (get: KeyedGet): TableKey => get.params().Key as TableKey;

const PLACEHOLDER = 'zz0placeholder0zz';

/**
 * The key builder of an entity keyed by one value, for the sign-in check every request makes: ElectroDB's
 * own key for a placeholder, with the value put in its place (lower-cased, as ElectroDB keys are). Building
 * a key through ElectroDB costs about 40 µs each time; this costs next to nothing.
 */
export const keyMaker = (get: (value: string) => KeyedGet): ((value: string) => TableKey) => {
  const { pk, sk } = keyOf(get(PLACEHOLDER));
  return (value) => {
    const key = value.toLowerCase();
    return { pk: pk.replace(PLACEHOLDER, key), sk: sk.replace(PLACEHOLDER, key) };
  };
};

/** A user's table key, for reads beside others in one round trip (the session check, a read-ahead). */
export const userKey = keyMaker((id) => UserEntity.get({ id }));

// Keys DynamoDB leaves unprocessed (throttling) are asked again after a short, growing pause.
const BATCH_ATTEMPTS = 5;
const batchPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 10 * (0.5 + Math.random())));

/**
 * Reads items of any entities in one round trip (BatchGetItem), strongly consistent, in the order of `keys`
 * (undefined where there is none). Parse each with its entity's `parse({ Item })`.
 */
export const getTogether = async (keys: readonly TableKey[]): Promise<(Record<string, unknown> | undefined)[]> => {
  const found = new Map<string, Record<string, unknown>>();
  const keyOf = (k: Record<string, unknown>) => `${String(k.pk)}\u0000${String(k.sk)}`;
  // BatchGetItem refuses a key asked twice (a user reading their own account beside their session).
  const distinct = new Map(keys.map((k) => [keyOf(k as unknown as Record<string, unknown>), k]));
  let pending: readonly TableKey[] = [...distinct.values()];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === BATCH_ATTEMPTS) throw new Error(`DynamoDB left ${pending.length} keys unread after ${BATCH_ATTEMPTS} attempts`);
    if (attempt > 0) await batchPause(attempt);
    const out = await dynamo.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [...pending], ConsistentRead: true } } }));
    for (const item of out.Responses?.[table] ?? []) found.set(keyOf(item), item);
    pending = (out.UnprocessedKeys?.[table]?.Keys ?? []) as TableKey[];
  }
  return keys.map((k) => found.get(keyOf(k as unknown as Record<string, unknown>)));
};

// DynamoDB writes at most 25 items in one BatchWriteItem.
const BATCH_WRITE = 25;

/**
 * Puts and deletes items in batches, outside any transaction, `concurrency` batches at a time: for migrations
 * and generated data, while nothing else writes.
 */
export const writeInBatches = async (
  requests: NonNullable<BatchWriteCommandInput['RequestItems']>[string],
  { concurrency = 1 } = {},
): Promise<void> => {
  let next = 0;
  const writer = async () => {
    while (next < requests.length) {
      let batch = requests.slice(next, (next += BATCH_WRITE));
      // What DynamoDB leaves unprocessed (throttling) is sent again.
      for (let attempt = 0; batch.length; attempt++) {
        if (attempt > 0) await batchPause(Math.min(attempt, BATCH_ATTEMPTS));
        const { UnprocessedItems } = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: batch } }));
        batch = UnprocessedItems?.[table] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, writer));
};

/** Epoch seconds `seconds` from now, for TTL attributes. */
export const expiresIn = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;

/** True when a TTL attribute is in the past (DynamoDB deletes expired items late, so reads must check). */
export const isExpired = (expiresAt: number): boolean => expiresAt <= Math.floor(Date.now() / 1000);

/** True when a write failed on its condition (also inside a transaction). */
export const isConditionFailure = (error: unknown): boolean => {
  const text = String((error as Error)?.message ?? '') + String((error as { cause?: Error })?.cause?.name ?? '');
  return /ConditionalCheckFailed|conditional request failed|TransactionCanceled/i.test(text);
};

/** Runs a conditional write: true when it was written, false when its condition refused it. */
export const writtenIfAllowed = (write: Promise<unknown>): Promise<boolean> =>
  write.then(
    () => true,
    (error: unknown) => (isConditionFailure(error) ? false : Promise.reject(error)),
  );

/**
 * A socket following a room beside the audiences an event is pushed to (`chat:<id>`: an admin watching a chat, staff
 * looking at a waiting one). It lives no longer than a socket; a push finding the socket gone forgets it.
 */
export const RoomFollowerEntity = new Entity(
  {
    model: { entity: 'roomFollower', version: '1', service: 'portal' },
    attributes: {
      room: { type: 'string', required: true },
      connectionId: { type: 'string', required: true },
      /** May follow the room whatever becomes of it (an admin, a chat's student); else only until its audience changes. */
      keep: { type: 'boolean', required: true, default: false },
      expiresAt: { ...ttl, required: true },
    },
    indexes: { byRoom: { pk: { field: 'pk', composite: ['room'] }, sk: { field: 'sk', composite: ['connectionId'] } } },
  },
  { table, client },
);

/** One open websocket; API Gateway closes idle sockets after 10 minutes, the jobs sweep what it forgot to report. */
export const ConnectionEntity = new Entity(
  {
    model: { entity: 'connection', version: '1', service: 'portal' },
    attributes: {
      connectionId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** The session it was opened with: ending the session closes the socket. */
      tokenHash: { type: 'string' },
      connectedAt: { type: 'string', required: true, readOnly: true, default: now },
      lastSeenAt: { type: 'string', required: true, default: now },
      expiresAt: { ...ttl, required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['connectionId'] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['lastSeenAt', 'connectionId'] } },
    },
  },
  { table, client },
);
