// User accounts as the API reads them: lookups and the view. Every write goes through user-store.ts.
import { recordRevision } from '@functions/platform/record-revisions';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { UserView } from '@shared/schemas/users';
import { s3 } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { NotFoundError } from '@functions/platform/errors';
import { UserEmailEntity } from './user-store';
import { UserEntity, userKey, type Role, type User } from '@functions/platform/identity-records';
import type { ReadItems } from '@functions/platform/http';
import { loadRoles } from '@functions/platform/session';
import { STUDENT_ROLE_ID } from '@functions/roles/roles';
import { quickParser } from '@functions/platform/db';

/** The user with this e-mail, if any. */
export const findByEmail = async (email: string): Promise<User | undefined> => {
  const { data: claim } = await UserEmailEntity.get({ email: email.toLowerCase() }).go();
  if (!claim) return undefined;
  const { data } = await UserEntity.get({ id: claim.userId }).go();
  return data ?? undefined;
};

const isStudent = (user: User | undefined): user is User => user?.roleIds[0] === STUDENT_ROLE_ID;

/** The account with this e-mail when its role (the first) is Student: whom a form filled in by someone else is about. */
export const findStudentByEmail = async (email: string): Promise<User | undefined> => {
  const user = await findByEmail(email);
  return isStudent(user) ? user : undefined;
};

/** The students' accounts among these e-mails, by e-mail in lower case, read in batches (a migration's many forms). */
export const findStudentsByEmail = async (emails: readonly string[]): Promise<Map<string, User>> => {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const { data: claims } = wanted.length ? await UserEmailEntity.get(wanted.map((email) => ({ email }))).go() : { data: [] };
  const { data: users } = claims.length ? await UserEntity.get(claims.map((c) => ({ id: c.userId }))).go() : { data: [] };
  const byId = new Map(users.filter(isStudent).map((u) => [u.id, u]));
  return new Map(claims.flatMap((c) => (byId.has(c.userId) ? [[c.email, byId.get(c.userId)!]] : [])));
};

const userFromItem = quickParser(UserEntity);

/** What a read of one account reads before its caller is known: the user item, beside the caller's session. */
export const readAccountAhead = async (id: string, items: ReadItems): Promise<User | undefined> => {
  const [item] = await items([userKey(id)]);
  return userFromItem(item);
};

/** The user with this id, or a 404. */
export const getAccount = async (id: string): Promise<User> => existing((await UserEntity.get({ id }).go()).data);

/** An account as it is this moment (a consistent read): after a conditional write of it was refused. */
export const freshAccount = async (id: string): Promise<User | undefined> =>
  (await UserEntity.get({ id }).go({ consistent: true })).data ?? undefined;

/** The account read, or a 404 when there is none. */
export const existing = (user: User | null | undefined): User => {
  if (!user) throw new NotFoundError('user.not_found', 'This user does not exist.');
  return user;
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
    active: !user.deactivatedAt,
    deactivated_at: user.deactivatedAt,
    avatar_url: await avatarUrl(user.avatarKey),
    created_at: user.createdAt,
    revision: recordRevision(user),
  };
};
