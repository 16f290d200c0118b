// Sign-in, sign-out, registration, e-mail verification and password reset. The public calls answer alike
// whether or not an account exists — in what they say, in their status and in how long they take — so
// they cannot be used to find out who studies at the college (docs/decisions.md, "Enumeration").
import type { GetUserResponse, LoginResponse } from '@shared/schemas/auth';
import * as Users from '@functions/users/users';
import { ConflictError, ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from '@functions/platform/errors';
import { beginAttempt, forgetAccountFailures } from './login-throttle';
import { appLink, assertMayRequestMail, sendLimitedMail, PRODUCT_NAME } from '@functions/platform/mail';
import { consumeToken, issueToken, redeemToken } from './one-time-tokens';
import { describeWait } from '@functions/platform/rate-limit';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@functions/platform/secrets';
import { endAllSessions, endSession, loadRoles, permissionsOf, startSession, type Caller } from '@functions/platform/session';
import { STUDENT_ROLE_ID } from '@functions/roles/roles';
import { withFloor } from './uniform-timing';
import { config } from '@functions/platform/config';
import type { User } from '@functions/platform/identity-records';

// Longer than the slowest branch of each call takes in practice (a password hash, a write and a mail),
// so the time of an answer says nothing about which branch ran.
const REGISTER_FLOOR_MS = 800;
const FORGOT_PASSWORD_FLOOR_MS = 400;
const RESET_PASSWORD_FLOOR_MS = 600;

const deactivated = () =>
  new ForbiddenError('auth.deactivated', 'This account has been deactivated. Contact the college if you need to use it again.');
const badCredentials = () => new UnauthorizedError('auth.invalid_credentials', 'These credentials do not match our records.');

/** Checks the password (with the waits of login-throttle.ts) and opens a session. */
export const login = async (email: string, password: string, remember: boolean, client: string): Promise<LoginResponse> => {
  const attempt = await beginAttempt({ email, client });
  const user = await Users.findByEmail(email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !ok) {
    await attempt.failed();
    throw badCredentials();
  }
  await attempt.succeeded();
  // Said only to whoever knows the password: to anyone else the account answers as any other does.
  if (user.deactivatedAt) throw deactivated();
  const roles = await loadRoles(user.roleIds);
  return {
    access_token: await startSession(user.id, remember),
    user: { id: user.id, name: user.name, email: user.email, roles: roles.map((r) => ({ name: r.name })) },
    permissions: permissionsOf(roles),
  };
};

export const logout = (caller: Caller) => endSession(caller.userId, caller.tokenHash);

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
  avatar_url: await Users.avatarUrl(caller.user.avatarKey),
});

const verificationMail = async (user: User) => ({
  to: user.email,
  subject: `Verify your e-mail address for the ${PRODUCT_NAME}`,
  paragraphs: [
    `Hello ${user.name},`,
    'Please confirm your e-mail address by opening this link within 48 hours:',
    appLink(`/email/verify/${encodeURIComponent(user.id)}/${await issueToken(user.id, 'verify-email')}`),
    'If you did not create an account, you can ignore this message.',
  ],
});

/** What the owner of a registered address receives when someone registers it again (perhaps they forgot). */
const alreadyRegisteredMail = (user: User) => ({
  to: user.email,
  subject: `You already have a ${PRODUCT_NAME} account`,
  paragraphs: [
    `Hello ${user.name},`,
    'Someone, perhaps you, tried to create an account with this e-mail address, which already has one. Sign in here:',
    appLink('/login'),
    'If you do not remember your password, choose "Forgot your password?" on that page. If it was not you, you can ignore this message: nothing has changed.',
  ],
});

/**
 * Creates an unverified Student and mails the verification link; for an address that already has an
 * account, mails its owner instead. Either way the caller hears the same thing, at the same pace.
 */
export const register = (name: string, email: string, password: string, client: string): Promise<void> =>
  withFloor(REGISTER_FLOOR_MS, async () => {
    await assertMayRequestMail(client);
    try {
      const user = await Users.create({ name, email, password, roleIds: [STUDENT_ROLE_ID], verified: false });
      await sendLimitedMail(await verificationMail(user));
    } catch (error) {
      if (!(error instanceof Users.EmailTakenError)) throw error;
      const owner = await Users.findByEmail(email);
      if (owner) await sendLimitedMail(alreadyRegisteredMail(owner));
    }
  });

const invalidLink = (field: string, what: string) =>
  new ValidationError({ [field]: [`This ${what} link is invalid or has expired.`] }, `This ${what} link is invalid or has expired.`);

/**
 * Marks the user verified when the token is theirs. The same link opened again says so; any other link —
 * a wrong token, an unknown user, a verified user without the link — is invalid, so the answer never
 * tells whether an id belongs to someone.
 */
export const verifyEmail = async (userId: string, token: string): Promise<string> => {
  const redemption = await redeemToken(userId, 'verify-email', token);
  if (redemption === 'invalid') throw invalidLink('token', 'verification');
  if (redemption === 'already-redeemed') return 'Your e-mail address is already verified.';
  const user = await Users.getAccount(userId).catch(() => undefined);
  if (!user) throw invalidLink('token', 'verification');
  await Users.setVerified(user, true);
  return 'Your e-mail address is verified. Thank you!';
};

/** Mails a new verification link to the caller; their own address, so a limit can be said plainly. */
export const resendVerification = async (caller: Caller, client: string): Promise<void> => {
  if (caller.user.emailVerifiedAt) throw new ConflictError('auth.already_verified', 'Your e-mail address is already verified.');
  await assertMayRequestMail(client);
  const { sent, retryAfterSeconds } = await sendLimitedMail(await verificationMail(caller.user));
  if (!sent) {
    throw new TooManyRequestsError(
      'mail.too_many_to_address',
      `We have sent several e-mails to your address in the last hour. Check your inbox and spam folder, or try again in ${describeWait(retryAfterSeconds)}.`,
      retryAfterSeconds,
    );
  }
};

/** Mails a reset link when the e-mail belongs to someone; says nothing either way. */
export const forgotPassword = (email: string, client: string): Promise<void> =>
  withFloor(FORGOT_PASSWORD_FLOOR_MS, async () => {
    await assertMayRequestMail(client);
    const user = await Users.findByEmail(email);
    // A deactivated account gets no link: it could not sign in with the new password anyway.
    if (!user || user.deactivatedAt) return;
    await sendLimitedMail({
      to: user.email,
      subject: `Reset your ${PRODUCT_NAME} password`,
      paragraphs: [
        `Hello ${user.name},`,
        'We received a request to reset your password. The link below works once, for 60 minutes:',
        appLink(`/reset-password?token=${await issueToken(user.id, 'reset-password')}&email=${encodeURIComponent(user.email)}`),
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    });
  });

/** Sets the new password, signs the user out everywhere, and counts the mail round-trip as verification. */
export const resetPassword = (email: string, token: string, password: string, client: string): Promise<void> =>
  withFloor(RESET_PASSWORD_FLOOR_MS, async () => {
    // Hashed first, whatever the outcome, so a valid link costs no more time than an invalid one.
    const passwordHash = await hashPassword(password);
    const user = await Users.findByEmail(email);
    if (!user || user.deactivatedAt || !(await consumeToken(user.id, 'reset-password', token))) throw invalidLink('email', 'password reset');
    await Users.setPasswordHash(user.id, passwordHash);
    await endAllSessions(user.id, { reason: 'password-reset' });
    await forgetAccountFailures({ email, client });
    if (!user.emailVerifiedAt) await Users.setVerified(user, true);
  });
