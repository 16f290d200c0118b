// The one module that writes users. Sign-in and registration (auth), the users screens, the own profile
// and the demo seed all call it, so what a user record must keep true is kept in one place:
// - one e-mail address per user (its claim item is written in the same transaction);
// - the attributes the list indexes read (role, sortable name, search text), derived from the fields;
// - the count of users per list partition (all, per role), moved in the same transaction (list-counts.ts);
// - a role that must keep a holder (the last Superadmin) keeps one, by a condition on its count.
// A unit test (user-store.test.ts) fails when any other module writes UserEntity.
import type { TrainerProfile } from '@shared/schemas/users';
import { ConflictError, ValidationError, type AppError } from '@functions/platform/errors';
import { Entity, Service } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import type { Actor } from '@functions/platform/audit';
import { isConditionFailure, rewriteWhole } from '@functions/platform/db';
import { nextRevision, RecordChangedError, recordRevision, stillAt } from '@functions/platform/record-revisions';
import { RoleEntity, UserEntity, userKey, type User } from '@functions/platform/identity-records';
import { putEntriesInBatches, wordEntryWrites, type Filed, type SearchScope } from '@functions/platform/search-index';
import { countOf, countsOf, listCountEntity, moveCount, setCounts, type ListCounts } from '@functions/platform/list-counts';
import { COURSE_TRAINERS } from '@functions/courses/courses';
import { countMatching } from '@functions/platform/paging';
import { hashPassword, newId } from '@functions/platform/secrets';
import { itemsOf, pause, transact, withRetries, type TransactItem } from '@functions/platform/transactions';
import { STUDENT_ROLE_ID } from '@functions/roles/roles';

const table = config.tableName;
const client = dynamo;

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

/** What one account's writes touch in a transaction: the account, its e-mail claim and the list counts. */
const accounts = new Service({ user: UserEntity, userEmail: UserEmailEntity, listCount: listCountEntity() }, { table, client });

/** The list whose partitions are counted: every user, and the users of each role (their first). */
export const USERS_LIST = 'users';
export const ALL_USERS = 'all';
export const roleScope = (roleId: string) => `role:${roleId}`;

// ---- What the list indexes read ----

// Sorts before any character a name holds, so "Ann" comes before "Ann Lee" (the key goes on with `#id_`).
const NAME_END = '\u0001';

/** A name as the users list sorts it: accents folded, lower case (ElectroDB lower-cases keys anyway). */
export const sortableName = (name: string): string => `${name.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase()}${NAME_END}`;

/** What `search` looks in: name, e-mail and phone, lower case. */
export const searchTextOf = (fields: { name: string; email: string; phone?: string }): string =>
  [fields.name, fields.email, fields.phone ?? ''].join('\n').toLowerCase();

/** Where the quick search (the command palette) finds people: by the first letters of their name, e-mail or phone. */
export const PEOPLE_SEARCH: SearchScope = { list: USERS_LIST, scope: 'people' };

/** A person as PEOPLE_SEARCH files them, by name (so that a look-up answers them in name order, last first). */
const filedPerson = (user: { id: string; name: string; email: string; phone?: string }): Filed => ({
  text: searchTextOf(user),
  sortKey: `${sortableName(user.name)}#${user.id}`,
  key: userKey(user.id),
  attributes: {},
});

/** The writes that file a person as they are `after` a write and unfile them as they were `before`. */
const personFiling = (before: Parameters<typeof filedPerson>[0] | undefined, after: Parameters<typeof filedPerson>[0] | undefined) =>
  wordEntryWrites(table, PEOPLE_SEARCH, before && filedPerson(before), after && filedPerson(after));

/** Whether the staff index lists the holder of a role (their first): everyone but the students. */
const audienceOf = (roleId: string | undefined): 'student' | 'staff' => (roleId === STUDENT_ROLE_ID ? 'student' : 'staff');

/** The list attributes of a user's sortable name: the staff index keys by both, so they are written together. */
const nameKeys = (name: string, roleId: string | undefined) => ({ nameKey: sortableName(name), audience: audienceOf(roleId) });

/** What the list indexes read, derived from the fields a user has (every writer of users writes them, the bench too). */
export const listAttributes = (fields: { name: string; email: string; phone?: string; roleIds: string[] }) => ({
  ...nameKeys(fields.name, fields.roleIds[0]),
  searchText: searchTextOf(fields),
  ...(fields.roleIds[0] ? { roleId: fields.roleIds[0] } : {}),
});

