// Password hashing and opaque tokens. Only hashes are stored: a leaked table yields no usable secret.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { config } from './config';

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

// OWASP's scrypt minimum (N=2^17 is stronger but costs ~130 MB and ~300 ms per sign-in on a small Lambda). A hash
// names its own parameters, so a password is checked at the cost it was hashed at, whatever PARAMS say now.
export const PASSWORD_HASH_PARAMS = { N: 16384, r: 8, p: 1 };
// The suites' local clouds only (config.ts, QUICK_PASSWORD_HASHES): the same scheme at a sixteenth of the work.
const QUICK_PARAMS = { ...PASSWORD_HASH_PARAMS, N: 1024 };
const PARAMS = config.quickPasswordHashes ? QUICK_PARAMS : PASSWORD_HASH_PARAMS;
const KEY_LENGTH = 64;

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64). */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
};

/** Checks a password against a stored hash in constant time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
};

// A stored hash to compare against when the e-mail is unknown, so a miss costs as long as a hit.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(password, await dummyHash);
};

/** A random URL-safe token of 32 bytes. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of a token: what the table keeps instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A sortable unique id for new records. */
export const newId = (): string => `${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
