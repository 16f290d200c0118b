// Sessions: an opaque bearer token whose hash keys a session item; the caller's role and permissions
// are read from their roles on every call, so a permission change applies at once.
import { ALL_PERMISSIONS, ROLE } from '@shared/permissions';
import type { SessionEndReason } from '@shared/realtime/events';
import { RoleEntity, SessionEntity, UserEntity, expiresIn, isExpired, type Role, type User } from './db';
import { disconnectSessions } from './realtime';
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

/** Creates a session and returns its token (the only time the token exists in clear). */
export const startSession = async (userId: string, remember: boolean): Promise<string> => {
  const token = newToken();
  await SessionEntity.create({
    tokenHash: hashToken(token),
    userId,
    remember,
    expiresAt: expiresIn(remember ? REMEMBER_SECONDS : SESSION_SECONDS),
  }).go();
  return token;
};

/** The caller behind a bearer token, or undefined for an unknown, revoked or expired one. */
export const authenticate = async (token: string): Promise<Caller | undefined> => {
  const tokenHash = hashToken(token);
  const { data: session } = await SessionEntity.get({ tokenHash }).go();
  if (!session || isExpired(session.expiresAt)) return undefined;
  const { data: user } = await UserEntity.get({ id: session.userId }).go();
  if (!user) return undefined;
  const roles = await loadRoles(user.roleIds);
  return { userId: user.id, user, roles, role: roles[0]?.name, permissions: permissionsOf(roles), tokenHash };
};

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
