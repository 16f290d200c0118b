// The signed-in user's own profile: details, avatar and password.
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@shared/schemas/users';
import { toUserView } from '@functions/lib/accounts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError, fieldError } from '@functions/lib/errors';
import { newOwnedKey, ownedKeyExtension } from '@functions/lib/object-keys';
import { verifyPassword } from '@functions/lib/secrets';
import { endAllSessions, type Caller } from '@functions/lib/session';
import { inspectFile, presignUpload, removeFile } from '@functions/lib/storage';
import * as UserStore from '@functions/lib/user-store';

const AVATAR_AREA = 'avatars';
const EXTENSIONS: Record<(typeof AVATAR_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION = new Map(Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]));
const tooLarge = () => new PayloadTooLargeError('avatar.too_large', 'The picture must be 2 MB or smaller.');
const wrongType = () => new UnsupportedMediaTypeError('avatar.type', 'Upload a PNG, JPEG or WebP picture.');
const isAvatarType = (type: string): type is (typeof AVATAR_TYPES)[number] => (AVATAR_TYPES as readonly string[]).includes(type);

export const showProfile = (caller: Caller) => toUserView(caller.user, caller.roles);

/** Issues a presigned upload for a new avatar under the caller's own key, limited to its type and 2 MB. */
export const startAvatarUpload = async (caller: Caller, contentType: string, size: number) => {
  if (!isAvatarType(contentType)) throw wrongType();
  if (size > AVATAR_MAX_BYTES) throw tooLarge();
  return presignUpload(newOwnedKey(AVATAR_AREA, caller.userId, EXTENSIONS[contentType]), contentType, AVATAR_MAX_BYTES);
};

/**
 * Checks what actually arrived in S3 before the profile points at it: a key the server made for this
 * caller, the size, and the type its first bytes show (the declared type is the browser's word only).
 */
const acceptAvatar = async (caller: Caller, key: string) => {
  const extension = ownedKeyExtension(key, AVATAR_AREA, caller.userId, Object.values(EXTENSIONS));
  if (!extension) throw fieldError('avatar_key', 'This picture was not uploaded by you.');
  const file = await inspectFile(key);
  if (!file) throw fieldError('avatar_key', 'The picture has not finished uploading. Try again.');
  const refusal = file.size > AVATAR_MAX_BYTES ? tooLarge() : file.type !== TYPE_OF_EXTENSION.get(extension) ? wrongType() : undefined;
  if (refusal) {
    // Nothing will ever point at it: it goes at once.
    await removeFile(key);
    throw refusal;
  }
};

export const updateProfile = async (caller: Caller, body: { name: string; phone?: string; avatar_key?: string }) => {
  const previousAvatar = caller.user.avatarKey;
  const newAvatar = body.avatar_key && body.avatar_key !== previousAvatar ? body.avatar_key : undefined;
  if (newAvatar) await acceptAvatar(caller, newAvatar);
  const user = await UserStore.changeProfile(caller.user, { name: body.name, phone: body.phone, avatarKey: newAvatar });
  if (newAvatar && previousAvatar) await removeFile(previousAvatar);
  return toUserView(user, caller.roles);
};

export const removeAvatar = async (caller: Caller) => {
  const key = caller.user.avatarKey;
  if (!key) return toUserView(caller.user, caller.roles);
  await UserStore.clearAvatar(caller.userId);
  await removeFile(key);
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