/** The role a user is counted and listed under (records older than the list indexes have only `roleIds`). */
const listedRole = (user: User): string | undefined => user.roleId ?? user.roleIds[0];

// ---- Transactions ----

type TransactUpdate = NonNullable<TransactItem['Update']>;

const changedMeanwhile = () => new ConflictError('user.changed', 'Someone else changed this user at the same time. Reload and try again.');

/** A 422 on `email`; registration catches it to answer as for a new address (see auth.ts). */
export class EmailTakenError extends ValidationError {
  constructor() {
    super({ email: ['This e-mail address is already registered.'] }, 'This e-mail address is already registered.');
  }
}

/** A role that must keep one holder, and what to say when a change would take its last. */
export interface KeepOneHolder {
  roleId: string;
  refusal: () => AppError;
}

const floorOf = (roleId: string | undefined, keep?: KeepOneHolder) => (keep && roleId === keep.roleId ? 1 : undefined);

// ---- Writes ----

export interface NewUser {
  name: string;
  email: string;
  phone?: string;
  password: string;
  /** A hash made earlier, to skip hashing the same password again (the demo seed). */
  passwordHash?: string;
  roleIds: string[];
  verified: boolean;
}

/** Creates a user and claims their e-mail in one transaction; a taken e-mail is a 422 on `email`. */
export const create = async (account: NewUser): Promise<User> => {
  const user = {
    id: newId(),
    name: account.name,
    email: account.email,
    phone: account.phone,
    passwordHash: account.passwordHash ?? (await hashPassword(account.password)),
    roleIds: account.roleIds,
    verified: account.verified,
    emailVerifiedAt: account.verified ? new Date().toISOString() : undefined,
    ...listAttributes(account),
  };
  const outcome = await withRetries(() =>
    transact([
      ...itemsOf(
        accounts.transaction.write(({ user: users, userEmail, listCount }) => [
          userEmail.create({ email: account.email, userId: user.id }).commit(),
          users.create(user).commit(),
          moveCount(listCount, USERS_LIST, ALL_USERS, 1),
          ...(user.roleId ? [moveCount(listCount, USERS_LIST, roleScope(user.roleId), 1)] : []),
        ]),
      ),
      ...personFiling(undefined, user),
    ]),
  );
  if (outcome.canceled) {
    if (outcome.data[0]?.code === 'ConditionalCheckFailed') throw new EmailTakenError();
    throw new ConflictError('user.busy', 'Many accounts are being created right now. Try again in a moment.');
  }
  const { data } = await UserEntity.get({ id: user.id }).go({ consistent: true });
  if (!data) throw new Error('A new user could not be read back');
  return data;
};

/**
 * Moves a user to a new e-mail, releasing the old one, atomically: 422 when the new one is someone
 * else's, 409 when the user's e-mail changed meanwhile (two staff editing at once).
 */
export const changeEmail = async (user: User, email: string): Promise<void> => {
  if (email === user.email) return;
  const { canceled, data } = await transact([
    ...itemsOf(
      accounts.transaction.write(({ user: users, userEmail }) => [
        userEmail.create({ email, userId: user.id }).commit(),
        userEmail
          .delete({ email: user.email })
          .where((a, { eq }) => eq(a.userId, user.id))
          .commit(),
        users
          .patch({ id: user.id })
          .set({ email, searchText: searchTextOf({ ...user, email }) })
          .where((a, { eq }) => eq(a.email, user.email))
          .commit(),
      ]),
    ),
    ...personFiling(user, { ...user, email }),
  ]);
  if (!canceled) return;
  if (data[0]?.code === 'ConditionalCheckFailed') throw new EmailTakenError();
  throw changedMeanwhile();
};

export interface Details {
  name: string;
  /** Absent removes the phone number. */
  phone?: string;
  /** The user's roles, first is "the" role; absent keeps them. */
  roleIds?: string[];
}

/**
 * Changes a user's name, phone and roles. A new role moves the user between the role partitions' counts,
 * conditional on the role they were read with (409 when someone changed it meanwhile).
 */
