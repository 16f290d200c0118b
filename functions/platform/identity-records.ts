// The records that say who is asking: the account, its roles, the roles' revision and the session. The session
// (session.ts) reads them on every request, so they are the platform's; only the users domain writes accounts
// (functions/users/user-store.ts) and only the roles domain writes roles (functions/roles/role-store.ts). Other
// domains read people through the users domain's face.
import { Entity, type EntityItem } from 'electrodb';
import { dynamo } from './clients';
import { config } from './config';
import { keyMaker } from './db';
import { REVISION_ATTRIBUTES } from './record-revisions';

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
      /**
       * When staff deactivated the account (absent while active): it cannot sign in, its sessions ended, and it is told
       * of nothing. Kept rather than deleted, as a person's training records are (docs/decisions.md, "Users and roles").
       */
      deactivatedAt: { type: 'string' },
      avatarKey: { type: 'string' },
      /** The trainer profile's contact details, bio and qualifications (shared/schemas/users.ts TrainerProfile). */
      trainer: { type: 'any' },
      /** Ids of the courses a trainer delivers: top level, so "who delivers this course" is a filter. */
      trainerCourseIds: { type: 'list', items: { type: 'string' } },
      availableForChat: { type: 'boolean', default: false },
      // Kept by functions/users/user-store.ts, the one writer, from the fields above, for the list indexes:
      /** The first of `roleIds`: "the" role (spec §6), the users list's role partition. */
      roleId: { type: 'string' },
      /** The name as the list sorts it (see `sortableName`). */
      nameKey: { type: 'string' },
      /**
       * 'student' for the holders of the Student role, 'staff' for everyone else: the staff are an index of their own,
       * as the students outnumber them a hundred to one. Written with every `nameKey` (the index's condition needs both).
       */
      audience: { type: ['staff', 'student'] as const },
      /** Name, e-mail and phone in lower case: what the list's `search` looks in. */
      searchText: { type: 'string' },
      /** Moved by each change of what the account's forms edit (record-revisions.ts). */
      ...REVISION_ATTRIBUTES,
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, default: now, set: now, watch: '*' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // The users list (functions/users/user-admin.ts) pages through these: one per order, and one per role by name.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      byName: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['nameKey', 'id'] } },
      byRole: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['roleId'] }, sk: { field: 'gsi3sk', composite: ['nameKey', 'id'] } },
      byEmail: { index: 'gsi4', pk: { field: 'gsi4pk', composite: [] }, sk: { field: 'gsi4sk', composite: ['email', 'id'] } },
      // Everyone but the students, by name (sparse): the people a ticket can be assigned to.
      staffByName: {
        index: 'gsi5',
        condition: (attributes) => attributes.audience === 'staff',
        pk: { field: 'gsi5pk', composite: ['audience'] },
        sk: { field: 'gsi5sk', composite: ['nameKey', 'id'] },
      },
    },
  },
  { table, client },
);
export type User = EntityItem<typeof UserEntity>;

export const RoleEntity = new Entity(
  {
    model: { entity: 'role', version: '1', service: 'portal' },
    attributes: {
      id: { type: 'string', required: true },
      name: { type: 'string', required: true },
      permissions: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      /** Shipped roles: their names are what the access rules know, so they cannot be renamed or deleted. */
      system: { type: 'boolean', required: true, default: false },
      ...REVISION_ATTRIBUTES,
      /** Bumped on every change (from 0): permission edits are conditional on it so concurrent edits do not lose one. */
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
      /** When it last moved (ISO time): the list of every role is kept in memory once that has settled. */
      changedAt: { type: 'string' },
    },
    indexes: { only: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
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

/** A user's table key, for reads beside others in one round trip (the session check, a read-ahead). */
export const userKey = keyMaker((id) => UserEntity.get({ id }));
