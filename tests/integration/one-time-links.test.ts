// One-time links (security hardening, hole 8): one reset link used concurrently was accepted up to 3
// times. Each use is now a conditional write, so exactly one of any number of concurrent uses wins.
import { describe, expect, it } from 'vitest';
import { anonymous, call, lastLinkTo, randomLoopbackAddress, signIn } from '../support/api';
import { apiPathOfLastLink, newPerson, registerStudent } from '../support/fixtures';

describe('a password reset link used by many at once', () => {
  it('sets exactly one new password', async () => {
    // Prepare
    const person = await newPerson();
    await anonymous.post('/api/forgot-password', { email: person.email });
    const link = await lastLinkTo(person.email);
    const token = link.searchParams.get('token')!;
    const passwords = Array.from({ length: 6 }, (_, i) => `Racing-password-${i}`);
    // Act
    const answers = await Promise.all(
      passwords.map((password) =>
        call('POST', '/api/reset-password', {
          from: randomLoopbackAddress(),
          body: { email: person.email, token, password, password_confirmation: password },
        }),
      ),
    );
    // Assess: one 200, and the one password that works is the one that won
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const winner = passwords[answers.findIndex((r) => r.status === 200)]!;
    await expect(signIn(person.email, winner)).resolves.toMatchObject({ userId: person.id });
    const losers = passwords.filter((p) => p !== winner);
    const attempts = await Promise.all(
      losers.map((password) => call('POST', '/api/login', { from: randomLoopbackAddress(), body: { email: person.email, password } })),
    );
    expect(attempts.map((r) => r.status)).toEqual(Array(losers.length).fill(401));
  });
});

describe('a verification link opened many times at once', () => {
  it('verifies once and tells the others the address is already verified', async () => {
    // Prepare
    const body = await registerStudent();
    const path = await apiPathOfLastLink(body.email);
    // Act
    const answers = await Promise.all(Array.from({ length: 6 }, () => anonymous.post(path)));
    // Assess
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const messages = answers.map((r) => r.body.message as string);
    expect(messages.filter((m) => /is verified/.test(m))).toHaveLength(1);
    expect(messages.filter((m) => /already verified/.test(m))).toHaveLength(5);
  });
});
