// User accounts: creation with a unique e-mail, lookups, the API view, e-mail changes and deletion.
// Used by sign-in, the users screens and the demo seed.
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { UserView } from '@shared/schemas/users';
import { s3 } from './clients';
import { config } from './config';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { UserEmailEntity, UserEntity, portal, isConditionFailure, type Role, type User } from './db';
import { hashPassword, newId } from './secrets';
import { loadRoles } from './session';

export interface NewAccount {
  name: string;
  email: string;
  phone?: string;
  password: string;
  /** A hash made earlier, to skip hashing the same password again (the demo seed). */
  passwordHash?: string;
  roleIds: string[];
  verified: boolean;
}

/** A 422 on `email`; registration catches it to answer as for a new address (see auth.ts). */
export class EmailTakenError extends ValidationError {
  constructor() {
    super({ email: ['This e-mail address is already registered.'] }, 'This e-mail address is already registered.');
  }
}

const emailTaken = () => new EmailTakenError();

/** Creates a user and claims their e-mail in one transaction; a taken e-mail is a 422 on `email`. */
export const createAccount = async (account: NewAccount): Promise<User> => {
  const user = {
    id: newId(),
    name: account.name,
    email: account.email,
    phone: account.phone,
    passwordHash: account.passwordHash ?? (await hashPassword(account.password)),
    roleIds: account.roleIds,
    verified: account.verified,
    emailVerifiedAt: account.verified ? new Date().toISOString() : undefined,
  };
  const result = await portal.transaction
    .write(({ user: users, userEmail }) => [
      userEmail.create({ email: account.email, userId: user.id }).commit(),
      users.create(user).commit(),
    ])
    .go();
  if (result.canceled) throw emailTaken();
  const { data } = await UserEntity.get({ id: user.id }).go();
  if (!data) throw new Error('A new user could not be read back');
  return data;
};

/** The user with this e-mail, if any. */
export const findByEmail = async (email: string): Promise<User | undefined> => {
  const { data: claim } = await UserEmailEntity.get({ email: email.toLowerCase() }).go();
  if (!claim) return undefined;
  const { data } = await UserEntity.get({ id: claim.userId }).go();
  return data ?? undefined;
};

/** The user with this id, or a 404. */
export const getAccount = async (id: string): Promise<User> => {
  const { data } = await UserEntity.get({ id }).go();
  if (!data) throw new NotFoundError('user.not_found', 'This user does not exist.');
  return data;
};

/** Every user (the lists filter and page them in memory). */
export const allAccounts = async (): Promise<User[]> => (await UserEntity.query.all({}).go({ pages: 'all' })).data;

/**
 * Moves a user to a new e-mail, releasing the old one, atomically: 422 when the new one is someone
 * else's, 409 when the user's e-mail changed meanwhile (two staff editing at once).
 */
export const changeEmail = async (user: User, email: string): Promise<void> => {
  if (email === user.email) return;
  const { canceled, data } = await portal.transaction
    .write(({ user: users, userEmail }) => [
      userEmail.create({ email, userId: user.id }).commit(),
      userEmail.delete({ email: user.email }).where((a, { eq }) => eq(a.userId, user.id)).commit(),
      users.patch({ id: user.id }).set({ email }).where((a, { eq }) => eq(a.email, user.email)).commit(),
    ])
    .go();
  if (!canceled) return;
  if (data[0]?.code === 'ConditionalCheckFailed') throw emailTaken();
  throw new ConflictError('user.changed', 'Someone else changed this user at the same time. Reload and try again.');
};

/** Deletes a user and frees their e-mail. */
export const deleteAccount = async (user: User): Promise<void> => {
  await portal.transaction
    .write(({ user: users, userEmail }) => [
      users.delete({ id: user.id }).commit(),
      userEmail.delete({ email: user.email }).commit(),
    ])
    .go();
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

// Presigned avatar links last an hour; the SPA refetches the profile long before that.
const AVATAR_URL_SECONDS = 60 * 60;

/** A short-lived link to a user's picture, when they have one. */
export const avatarUrl = (key: string | undefined) =>
  key ? getSignedUrl(s3, new GetObjectCommand({ Bucket: config.bucketName, Key: key }), { expiresIn: AVATAR_URL_SECONDS }) : undefined;

/** The API's view of a user: never the password hash. */
export const toUserView = async (user: User, roles?: Role[]): Promise<UserView> => {
  const userRoles = roles ?? (await loadRoles(user.roleIds));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: userRoles.map((r) => ({ id: r.id, name: r.name })),
    verified: user.verified,
    email_verified_at: user.emailVerifiedAt,
    avatar_url: await avatarUrl(user.avatarKey),
    created_at: user.createdAt,
    ...(user.trainer ? { trainer: user.trainer } : {}),
  };
};

export { isConditionFailure };

/** Guards against the last Superadmin losing the role or the account: the portal would be unmanageable. */
export const assertNotLastSuperadmin = async (user: User, superadminRoleId: string): Promise<void> => {
  if (user.roleIds[0] !== superadminRoleId) return;
  const others = (await allAccounts()).filter((u) => u.id !== user.id && u.roleIds[0] === superadminRoleId);
  if (others.length === 0) throw new ConflictError('user.last_superadmin', 'This is the only Superadmin; make someone else Superadmin first.');
};
