// Limits on password guessing (security hardening, hole 6): anyone could lock any account for 15 minutes
// with 5 wrong passwords, and 4 concurrent guesses let 8 through. Now failures count per account and
// client, per client and per account, each with growing waits, on atomically written counts.
import { describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { call, demoEmail, randomLoopbackAddress, uniqueEmail } from '../support/api';
import { newPerson } from '../support/fixtures';

const WRONG = 'Wrong-password-9';

const loginFrom = (from: string, email: string, password: string) => call('POST', '/api/login', { from, body: { email, password } });

const failTimes = async (from: string, email: string, times: number) => {
  for (let i = 0; i < times; i++) expect((await loginFrom(from, email, WRONG)).status).toBe(401);
};

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

describe('sign-in failures of one account from one client', () => {
  it('make that client wait after five, even with the right password, and say for how long', async () => {
    // Prepare
    const person = await newPerson();
    const client = randomLoopbackAddress();
    await failTimes(client, person.email, 5);
    // Act
    const res = await loginFrom(client, person.email, person.password);
    // Assess
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'auth.too_many_attempts', message: expect.stringMatching(/try again in \d+ seconds/i) });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('do not lock the owner out: another client signs in to the same account at once', async () => {
    // Prepare: a stranger fails ten times against a Superadmin-like target
    const person = await newPerson({ role: ROLE.admin });
    await failTimes(randomLoopbackAddress(), person.email, 5);
    // Act
    const owner = await loginFrom(randomLoopbackAddress(), person.email, person.password);
    // Assess
    expect(owner.status).toBe(200);
  });

  it('are forgotten after a successful sign-in', async () => {
    // Prepare
    const person = await newPerson();
    const client = randomLoopbackAddress();
    await failTimes(client, person.email, 4);
    expect((await loginFrom(client, person.email, person.password)).status).toBe(200);
    // Act
    await failTimes(client, person.email, 4);
    const res = await loginFrom(client, person.email, person.password);
    // Assess
    expect(res.status).toBe(200);
  });

  it('count for an unknown e-mail exactly as for a known one', async () => {
    // Prepare
    const person = await newPerson();
    const unknown = uniqueEmail('nobody');
    const client = randomLoopbackAddress();
    // Act
    const known = [];
    const missing = [];
    for (let i = 0; i < 6; i++) {
      known.push(await loginFrom(client, person.email, WRONG));
      missing.push(await loginFrom(client, unknown, WRONG));
    }
    // Assess
    expect(known.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(missing.map((r) => r.status)).toEqual(known.map((r) => r.status));
    // The wait they name counts down from each one's own fifth failure, so it may differ by a second's tick.
    const wordsOf = (responses: { body: { message?: string } }[]) => responses.map((r) => r.body.message?.replace(/\d+ seconds/, 'N seconds'));
    expect(wordsOf(missing)).toEqual(wordsOf(known));
    const waitOf = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
    expect(Math.abs(waitOf(missing[5]!) - waitOf(known[5]!))).toBeLessThanOrEqual(1);
  });
});

describe('concurrent guesses', () => {
  it('get no more tries than sequential ones: after 3 failures, only 2 of 8 concurrent guesses are judged', async () => {
    // Prepare
    const person = await newPerson();
    const client = randomLoopbackAddress();
    await failTimes(client, person.email, 3);
    // Act
    const answers = await Promise.all(Array.from({ length: 8 }, () => loginFrom(client, person.email, WRONG)));
    // Assess
    expect(statuses(answers)).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('refuse the right password like a wrong one once the allowance is used up meanwhile', async () => {
    // Prepare: one try left before the wait
    const person = await newPerson();
    const client = randomLoopbackAddress();
    await failTimes(client, person.email, 4);
    // Act: the right password races six wrong ones
    const [right, ...wrong] = await Promise.all([
      loginFrom(client, person.email, person.password),
      ...Array.from({ length: 6 }, () => loginFrom(client, person.email, WRONG)),
    ]);
    // Assess: the right one is never called wrong; unless it won the last try (and so reset the count),
    // exactly one of the seven was judged and every other one waits
    expect([200, 429]).toContain(right.status);
    if (right.status === 429) expect(statuses(wrong)).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('let the same account sign in from several tabs at once', async () => {
    // Act
    const client = randomLoopbackAddress();
    const answers = await Promise.all(Array.from({ length: 6 }, () => loginFrom(client, demoEmail(ROLE.trainer), DEMO_PASSWORD)));
    // Assess
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe('one client failing across many accounts', () => {
  it('has to wait after 50 failures, for every account it tries', async () => {
    // Prepare: password spraying over unknown addresses
    // (five at a time: each failure takes the uniform sign-in time, and 50 in a row would take most of a test's time)
    const client = randomLoopbackAddress();
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => loginFrom(client, uniqueEmail('sprayed'), WRONG)));
      expect(statuses(answers)).toEqual([401, 401, 401, 401, 401]);
    }
    // Act
    const next = await loginFrom(client, demoEmail(ROLE.agent), DEMO_PASSWORD);
    const elsewhere = await loginFrom(randomLoopbackAddress(), demoEmail(ROLE.agent), DEMO_PASSWORD);
    // Assess
    expect(next.status).toBe(429);
    expect(elsewhere.status).toBe(200);
  });
});

describe('many clients failing on one account', () => {
  it('make new clients wait after 100 failures, while a client that signed in before still gets in', async () => {
    // Prepare
    const person = await newPerson();
    const usual = randomLoopbackAddress();
    expect((await loginFrom(usual, person.email, person.password)).status).toBe(200);
    // (the twenty clients at once, as a spread attack comes: each one's five failures in a row)
    await Promise.all(Array.from({ length: 20 }, () => failTimes(randomLoopbackAddress(), person.email, 5)));
    // Act
    const stranger = await loginFrom(randomLoopbackAddress(), person.email, person.password);
    const owner = await loginFrom(usual, person.email, person.password);
    // Assess
    expect(stranger.status).toBe(429);
    expect(owner.status).toBe(200);
  });
});
