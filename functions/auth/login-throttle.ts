// Limits on password guessing, after OWASP's authentication cheat sheet: failures are counted per account
// and client, per client, and per account, and each count past its free allowance imposes a growing wait
// instead of a hard lock. So a stranger cannot lock anyone out (their failures mostly count against
// their own address), one address cannot spray many accounts, and many addresses cannot grind one account
// from places it never signed in from. Every decision is taken on counts written atomically, so
// concurrent guesses cannot get more tries than sequential ones.
import { Entity } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/db';
import { TooManyRequestsError } from '@functions/platform/errors';
import { describeWait } from '@functions/platform/rate-limit';

export interface WaitPolicy {
  scope: 'account-client' | 'client' | 'account';
  /** Failures allowed before the first wait. */
  freeFailures: number;
  /** The wait after the last free failure; each further failure doubles it, up to the cap. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

export const WAIT_POLICIES = {
  // A person mistyping: five tries, then 30 s, 1, 2, 4, 8 and at most 15 minutes between tries.
  accountClient: { scope: 'account-client', freeFailures: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60 },
  // One address trying many accounts (credential stuffing, password spraying): a whole classroom behind
  // one NAT mistyping stays far below this.
  client: { scope: 'client', freeFailures: 50, firstWaitSeconds: 60, maxWaitSeconds: 60 * 60 },
  // Many addresses grinding one account; addresses it signed in from lately are spared (see `isKnownClient`).
  account: { scope: 'account', freeFailures: 100, firstWaitSeconds: 60, maxWaitSeconds: 15 * 60 },
} as const satisfies Record<string, WaitPolicy>;

// Failures are forgotten an hour after the last one; a known client is remembered for 30 days.
const MEMORY_SECONDS = 60 * 60;
const KNOWN_CLIENT_SECONDS = 30 * 24 * 60 * 60;

const LoginFailuresEntity = new Entity(
  {
    model: { entity: 'loginFailures', version: '1', service: 'portal' },
    attributes: {
      scope: { type: ['account-client', 'client', 'account'] as const, required: true },
      key: { type: 'string', required: true },
      failures: { type: 'number' },
      /** Epoch milliseconds of the latest failure: the wait runs from it. */
      lastFailureAt: { type: 'number' },
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: { byKey: { pk: { field: 'pk', composite: ['scope', 'key'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table: config.tableName, client: dynamo },
);

const KnownClientEntity = new Entity(
  {
    model: { entity: 'knownClient', version: '1', service: 'portal' },
    attributes: {
      email: { type: 'string', required: true },
      client: { type: 'string', required: true },
      expiresAt: { type: 'number', field: 'expires_at', required: true },
    },
    indexes: { byClient: { pk: { field: 'pk', composite: ['email', 'client'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table: config.tableName, client: dynamo },
);

/** One sign-in attempt: the e-mail tried (known or not) and the client's rate-limit key. */
export interface Attempt {
  email: string;
  client: string;
}

interface Count {
  failures: number;
  lastFailureAt: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Seconds until a key with this count may try again; 0 when it may now. */
export const waitSeconds = (policy: WaitPolicy, count: Count | undefined, now = Date.now()): number => {
  if (!count) return 0;
  const excess = count.failures - policy.freeFailures;
  if (excess < 0) return 0;
  const wait = Math.min(policy.firstWaitSeconds * 2 ** excess, policy.maxWaitSeconds);
  return Math.max(0, Math.ceil((count.lastFailureAt + wait * 1000 - now) / 1000));
};

const keysOf = (attempt: Attempt) =>
  [
    { policy: WAIT_POLICIES.accountClient, key: `${attempt.email} ${attempt.client}` },
    { policy: WAIT_POLICIES.client, key: attempt.client },
    { policy: WAIT_POLICIES.account, key: attempt.email },
  ] as const;

type Keyed = ReturnType<typeof keysOf>[number];

const live = (item: { failures?: number; lastFailureAt?: number; expiresAt: number } | null | undefined): Count | undefined =>
  item && item.expiresAt > nowSeconds() ? { failures: item.failures ?? 0, lastFailureAt: item.lastFailureAt ?? 0 } : undefined;

const isKnownClient = async (attempt: Attempt): Promise<boolean> => {
  const { data } = await KnownClientEntity.get({ email: attempt.email, client: attempt.client }).go();
  return Boolean(data && data.expiresAt > nowSeconds());
};

/** The counts of the attempt's keys, in `keysOf` order. */
const readCounts = async (attempt: Attempt, consistent: boolean): Promise<(Count | undefined)[]> => {
  const keys = keysOf(attempt);
  const { data } = await LoginFailuresEntity.get(keys.map(({ policy, key }) => ({ scope: policy.scope, key }))).go({ consistent });
  const byKey = new Map(data.map((item) => [`${item.scope} ${item.key}`, live(item)]));
  return keys.map(({ policy, key }) => byKey.get(`${policy.scope} ${key}`));
};

const tooManyAttempts = (seconds: number) =>
  new TooManyRequestsError(
    'auth.too_many_attempts',
    `Too many failed sign-in attempts. Try again in ${describeWait(seconds)}, or reset your password.`,
    seconds,
  );

/** Throws 429 when any key's count (in `keysOf` order) still imposes a wait; a known client is spared the account-wide one. */
const assertNoWait = (attempt: Attempt, counts: (Count | undefined)[], knownClient: boolean): void => {
  const waits = keysOf(attempt).map(({ policy }, i) => (policy.scope === 'account' && knownClient ? 0 : waitSeconds(policy, counts[i])));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyAttempts(wait);
};

/** Adds one failure to a key; answers the count it had before, or undefined when it had none (or it had expired). */
const addFailure = async ({ policy, key }: Keyed): Promise<Count | undefined> => {
  const now = Date.now();
  const expiresAt = nowSeconds() + MEMORY_SECONDS;
  try {
    const { data } = await LoginFailuresEntity.update({ scope: policy.scope, key })
      .add({ failures: 1 })
      .set({ lastFailureAt: now, expiresAt })
      .where((a, { notExists, gt }) => `${notExists(a.expiresAt)} OR ${gt(a.expiresAt, nowSeconds())}`)
      .go({ response: 'all_old' });
    return live(data as Parameters<typeof live>[0]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // An expired count DynamoDB has not deleted yet: start again from one.
    await LoginFailuresEntity.put({ scope: policy.scope, key, failures: 1, lastFailureAt: now, expiresAt }).go();
    return undefined;
  }
};

/** What a sign-in does once it may try: report the password's verdict. */
export interface SignInAttempt {
  /**
   * Counts a wrong password on every key. Throws 429 when a concurrent failure had already started a wait:
   * that guess came after the allowance, so it must not learn it was wrong any more than a later one would.
   */
  failed(): Promise<void>;
  /**
   * After a right password: 429 when concurrent failures started a wait meanwhile (a right guess past the
   * allowance is refused like a wrong one), else forgets this account's failures from this client and
   * remembers the client, which the account-wide wait then spares.
   */
  succeeded(): Promise<void>;
}

/**
 * Throws 429 while the attempt must wait; called before the password is checked, so a wait costs no
 * hashing. Otherwise answers what to do with the verdict.
 */
export const beginAttempt = async (attempt: Attempt): Promise<SignInAttempt> => {
  const [counts, knownClient] = await Promise.all([readCounts(attempt, false), isKnownClient(attempt)]);
  assertNoWait(attempt, counts, knownClient);
  return {
    failed: async () => assertNoWait(attempt, await Promise.all(keysOf(attempt).map(addFailure)), knownClient),
    succeeded: async () => {
      assertNoWait(attempt, await readCounts(attempt, true), knownClient);
      await Promise.all([
        LoginFailuresEntity.delete({ scope: WAIT_POLICIES.accountClient.scope, key: keysOf(attempt)[0].key }).go(),
        KnownClientEntity.put({ ...attempt, expiresAt: nowSeconds() + KNOWN_CLIENT_SECONDS }).go(),
      ]);
    },
  };
};

/** After a password reset (the mailbox's owner acted): this account starts with a clean slate everywhere. */
export const forgetAccountFailures = async (attempt: Attempt): Promise<void> => {
  const [accountClient, , account] = keysOf(attempt);
  await LoginFailuresEntity.delete([
    { scope: accountClient.policy.scope, key: accountClient.key },
    { scope: account.policy.scope, key: account.key },
  ]).go();
};