export const changeDetails = async (user: User, details: Details, actor: Actor, keep?: KeepOneHolder): Promise<User> => {
  const roleIds = details.roleIds ?? user.roleIds;
  const from = listedRole(user);
  const to = roleIds[0];
  const set = {
    name: details.name,
    roleIds,
    ...(details.phone ? { phone: details.phone } : {}),
    ...listAttributes({ ...user, ...details, roleIds }),
    ...nextRevision(user, actor),
  };
  const outcome = await withRetries(() =>
    transact([
      ...itemsOf(
        accounts.transaction.write(({ user: users, listCount }) => [
          users
            .patch({ id: user.id })
            .set(set)
            .remove(details.phone ? [] : ['phone'])
            .where((a, { eq, notExists }) => (user.roleId ? eq(a.roleId, user.roleId) : notExists(a.roleId)))
            .where(stillAt(user))
            .commit(),
          ...(from === to
            ? []
            : [
                ...(from ? [moveCount(listCount, USERS_LIST, roleScope(from), -1, floorOf(from, keep))] : []),
                ...(to ? [moveCount(listCount, USERS_LIST, roleScope(to), 1)] : []),
              ]),
        ]),
      ),
      ...personFiling(user, { ...user, name: details.name, phone: details.phone }),
    ]),
  );
  if (outcome.canceled) {
    if (outcome.data[1]?.code === 'ConditionalCheckFailed' && keep) throw keep.refusal();
    throw changedMeanwhile();
  }
  const { data } = await UserEntity.get({ id: user.id }).go({ consistent: true });
  if (!data) throw changedMeanwhile();
  return data;
};

/**
 * The own profile's fields: name, phone and (after an accepted upload) the picture. A new picture is
 * conditional on the one `user` was read with, so two windows changing it at once cannot both win (409).
 */
export const changeProfile = async (user: User, profile: { name: string; phone?: string; avatarKey?: string }, actor: Actor): Promise<User> => {
  // Conditional on the role as read, as the staff index's place follows it; on the picture as read, when it changes;
  // and on the revision as read.
  const patch = () =>
    UserEntity.patch({ id: user.id })
      .set({
        name: profile.name,
        ...(profile.phone ? { phone: profile.phone } : {}),
        ...(profile.avatarKey ? { avatarKey: profile.avatarKey } : {}),
        ...nameKeys(profile.name, listedRole(user)),
        searchText: searchTextOf({ name: profile.name, email: user.email, phone: profile.phone }),
        ...nextRevision(user, actor),
      })
      .remove(profile.phone ? [] : ['phone'])
      .where(
        (a, { eq, notExists }) =>
          `${user.roleId ? eq(a.roleId, user.roleId) : notExists(a.roleId)}${
            profile.avatarKey ? ` AND ${user.avatarKey ? eq(a.avatarKey, user.avatarKey) : notExists(a.avatarKey)}` : ''
          }`,
      )
      .where(stillAt(user));
  const filing = personFiling(user, { ...user, name: profile.name, phone: profile.phone });
  // Most saves of a profile change nothing a search finds them by (a picture): the record alone, as it is written.
  if (filing.length === 0) {
    try {
      const { data } = await patch().go({ response: 'all_new' });
      return data as User;
    } catch (error) {
      if (isConditionFailure(error)) throw changedMeanwhile();
      throw error;
    }
  }
  const { canceled } = await transact([{ Update: patch().params() as TransactUpdate }, ...filing]);
  if (canceled) throw changedMeanwhile();
  const { data } = await UserEntity.get({ id: user.id }).go({ consistent: true });
  if (!data) throw changedMeanwhile();
  return data;
};

/** Forgets the user's picture (the caller deletes the file). */
export const clearAvatar = async (userId: string): Promise<void> => {
  await UserEntity.patch({ id: userId }).remove(['avatarKey']).go();
};

/** Deletes a user and frees their e-mail; the role that must keep a holder keeps one. */
export const remove = async (user: User, keep?: KeepOneHolder): Promise<void> => {
  const role = listedRole(user);
  const outcome = await withRetries(() =>
    transact([
      ...itemsOf(
        accounts.transaction.write(({ user: users, userEmail, listCount }) => [
          // Conditional on the role and courses it was read with, so a user deleted or moved meanwhile is not counted
          // out twice; and on its revision, so the search entries taken off are those of the name it has now.
          users
            .delete({ id: user.id })
            .where(
              (a, { eq, notExists }) =>
                `${user.roleId ? eq(a.roleId, user.roleId) : notExists(a.roleId)} AND ${user.trainerCourseIds ? eq(a.trainerCourseIds, user.trainerCourseIds) : notExists(a.trainerCourseIds)}`,
            )
            .where(stillAt(user))
            .commit(),
          userEmail.delete({ email: user.email }).commit(),
          moveCount(listCount, USERS_LIST, ALL_USERS, -1),
          ...(role ? [moveCount(listCount, USERS_LIST, roleScope(role), -1, floorOf(role, keep))] : []),
          ...moveTrainerCounts(listCount, user.trainerCourseIds ?? [], []),
        ]),
      ),
      ...personFiling(user, undefined),
    ]),
  );
  if (!outcome.canceled) return;
  if (outcome.data[3]?.code === 'ConditionalCheckFailed' && keep) throw keep.refusal();
  throw changedMeanwhile();
};

