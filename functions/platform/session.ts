// Sessions: a bearer token `<user id>.<secret>` whose hash keys a session item. Every call reads, in one
// round trip, the session (logout and expiry apply at once), the user (a change of their roles applies at
// once) and the roles revision; the roles themselves come from memory while that revision has not moved, so a
// change to a role's permissions applies at once too, in every function.
import { ALL_PERMISSIONS, ROLE } from '@shared/permissions';
import type { SessionEndReason } from '@shared/schemas/auth';
import { ID_MAX_LENGTH, ID_PATTERN } from '@shared/schemas/common';
import { expiresIn, getTogether, isExpired, keyMaker, keyOf, quickParser, type TableKey } from './db';
import { RoleEntity, RolesRevisionEntity, SessionEntity, UserEntity, type Role, type User, userKey } from './identity-records';
import { disconnectSessions } from './realtime';
import { keptAtRevision, recentRevision, revisionFrom, type Revision } from './revision-memory';
import { hashToken, newToken } from './secrets';

// A working day for a plain sign-in; "remember me" keeps the device signed in for a month.
export const SESSION_SECONDS = 12 * 60 * 60;
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/** Who is calling: the user, their roles in order (the first is "the" role) and what they may do. */
export interface Caller {
  userId: string;
  user: User;
  roles: Role[];
  role: string | undefined;
  permissions: string[];
  tokenHash: string;
  /** The roles revision this request read: roles read at it may come from memory (see `rolesAsReadBy`). */
  rolesRevision: Revision;
}

/** Every role (a handful: lists and lookups read them all). */
export const allRoles = async (): Promise<Role[]> => (await RoleEntity.query.all({}).go({ pages: 'all' })).data;

/** The roles of these ids, in the same order, skipping any that no longer exist. */
export const loadRoles = async (roleIds: readonly string[]): Promise<Role[]> => {
  if (roleIds.length === 0) return [];
  const { data } = await RoleEntity.get(roleIds.map((id) => ({ id }))).go();
  const byId = new Map(data.map((r) => [r.id, r]));
  return roleIds.flatMap((id) => byId.get(id) ?? []);
};

/** Spec §6: Superadmin holds every permission; anyone else the union of their roles' lists. */
export const permissionsOf = (roles: readonly Role[]): string[] =>
  roles[0]?.name === ROLE.superadmin ? [...ALL_PERMISSIONS] : [...new Set(roles.flatMap((r) => r.permissions))];

// The user id is not secret (the secret is the 32 random bytes after it); it names the user item to read
// beside the session. The table keeps only the hash of the whole token.
const TOKEN_SEPARATOR = '.';

/** The user id a token names, when it has the shape of a session token (its session is checked to be that user's). */
export const userIdOf = (token: string): string | undefined => {
  const at = token.indexOf(TOKEN_SEPARATOR);
  const userId = token.slice(0, at);
  return at > 0 && userId.length <= ID_MAX_LENGTH && ID_PATTERN.test(userId) && at < token.length - 1 ? userId : undefined;
};

/** Creates a session and returns its token (the only time the token exists in clear). */
export const startSession = async (userId: string, remember: boolean): Promise<string> => {
  const token = `${userId}${TOKEN_SEPARATOR}${newToken()}`;
  await SessionEntity.create({
    tokenHash: hashToken(token),
    userId,
    remember,
    expiresAt: expiresIn(remember ? REMEMBER_SECONDS : SESSION_SECONDS),
  }).go();
  return token;
};

const sessionKey = keyMaker((tokenHash) => SessionEntity.get({ tokenHash }));
const rolesRevisionKey = keyOf(RolesRevisionEntity.get({}));
const sessionIn = quickParser(SessionEntity);
const userIn = quickParser(UserEntity);
const rolesRevisionIn = quickParser(RolesRevisionEntity);
// The roles' revision, read beside a session at most once a second (REVISION_TRUSTED_MS).
const rolesRevisions = recentRevision();

/** Called by a write that moves the roles' revision: this function's next requests read the new one. */
export const forgetRolesRevision = (): void => rolesRevisions.forget();

// Roles as read at a roles revision. Each entry holds data at least as new as its revision (read after that
// revision was), so an entry is used only by a request that read the same revision.
const knownRoles = new Map<string, { role: Role; revision: number }>();

