// The sign-in burst of `npm run load`: many Students signing in at the same moment (the start of a class), each from
// an address of its own as they would be. Their accounts are written straight into the store as the seed writes the
// demo accounts, with one password hashed once: making 200 through the API would hash 200 times before the burst
// even starts, on a machine where each hash is the burst's own cost.
import { ROLE } from '@shared/permissions';
import { inBatches, type JsonCall } from '../bench/chat-bench';

const PASSWORD = 'Load-student-pass-1';

export interface SignIn {
  ms: number;
  failure?: string;
}

export interface Burst {
  signIns: SignIn[];
  /** From the first sign-in sent until the last answered. */
  wallMs: number;
}

/** `count` verified Students, made in the store; answers their e-mail addresses. */
export const makeStudents = async (count: number): Promise<string[]> => {
  // Loaded once the local cloud has set the environment: the data layer reads its settings at module scope.
  const { hashPassword } = await import('@functions/platform/secrets');
  const { create } = await import('@functions/users/user-store');
  const { roleSlug } = await import('@functions/roles/system-roles');
  const passwordHash = await hashPassword(PASSWORD);
  const tag = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, i) => `load.student.${i}.${tag}@example.com`);
  await inBatches(emails, 10, (email, i) =>
    create({ name: `Load Student ${i}`, email, password: PASSWORD, passwordHash, roleIds: [roleSlug(ROLE.student)], verified: true }),
  );
  return emails;
};

/** An address of its own for each sign-in: the throttle counts per client address (login-throttle.ts). */
const addressOf = (i: number) => `127.4.${Math.floor(i / 250)}.${1 + (i % 250)}`;

/** Every account signs in at once, each from its own address; each sign-in timed, and the whole. */
export const signInAtOnce = async (call: JsonCall, emails: readonly string[]): Promise<Burst> => {
  const begin = performance.now();
  const signIns = await Promise.all(
    emails.map(async (email, i): Promise<SignIn> => {
      const started = performance.now();
      try {
        const { status, body } = await call('POST', '/api/login', { body: { email, password: PASSWORD }, from: addressOf(i) });
        const ms = performance.now() - started;
        return status === 200 ? { ms } : { ms, failure: `HTTP ${status} ${JSON.stringify(body).slice(0, 300)}` };
      } catch (error) {
        return { ms: performance.now() - started, failure: `network error: ${(error as Error).message}` };
      }
    }),
  );
  return { signIns, wallMs: performance.now() - begin };
};
