// Mail throttling (security hardening, hole 5): 20 reset mails and 21 verification mails reached one
// address in 1.5 s. Now each address gets at most 5 mails an hour, each client at most 30 mail-sending
// calls in 15 minutes, and the public calls answer alike whether or not a mail went.
import { describe, expect, it } from 'vitest';
import { MAIL_CALLS_PER_CLIENT, MAIL_PER_ADDRESS } from '@functions/platform/mail';
import { call, mailsTo, randomLoopbackAddress, signIn, uniqueEmail } from '../support/api';
import { expectMails, newPerson, registration } from '../support/fixtures';

const forgotFrom = (from: string, email: string) => call('POST', '/api/forgot-password', { from, body: { email } });

describe('mail to one address', () => {
  it('stops at 5 an hour however many clients ask, while every caller hears the same', async () => {
    // Prepare
    const person = await newPerson();
    // Act: twenty asks at once, each from its own client
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgotFrom(randomLoopbackAddress(), person.email)));
    // Assess
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    await expectMails(person.email, MAIL_PER_ADDRESS.limit);
  });

  it('counts registration and resends together, and tells the signed-in owner when to try again', async () => {
    // Prepare: registering sends the first verification mail
    const body = registration();
    const from = randomLoopbackAddress();
    expect((await call('POST', '/api/register', { from, body })).status).toBe(202);
    const student = await signIn(body.email, body.password);
    // Act
    const resends = [];
    for (let i = 0; i < MAIL_PER_ADDRESS.limit; i++) resends.push(await call('POST', '/api/email/resend', { from, token: student.token }));
    // Assess
    expect(resends.map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
    // The window is the clock's hour: in its last minute the wait is in seconds.
    expect(resends.at(-1)!.body).toMatchObject({
      code: 'mail.too_many_to_address',
      message: expect.stringMatching(/try again in \d+ (minutes?|seconds?)\./),
    });
    expect(Number(resends.at(-1)!.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectMails(body.email, MAIL_PER_ADDRESS.limit);
  });
});

describe('mail-sending calls from one client', () => {
  it('are refused with 429 past 30 in 15 minutes, known address or not, and other clients go on', async () => {
    // Prepare
    const client = randomLoopbackAddress();
    const person = await newPerson();
    // Act: 30 calls for unknown addresses, all at once, then one for a real account
    const first = await Promise.all(Array.from({ length: MAIL_CALLS_PER_CLIENT.limit }, () => forgotFrom(client, uniqueEmail('nobody'))));
    const over = await forgotFrom(client, person.email);
    const elsewhere = await forgotFrom(randomLoopbackAddress(), person.email);
    // Assess
    expect(first.every((r) => r.status === 200)).toBe(true);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'mail.too_many_requests', message: expect.any(String) });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(elsewhere.status).toBe(200);
    await expectMails(person.email, 1);
  });

  it('include registrations, which stop creating accounts past the limit', async () => {
    // Prepare
    const client = randomLoopbackAddress();
    await Promise.all(Array.from({ length: MAIL_CALLS_PER_CLIENT.limit }, () => forgotFrom(client, uniqueEmail('nobody'))));
    const body = registration();
    // Act
    const res = await call('POST', '/api/register', { from: client, body });
    // Assess
    expect(res.status).toBe(429);
    expect(await mailsTo(body.email)).toHaveLength(0);
    expect((await call('POST', '/api/login', { from: randomLoopbackAddress(), body: { email: body.email, password: body.password } })).status).toBe(
      401,
    );
  });
});