/** Sets a new password hash. */
export const setPasswordHash = async (userId: string, passwordHash: string): Promise<void> => {
  await UserEntity.patch({ id: userId }).set({ passwordHash }).go();
};

/** Hashes and sets a new password. */
export const setPassword = async (userId: string, password: string): Promise<void> => setPasswordHash(userId, await hashPassword(password));

/** Marks a user verified (or not), keeping when their e-mail was first verified. */
export const setVerified = async (user: User, verified: boolean): Promise<User> => {
  const { data } = await UserEntity.patch({ id: user.id })
    .set({ verified, ...(verified && !user.emailVerifiedAt ? { emailVerifiedAt: new Date().toISOString() } : {}) })
    .go({ response: 'all_new' });
  return data as User;
};

/** Deactivates the account (from now) or makes it active again. */
export const setActive = async (user: User, active: boolean): Promise<User> => {
  const patch = UserEntity.patch({ id: user.id });
  const { data } = await (active ? patch.remove(['deactivatedAt']) : patch.set({ deactivatedAt: new Date().toISOString() })).go({
    response: 'all_new',
  });
  return data as User;
};

/** Moves the count of trainers of each course a profile gains (+1) or loses (-1). */
const moveTrainerCounts = (listCount: ListCounts, before: readonly string[], after: readonly string[]) => {
  const had = new Set(before);
  const has = new Set(after);
  return [
    ...[...has].filter((id) => !had.has(id)).map((id) => moveCount(listCount, COURSE_TRAINERS, id, 1)),
    ...[...had].filter((id) => !has.has(id)).map((id) => moveCount(listCount, COURSE_TRAINERS, id, -1)),
  ];
};

/**
 * Saves a trainer profile: its details, and the ids of the courses delivered (checked by the caller). Each course's
 * count of trainers moves in the same transaction, conditional on the courses read, so two saves at once count once.
 */
const TRAINER_SAVE_ATTEMPTS = 8;

export const setTrainerProfile = async (
  userId: string,
  profile: Omit<TrainerProfile, 'courses'>,
  courseIds: string[],
  actor: Actor,
  /** The account's revision the profile was edited from, and its view for a 409 when someone saved since. */
  edited?: { from: number; view: (user: User) => Promise<unknown> },
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const { data: user } = await UserEntity.get({ id: userId }).go({ consistent: true });
    if (!user) throw changedMeanwhile();
    // Someone saved the account after the profile was read: theirs is not overwritten.
    if (edited && recordRevision(user) !== edited.from) throw new RecordChangedError(user, await edited.view(user));
    const before = user.trainerCourseIds ?? [];
    const outcome = await withRetries(() =>
      accounts.transaction
        .write(({ user: users, listCount }) => [
          users
            .patch({ id: userId })
            .set({ trainer: profile, trainerCourseIds: courseIds, ...nextRevision(user, actor) })
            .where((a, { eq, notExists }) => (user.trainerCourseIds ? eq(a.trainerCourseIds, user.trainerCourseIds) : notExists(a.trainerCourseIds)))
            .where(stillAt(user))
            .commit(),
          ...moveTrainerCounts(listCount, before, courseIds),
        ])
        .go(),
    );
    if (!outcome.canceled) return;
    // Another save came between the read and the write (the same profile saved twice at once, a double click): read it
    // again and save on it, after a short wait, as each round lets at least one of them through.
    if (attempt >= TRAINER_SAVE_ATTEMPTS) throw changedMeanwhile();
    await pause();
  }
};

// ---- Counts and who refers to what ----

/** How many users a partition of the users list holds (all, or one role's). */
export const countUsers = (scope: string): Promise<number> => countOf(USERS_LIST, scope);

/** How many users are not students: every user less the students, both read at once. */
export const countStaff = async (): Promise<number> => {
  const counts = await countsOf(USERS_LIST, [ALL_USERS, roleScope(STUDENT_ROLE_ID)]);
  return counts.get(ALL_USERS)! - counts.get(roleScope(STUDENT_ROLE_ID))!;
};

