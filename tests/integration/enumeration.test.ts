// Account enumeration (security hardening, hole 10): forgot-password took 15 ms for a known address and
// 5 ms for an unknown one, registration said the address was taken, and a made-up token on a verified
// user's id answered 200. Now the public calls answer alike, in words, status and time.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { call, demoEmail, randomLoopbackAddress, uniqueEmail, type ApiResponse } from '../support/api';
import { asSuperadmin, newPerson, registration } from '../support/fixtures';

/** Calls from a client of its own each time, so the mail limits of this file never shape the answers. */
const timed = async (method: string, path: string, body: unknown): Promise<ApiResponse & { ms: number }> => {
  const started = performance.now();
  const res = await call(method, path, { body, from: randomLoopbackAddress() });
  return { ...res, ms: performance.now() - started };
};

describe('POST /api/forgot-password', () => {
  it('answers a known and an unknown address alike, and no sooner than its floor', async () => {
    // Prepare
    const person = await newPerson();
    // Act
    const known = await timed('POST', '/api/forgot-password', { email: person.email });
    const unknown = await timed('POST', '/api/forgot-password', { email: uniqueEmail('nobody') });
    // Assess
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);
  });
});

describe('POST /api/register', () => {
  it('answers a registered address like a new one, no sooner than its floor', async () => {
    // Act
    const taken = await timed('POST', '/api/register', registration({ email: demoEmail(ROLE.student) }));
    const fresh = await timed('POST', '/api/register', registration());
    // Assess
    expect(taken.status).toBe(202);
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
    expect(taken.ms).toBeGreaterThanOrEqual(790);
    expect(fresh.ms).toBeGreaterThanOrEqual(790);
  });
});

describe('POST /api/email/verify/{id}/{token}', () => {
  it('refuses a made-up token on a verified user exactly as on an unknown id', async () => {
    // Prepare
    const verified = await newPerson({ verified: true });
    // Act
    const onVerified = await call('POST', `/api/email/verify/${verified.id}/made-up-token`);
    const onUnknown = await call('POST', '/api/email/verify/no-such-user/made-up-token');
    // Assess
    expect(onVerified.status).toBe(422);
    expect(onVerified.body).toEqual(onUnknown.body);
    expect((await (await asSuperadmin()).get(`/api/users/${verified.id}`)).body.data.verified).toBe(true);
  });
});

describe('POST /api/login', () => {
  it('answers an unknown address like a wrong password', async () => {
    // Prepare
    const person = await newPerson();
    // Act
    const wrong = await timed('POST', '/api/login', { email: person.email, password: 'Not-the-password-1' });
    const unknown = await timed('POST', '/api/login', { email: uniqueEmail('nobody'), password: 'Not-the-password-1' });
    // Assess
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
  });
});
