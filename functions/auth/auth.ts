// Sign-in, sign-out, registration, e-mail verification and password reset.
import type { GetUserResponse, LoginResponse } from '@shared/schemas/auth';
import { avatarUrl, createAccount, findByEmail, getAccount, setPassword, setVerified } from '@functions/lib/accounts';
import { ConflictError, UnauthorizedError, ValidationError } from '@functions/lib/errors';
import { assertNotThrottled, clearFailures, recordFailure } from '@functions/lib/login-throttle';
import { appLink, sendMail, PRODUCT_NAME } from '@functions/lib/mail';
import { consumeToken, issueToken } from '@functions/lib/one-time-tokens';
import { burnPasswordCheck, verifyPassword } from '@functions/lib/secrets';
import { endAllSessions, endSession, loadRoles, permissionsOf, startSession, type Caller } from '@functions/lib/session';
import { STUDENT_ROLE_ID } from '@functions/lib/system-roles';
import { config } from '@functions/lib/config';
import type { User } from '@functions/lib/db';

const badCredentials = () => new UnauthorizedError('auth.invalid_credentials', 'These credentials do not match our records.');

/** Checks the password (rate-limited per e-mail) and opens a session. */
export const login = async (email: string, password: string, remember: boolean): Promise<LoginResponse> => {
  await assertNotThrottled(email);
  const user = await findByEmail(email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !ok) {
    await recordFailure(email);
    throw badCredentials();
  }
  await clearFailures(email);
  const roles = await loadRoles(user.roleIds);
  return {
    access_token: await startSession(user.id, remember),
    user: { id: user.id, name: user.name, email: user.email, roles: roles.map((r) => ({ name: r.name })) },
    permissions: permissionsOf(roles),
  };
};

export const logout = (caller: Caller) => endSession(caller.tokenHash);

/** The signed-in user as spec §7's get-user answers it. */
export const currentUser = async (caller: Caller): Promise<GetUserResponse> => ({
  domain: new URL(config.appUrl).host,
  email: caller.user.email,
  name: caller.user.name,
  roles: caller.roles.map((r) => ({ name: r.name })),
  user_id: caller.userId,
  available_for_chat: caller.user.availableForChat ?? false,
  permissions: caller.permissions,
  // Not in spec §7's list: the header shows the picture, and this call is the one the SPA keeps fresh.
  avatar_url: await avatarUrl(caller.user.avatarKey),
});

const sendVerificationMail = async (user: User) => {
  const token = await issueToken(user.id, 'verify-email');
  await sendMail({
    to: user.email,
    subject: `Verify your e-mail address for the ${PRODUCT_NAME}`,
    paragraphs: [
      `Hello ${user.name},`,
      'Please confirm your e-mail address by opening this link within 48 hours:',
      appLink(`/email/verify/${encodeURIComponent(user.id)}/${token}`),
      'If you did not create an account, you can ignore this message.',
    ],
  });
};

/** Creates an unverified Student and mails the verification link. */
export const register = async (name: string, email: string, password: string): Promise<void> => {
  const user = await createAccount({ name, email, password, roleIds: [STUDENT_ROLE_ID], verified: false });
  await sendVerificationMail(user);
};

const invalidLink = (field: string, what: string) =>
  new ValidationError({ [field]: [`This ${what} link is invalid or has expired.`] }, `This ${what} link is invalid or has expired.`);

/** Marks the user verified when the token is theirs; a second click on the same link is harmless. */
export const verifyEmail = async (userId: string, token: string): Promise<string> => {
  const user = await getAccount(userId).catch(() => undefined);
  if (!user) throw invalidLink('token', 'verification');
  if (user.emailVerifiedAt && !(await consumeToken(userId, 'verify-email', token))) return 'Your e-mail address is already verified.';
  if (!user.emailVerifiedAt && !(await consumeToken(userId, 'verify-email', token))) throw invalidLink('token', 'verification');
  await setVerified(user, true);
  return 'Your e-mail address is verified. Thank you!';
};

export const resendVerification = async (caller: Caller): Promise<void> => {
  if (caller.user.emailVerifiedAt) throw new ConflictError('auth.already_verified', 'Your e-mail address is already verified.');
  await sendVerificationMail(caller.user);
};

/** Mails a reset link when the e-mail belongs to someone; says nothing either way. */
export const forgotPassword = async (email: string): Promise<void> => {
  const user = await findByEmail(email);
  if (!user) return;
  const token = await issueToken(user.id, 'reset-password');
  await sendMail({
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      `Hello ${user.name},`,
      'We received a request to reset your password. The link below works once, for 60 minutes:',
      appLink(`/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`),
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
};

/** Sets the new password, signs the user out everywhere, and counts the mail round-trip as verification. */
export const resetPassword = async (email: string, token: string, password: string): Promise<void> => {
  const user = await findByEmail(email);
  if (!user || !(await consumeToken(user.id, 'reset-password', token))) throw invalidLink('email', 'password reset');
  await setPassword(user.id, password);
  await endAllSessions(user.id);
  await clearFailures(email);
  if (!user.emailVerifiedAt) await setVerified(user, true);
};