/** How many users have each of these roles as their role (the first). */
export const countByRole = async (roleIds: string[]): Promise<Map<string, number>> => {
  const counts = await countsOf(USERS_LIST, roleIds.map(roleScope));
  return new Map(roleIds.map((id) => [id, counts.get(roleScope(id)) ?? 0]));
};

/** Up to `limit` users whose role (the first) is one of these, by name: whom to tell of work for that role. */
export const usersOfRoles = async (roleIds: readonly string[], limit: number): Promise<User[]> => {
  const found: User[] = [];
  for (const roleId of roleIds) {
    if (found.length >= limit) break;
    // A deactivated account is told of nothing.
    const { data } = await UserEntity.query
      .byRole({ roleId })
      .where((a, { notExists }) => notExists(a.deactivatedAt))
      .go({ limit: limit - found.length });
    found.push(...data);
  }
  return found;
};

/** How many users hold a role at all, first or further back (reads every user: for a deletion, not for lists). */
export const countHolders = (roleId: string): Promise<number> =>
  countMatching(
    UserEntity.query
      .all({})
      .where((a, { contains }) => contains(a.roleIds, roleId))
      .params(),
  );

// ---- Migration ----

type LegacyTrainer = (TrainerProfile & { courses?: string[] }) | undefined;

/**
 * Brings users written before the list indexes and course ids to today's shape: the derived list
 * attributes, trainer courses as ids (a code the catalogue no longer holds is dropped, as saving would
 * refuse it), and the counts recounted. Safe to run again; run while nothing else writes users.
 */
export const migrate = async (courseIdOfCode: (code: string) => Promise<string | undefined>): Promise<number> => {
  const { data: users } = await UserEntity.query.all({}).go({ pages: 'all' });
  const { data: roles } = await RoleEntity.query.all({}).go({ pages: 'all' });
  const counts = new Map<string, number>([[ALL_USERS, 0], ...roles.map((r) => [roleScope(r.id), 0] as [string, number])]);
  for (const user of users) {
    const trainer = user.trainer as LegacyTrainer;
    const legacyCodes = trainer?.courses;
    const courseIds = legacyCodes
      ? (await Promise.all(legacyCodes.map((code) => courseIdOfCode(code)))).filter((id): id is string => Boolean(id))
      : undefined;
    const { courses: _codes, ...profile } = trainer ?? ({} as NonNullable<LegacyTrainer>);
    // Written whole: a patch would leave out the keys of indexes whose partition has no attributes (gsi2, gsi4).
    await UserEntity.put({
      ...user,
      ...listAttributes(user),
      ...(legacyCodes ? { trainer: profile, trainerCourseIds: [...new Set([...(user.trainerCourseIds ?? []), ...courseIds!])] } : {}),
    }).go();
    counts.set(ALL_USERS, counts.get(ALL_USERS)! + 1);
    const role = user.roleIds[0];
    if (role) counts.set(roleScope(role), (counts.get(roleScope(role)) ?? 0) + 1);
  }
  await setCounts(USERS_LIST, counts);
  return users.length;
};

/**
 * Files the staff in their own index (a migration): every user rewritten whole with the attribute it keys by. Runs
 * while nothing else writes users.
 */
export const migrateToStaffIndex = async (): Promise<number> => {
  const { data: users } = await UserEntity.query.all({}).go({ pages: 'all' });
  await rewriteWhole(users.map((user) => UserEntity.put({ ...user, ...listAttributes(user) })));
  return users.length;
};

/** Files every person in PEOPLE_SEARCH (a migration, and the bench's generated college: run while nothing else writes users). */
export const filePeopleForSearch = async (): Promise<number> => {
  const { data: users } = await UserEntity.query.all({}).go({ pages: 'all', attributes: ['id', 'name', 'email', 'phone'] });
  const entries = users.flatMap((user) => personFiling(undefined, user));
  await putEntriesInBatches(entries);
  return users.length;
};

/** Counts the trainers of each course from every profile (a migration: run while nothing else writes users). */
export const countTrainersPerCourse = async (): Promise<number> => {
  const { data } = await UserEntity.query.all({}).go({ pages: 'all', attributes: ['trainerCourseIds'] });
  const counts = new Map<string, number>();
  for (const user of data) for (const id of new Set(user.trainerCourseIds ?? [])) counts.set(id, (counts.get(id) ?? 0) + 1);
  await setCounts(COURSE_TRAINERS, counts);
  return counts.size;
};
