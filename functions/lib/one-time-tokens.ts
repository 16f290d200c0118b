// One-time tokens for the links that mails carry (e-mail verification, password reset).
import { timingSafeEqual } from 'node:crypto';
import { OneTimeTokenEntity, expiresIn, isExpired } from './db';
import { hashToken, newToken } from './secrets';

export type TokenPurpose = 'verify-email' | 'reset-password';

const LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'verify-email': 48 * 60 * 60,
  'reset-password': 60 * 60,
};

/** Issues a token for this purpose, replacing any earlier one (an older link stops working). */
export const issueToken = async (userId: string, purpose: TokenPurpose): Promise<string> => {
  const token = newToken();
  await OneTimeTokenEntity.put({ userId, purpose, tokenHash: hashToken(token), expiresAt: expiresIn(LIFETIME_SECONDS[purpose]) }).go();
  return token;
};

/** Uses up a token: true when it matched and had not expired; it can never be used again either way. */
export const consumeToken = async (userId: string, purpose: TokenPurpose, token: string): Promise<boolean> => {
  const { data } = await OneTimeTokenEntity.get({ userId, purpose }).go();
  if (!data) return false;
  const matches = timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(data.tokenHash));
  if (!matches) return false;
  await OneTimeTokenEntity.delete({ userId, purpose }).go();
  return !isExpired(data.expiresAt);
};