/** The roles of these ids, in order, as of `revision`: from memory when read at it, else read again. */
const rolesAt = async (roleIds: readonly string[], revision: number): Promise<Role[]> => {
  const roles = new Map<string, Role>();
  const unknown: string[] = [];
  for (const id of roleIds) {
    const known = knownRoles.get(id);
    if (known?.revision === revision) roles.set(id, known.role);
    else unknown.push(id);
  }
  if (unknown.length) {
    const { data } = await RoleEntity.get(unknown.map((id) => ({ id }))).go({ consistent: true });
    for (const id of unknown) knownRoles.delete(id);
    for (const role of data) {
      roles.set(role.id, role);
      knownRoles.set(role.id, { role, revision });
    }
  }
  return roleIds.flatMap((id) => roles.get(id) ?? []);
};

/**
 * The caller behind a bearer token (undefined for an unknown, revoked or expired one), and the items of
 * `alsoRead` in the same round trip, in key order. Those items are read before the caller is known: use
 * them only when a caller came back, and only as far as that caller may see them.
 */
export const authenticateReading = async (
  token: string,
  alsoRead: readonly TableKey[],
): Promise<{ caller: Caller | undefined; items: (Record<string, unknown> | undefined)[] }> => {
  const userId = userIdOf(token);
  if (!userId) return { caller: undefined, items: [] };
  return readCaller(userId, hashToken(token), alsoRead);
};

/**
 * The caller of a session, by its user and token hash (a socket keeps those): undefined once it ended; with the items
 * of `alsoRead` in the same round trip, to use as `authenticateReading`'s.
 */
export const callerOfSession = (
  userId: string,
  tokenHash: string,
  alsoRead: readonly TableKey[] = [],
): Promise<{ caller: Caller | undefined; items: (Record<string, unknown> | undefined)[] }> => readCaller(userId, tokenHash, alsoRead);

const readCaller = async (
  userId: string,
  tokenHash: string,
  alsoRead: readonly TableKey[],
): Promise<{ caller: Caller | undefined; items: (Record<string, unknown> | undefined)[] }> => {
  const {
    revision: rolesRevision,
    items: [sessionItem, userItem, ...items],
  } = await rolesRevisions.readBeside(getTogether, rolesRevisionKey, (item) => revisionFrom(rolesRevisionIn(item)), [
    sessionKey(tokenHash),
    userKey(userId),
    ...alsoRead,
  ]);
  const session = sessionIn(sessionItem);
  if (!session || session.userId !== userId || isExpired(session.expiresAt)) return { caller: undefined, items: [] };
  const user = userIn(userItem);
  // A deactivated account's sessions were ended with it; one that began meanwhile (a sign-in racing the deactivation) is refused here.
  if (!user || user.deactivatedAt) return { caller: undefined, items: [] };
  const roles = await rolesAt(user.roleIds, rolesRevision.revision);
  const caller = { userId: user.id, user, roles, role: roles[0]?.name, permissions: permissionsOf(roles), tokenHash, rolesRevision };
  return { caller, items };
};

/** The caller behind a bearer token, or undefined for an unknown, revoked or expired one. */
export const authenticate = async (token: string): Promise<Caller | undefined> => (await authenticateReading(token, [])).caller;

/** The roles of these ids, in order, as of the caller's request: from memory when they were read at its revision. */
export const rolesAsReadBy = (caller: Caller, roleIds: readonly string[]): Promise<Role[]> => rolesAt(roleIds, caller.rolesRevision.revision);

const everyRoleAt = keptAtRevision(allRoles);

/** Every role as of the caller's request: from memory while the roles revision it read has not moved. */
export const allRolesAsReadBy = (caller: Pick<Caller, 'rolesRevision'>): Promise<Role[]> => everyRoleAt(caller.rolesRevision);

/** True while the session behind this token hash exists and has not expired (sockets check it on every message). */
export const isLiveSession = async (tokenHash: string): Promise<boolean> => {
  const { data } = await SessionEntity.get({ tokenHash }).go();
  return Boolean(data && !isExpired(data.expiresAt));
};

/** Ends one session at once, and closes the sockets it opened (other tabs of it hear `session.ended`). */
export const endSession = async (userId: string, tokenHash: string): Promise<void> => {
  await SessionEntity.delete({ tokenHash }).go();
  await disconnectSessions(userId, (hash) => hash === tokenHash, 'signed-out');
};

/**
 * Ends every session of a user (password reset, password change, account deletion) but `except`, and
 * closes their sockets, telling each why.
 */
export const endAllSessions = async (userId: string, options: { reason: SessionEndReason; except?: string }): Promise<void> => {
  const { data } = await SessionEntity.query.byUser({ userId }).go({ pages: 'all' });
  const doomed = data.filter((s) => s.tokenHash !== options.except).map((s) => ({ tokenHash: s.tokenHash }));
  if (doomed.length) await SessionEntity.delete(doomed).go();
  // Every socket but the kept session's, including those of sessions that expired on their own.
  await disconnectSessions(userId, (hash) => hash !== options.except, options.reason);
};
