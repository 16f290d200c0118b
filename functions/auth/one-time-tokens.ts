// One-time tokens for the links that mails carry (e-mail verification, password reset). Each use is a
// conditional write on the token's hash and expiry, so of any number of concurrent uses exactly one wins.
import { Entity } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { expiresIn, isConditionFailure } from '@functions/platform/db';
import { hashToken, newToken } from '@functions/platform/secrets';

const ttl = { type: 'number', field: 'expires_at' } as const;

/** A one-time token (e-mail verification, password reset); one live token per user and purpose. */
export const OneTimeTokenEntity = new Entity(
  {
    model: { entity: 'oneTimeToken', version: '1', service: 'portal' },
    attributes: {
      purpose: { type: ['verify-email', 'reset-password'] as const, required: true },
      userId: { type: 'string', required: true },
      tokenHash: { type: 'string', required: true },
      /** Set when a link that may be opened again (verification) was used; the token then works no more. */
      usedAt: { type: 'string' },
      expiresAt: { ...ttl, required: true },
    },
    indexes: { byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['purpose'] } } },
  },
  { table: config.tableName, client: dynamo },
);

export type TokenPurpose = 'verify-email' | 'reset-password';

const LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'verify-email': 48 * 60 * 60,
  'reset-password': 60 * 60,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Issues a token for this purpose, replacing any earlier one (an older link stops working). */
export const issueToken = async (userId: string, purpose: TokenPurpose): Promise<string> => {
  const token = newToken();
  await OneTimeTokenEntity.put({ userId, purpose, tokenHash: hashToken(token), expiresAt: expiresIn(LIFETIME_SECONDS[purpose]) }).go();
  return token;
};

/** Uses up a token: true for the one use that found it matching and unexpired; it is gone afterwards. */
export const consumeToken = async (userId: string, purpose: TokenPurpose, token: string): Promise<boolean> => {
  try {
    await OneTimeTokenEntity.delete({ userId, purpose })
      .where((a, { eq, gt }) => `${eq(a.tokenHash, hashToken(token))} AND ${gt(a.expiresAt, nowSeconds())}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

export type Redemption = 'redeemed' | 'already-redeemed' | 'invalid';

/**
 * Marks a token used, keeping it until it expires so that opening the same link again is recognised
 * (a verification link clicked twice) without working twice: exactly one use is `redeemed`.
 */
export const redeemToken = async (userId: string, purpose: TokenPurpose, token: string): Promise<Redemption> => {
  const tokenHash = hashToken(token);
  try {
    await OneTimeTokenEntity.patch({ userId, purpose })
      .set({ usedAt: new Date().toISOString() })
      .where((a, { eq, gt, notExists }) => `${eq(a.tokenHash, tokenHash)} AND ${gt(a.expiresAt, nowSeconds())} AND ${notExists(a.usedAt)}`)
      .go();
    return 'redeemed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data } = await OneTimeTokenEntity.get({ userId, purpose }).go({ consistent: true });
  return data?.tokenHash === tokenHash && data.usedAt && data.expiresAt > nowSeconds() ? 'already-redeemed' : 'invalid';
};
