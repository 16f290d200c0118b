import * as z from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, ENTER_EMAIL, ENTER_PASSWORD, PERSON_NAME } from './person-rules';
import { SESSION_END_REASONS } from './session-end';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: ENTER_EMAIL }));

/** At least 8 characters with a letter and a digit: what a college IT policy asks as a minimum. */
export const Password = z
  .string()
  .min(8, 'The password must be at least 8 characters')
  .max(128, 'The password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'The password must contain a letter')
  .regex(/[0-9]/, 'The password must contain a digit');

export const PersonName = z.string().trim().min(PERSON_NAME.min, PERSON_NAME.tooShort).max(PERSON_NAME.max, PERSON_NAME.tooLong);

/** The repeated password: only compared with the password, so bounded like it. */
const Confirmation = z.string().max(128);

/** The token a mailed link carries (`newToken()`: 32 random bytes, base64url). */
export const OneTimeToken = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is invalid or has expired.');

/** Adds the "passwords match" rule to any schema with password and password_confirmation. */
export const withConfirmation = <T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) =>
  schema.refine((v) => v.password === v.password_confirmation, {
    message: 'The passwords do not match',
    path: ['password_confirmation'],
  });

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, ENTER_PASSWORD).max(128),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = withConfirmation(z.object({ name: PersonName, email: Email, password: Password, password_confirmation: Confirmation }));
export type RegisterBody = z.infer<typeof RegisterBody>;

export const ForgotPasswordBody = z.object({ email: Email });

export const ResetPasswordBody = withConfirmation(
  z.object({ email: Email, token: OneTimeToken, password: Password, password_confirmation: Confirmation }),
);

export const ChangeOwnPasswordBody = withConfirmation(
  z.object({ current_password: z.string().min(1, 'Enter your current password').max(128), password: Password, password_confirmation: Confirmation }),
);

export const SetPasswordBody = withConfirmation(z.object({ password: Password, password_confirmation: Confirmation }));

const RoleName = z.strictObject({ name: z.string() });

export const SessionUser = z.strictObject({ id: z.string(), name: z.string(), email: z.string(), roles: z.array(RoleName) });
export type SessionUser = z.infer<typeof SessionUser>;

/** The answer of POST /api/login (spec §7: top level, no envelope). */
export const LoginResponse = z.strictObject({ access_token: z.string(), user: SessionUser, permissions: z.array(z.string()) });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The answer of POST /api/get-user (spec §7: top level, no envelope). */
export const GetUserResponse = z.strictObject({
  domain: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(RoleName),
  user_id: z.string(),
  available_for_chat: z.boolean(),
  permissions: z.array(z.string()),
  /** A short-lived link to the user's picture, when they have one. */
  avatar_url: z.string().optional(),
});
export type GetUserResponse = z.infer<typeof GetUserResponse>;

/** Why the server ended a socket's session; the SPA says it and signs out locally. */
export const SessionEndReason = z.enum(SESSION_END_REASONS);
export type SessionEndReason = z.infer<typeof SessionEndReason>;

/** `session.ended` on the socket: the session that opened it ended, and why; the socket closes next. */
export const SessionEnded = z.object({ reason: SessionEndReason });
export type SessionEnded = z.infer<typeof SessionEnded>;
