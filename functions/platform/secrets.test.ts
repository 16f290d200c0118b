import { describe, expect, it } from 'vitest';
import { scryptSync } from 'node:crypto';
import { PASSWORD_HASH_PARAMS, hashPassword, hashToken, newId, newToken, verifyPassword } from './secrets';

describe('hashPassword and verifyPassword', () => {
  it('accepts the password that was hashed', async () => {
    const stored = await hashPassword('Correct-horse-1');
    await expect(verifyPassword('Correct-horse-1', stored)).resolves.toBe(true);
  });

  it.each(['correct-horse-1', 'Correct-horse-', 'Correct-horse-1 ', ''])('refuses the different password %j', async (attempt) => {
    const stored = await hashPassword('Correct-horse-1');
    await expect(verifyPassword(attempt, stored)).resolves.toBe(false);
  });

  it('stores scheme, cost parameters, salt and key, never the password', async () => {
    const stored = await hashPassword('Correct-horse-1');
    expect(stored).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('Correct-horse-1');
  });

  it('hashes at scrypt N=2^14, r=8, p=1 where no suite asks for quick hashes', async () => {
    const stored = await hashPassword('Correct-horse-1');
    expect(stored.split('$').slice(1, 4)).toEqual(['16384', '8', '1']);
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it('checks a password at the cost it was hashed at', async () => {
    // Prepare: a hash made at another cost than today's, as a quick suite's or an older portal's
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Correct-horse-1', salt, 64, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    // Act and assess
    await expect(verifyPassword('Correct-horse-1', stored)).resolves.toBe(true);
    await expect(verifyPassword('Correct-horse-2', stored)).resolves.toBe(false);
  });

  it('salts each hash, so the same password hashes differently', async () => {
    const [first, second] = await Promise.all([hashPassword('Same-pass-1'), hashPassword('Same-pass-1')]);
    expect(first).not.toBe(second);
  });

  it.each(['', 'plain-text-password', 'bcrypt$10$abc$def', 'scrypt$16384$8$1$$'])(
    'refuses any password against the malformed hash %j',
    async (stored) => {
      await expect(verifyPassword('anything-1', stored)).resolves.toBe(false);
    },
  );
});

describe('newToken', () => {
  it('is URL-safe and carries 32 random bytes', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('differs every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
  });
});

describe('hashToken', () => {
  it('is the hex SHA-256 of the token, the same every time', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abc')).toBe(hashToken('abc'));
  });

  it('differs for different tokens', () => {
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});

describe('newId', () => {
  it('is unique and made of lower-case letters and digits', () => {
    const ids = Array.from({ length: 100 }, newId);
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+$/);
  });

  it('sorts later ids after earlier ones', async () => {
    const earlier = newId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = newId();
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});
