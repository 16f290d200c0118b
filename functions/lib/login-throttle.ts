// Failed sign-ins per e-mail: after 5 within 15 minutes the e-mail is locked until the window passes.
import { LoginFailureEntity, expiresIn } from './db';
import { TooManyRequestsError } from './errors';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

// A failure's sort key is `<ISO time>#<random>` so two failures in one millisecond both count.
const failureKey = () => `${new Date().toISOString()}#${Math.random().toString(36).slice(2, 8)}`;
const failedAt = (key: string): number => Date.parse(key.split('#')[0]!);

const since = () => new Date(Date.now() - WINDOW_SECONDS * 1000).toISOString();

const recentFailures = async (email: string) =>
  (await LoginFailureEntity.query.byEmail({ email }).gte({ at: since() }).go({ pages: 'all' })).data;

/** Throws 429 while the e-mail has had too many recent failures. */
export const assertNotThrottled = async (email: string): Promise<void> => {
  const failures = await recentFailures(email);
  if (failures.length < MAX_FAILURES) return;
  const oldest = failedAt(failures[0]!.at);
  const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
  throw new TooManyRequestsError(
    'auth.too_many_attempts',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s) or reset your password.`,
    retryAfter,
  );
};

/** Records one failed sign-in. */
export const recordFailure = async (email: string): Promise<void> => {
  await LoginFailureEntity.create({ email, at: failureKey(), expiresAt: expiresIn(WINDOW_SECONDS) }).go();
};

/** Forgets the failures after a successful sign-in. */
export const clearFailures = async (email: string): Promise<void> => {
  const failures = await recentFailures(email);
  if (failures.length) await LoginFailureEntity.delete(failures.map((f) => ({ email, at: f.at }))).go();
};
