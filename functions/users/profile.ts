// The signed-in user's own profile: details, avatar and password. The avatar is a file of the user's record
// in the `avatars` area (functions/platform/attachments.ts): one picture, a new one replacing the old.
import { assertNotOvertaken, overtakenOrElse } from '@functions/platform/record-revisions';
import { freshAccount, toUserView } from './accounts';
import {
  confirmUpload,
  listAttachments,
  removeAllAttachments,
  removeAttachmentIfPresent,
  startUpload,
  uploadIdOfKey,
  type Attachment,
  type RecordRef,
} from '@functions/platform/attachments';
import { UserEntity, type User } from '@functions/platform/identity-records';
import { ConflictError, ValidationError, fieldError } from '@functions/platform/errors';
import { verifyPassword } from '@functions/platform/secrets';
import { endAllSessions, type Caller } from '@functions/platform/session';
import { removeFile } from '@functions/platform/storage';
import * as UserStore from './user-store';

const avatarsOf = (userId: string): RecordRef => ({ area: 'avatars', id: userId });

export const showProfile = (caller: Caller) => toUserView(caller.user, caller.roles);

/** Issues a presigned upload for a new avatar of the caller's own, limited to the avatar policy's types and size. */
export const startAvatarUpload = (caller: Caller, contentType: string, size: number) =>
  startUpload(avatarsOf(caller.userId), caller.userId, { content_type: contentType, size });

/**
 * Confirms the upload behind `key` (the staged key the SPA was handed): a key of the caller's own, the
 * size, and the type its first bytes show. The same key confirmed again answers the same picture.
 */
const confirmAvatar = async (caller: Caller, key: string): Promise<Attachment> => {
  const avatars = avatarsOf(caller.userId);
  const uploadId = uploadIdOfKey(avatars, key);
  if (!uploadId) throw fieldError('avatar_key', 'This picture was not uploaded by you.');
  return confirmUpload(avatars, uploadId, caller.userId, 'avatar_key', key);
};

/**
 * Removes the picture a successful change replaced, and only that one. The change was conditional on that
 * very picture, so exactly one request replaces it and exactly one removes it: two windows racing never
 * remove the picture the other one set (the loser removes its own upload). A picture from before avatars
 * were attachments is a bare key.
 */
const removeReplacedAvatar = async (userId: string, previousKey: string | undefined) => {
  if (!previousKey) return;
  const replaced = (await listAttachments(avatarsOf(userId))).find((a) => a.objectKey === previousKey);
  if (replaced) await removeAttachmentIfPresent(avatarsOf(userId), replaced.id);
  else await removeFile(previousKey);
};

export const updateProfile = async (
  caller: Caller,
  { revision, ...body }: { name: string; phone?: string; avatar_key?: string; revision?: number },
) => {
  const currentView = async () => toUserView((await freshAccount(caller.userId)) ?? caller.user, caller.roles);
  await assertNotOvertaken(revision, caller.user, currentView);
  const previousAvatar = caller.user.avatarKey;
  const confirmed = body.avatar_key && body.avatar_key !== previousAvatar ? await confirmAvatar(caller, body.avatar_key) : undefined;
  const newAvatar = confirmed && confirmed.objectKey !== previousAvatar ? confirmed : undefined;
  let user: User;
  try {
    user = await UserStore.changeProfile(caller.user, { name: body.name, phone: body.phone, avatarKey: newAvatar?.objectKey }, caller);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    if (!newAvatar)
      return overtakenOrElse(
        caller.user,
        () => freshAccount(caller.userId),
        currentView,
        () => error,
      );
    // The same picture set by a request that came at the same time (a double click, a retry): that is this
    // request's answer too, and the picture is theirs to keep.
    const { data: current } = await UserEntity.get({ id: caller.userId }).go({ consistent: true });
    if (current?.avatarKey === newAvatar.objectKey) return toUserView(current, caller.roles);
    // Another window set another picture first; it may have removed this one already, as one it replaced.
    await removeAttachmentIfPresent(avatarsOf(caller.userId), newAvatar.id);
    throw new ConflictError('profile.avatar_changed', 'Your picture was changed in another window. Reload and try again.');
  }
  if (newAvatar) await removeReplacedAvatar(caller.userId, previousAvatar);
  return toUserView(user, caller.roles);
};

/** Deletes every picture file of a user: on removing the avatar, and with the account. */
export const removeAvatarFiles = async (user: Pick<User, 'id' | 'avatarKey'>) => {
  await removeAllAttachments(avatarsOf(user.id));
  if (user.avatarKey) await removeFile(user.avatarKey);
};

export const removeAvatar = async (caller: Caller) => {
  if (!caller.user.avatarKey) return toUserView(caller.user, caller.roles);
  await UserStore.clearAvatar(caller.userId);
  await removeAvatarFiles(caller.user);
  return toUserView({ ...caller.user, avatarKey: undefined }, caller.roles);
};

/** Changes the caller's password after checking the current one; their other devices are signed out. */
export const changeOwnPassword = async (caller: Caller, current: string, password: string) => {
  if (!(await verifyPassword(current, caller.user.passwordHash))) {
    throw new ValidationError({ current_password: ['The current password is not correct.'] });
  }
  await UserStore.setPassword(caller.userId, password);
  await endAllSessions(caller.userId, { reason: 'password-changed', except: caller.tokenHash });
};
