// Sign-in, sign-out, get-user, registration with e-mail verification, and password reset (issue 2 §4).
import { describe, expect, inject, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { anonymous, call, demoEmail, lastLinkTo, mailsTo, signIn, uniqueEmail } from '../support/api';
import {
  apiPathOfLastLink,
  asSuperadmin,
  expectMails,
  fieldsOf,
  newPerson,
  registerStudent,
  registration,
  signedInPerson,
} from '../support/fixtures';

// Unique, so that checking no mail went to it cannot see another test's mail.
const malformedEmail = () => uniqueEmail('malformed').replace('@', ' at ');

const login = (email: string, password: string) => anonymous.post('/api/login', { email, password });

describe('POST /api/login', () => {
  it('answers a token, the user with their roles and the role permissions', async () => {
    // Act
    const res = await login(demoEmail(ROLE.agent), DEMO_PASSWORD);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      user: { id: expect.any(String), name: 'Priya Agent', email: demoEmail(ROLE.agent), roles: [{ name: ROLE.agent }] },
      // An agent fills in applications and enrolments for students and raises tickets.
      permissions: expect.arrayContaining(['application-form', 'list-application-form', 'enrolment-form', 'create-ticket', 'menu-chat']),
    });
    expect(res.body.access_token.length).toBeGreaterThanOrEqual(32);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    // Act
    const res = await login(`  ${demoEmail(ROLE.student).toUpperCase()} `, DEMO_PASSWORD);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(demoEmail(ROLE.student));
  });

  it('gives every successful sign-in its own token', async () => {
    // Act
    const [first, second] = await Promise.all([login(demoEmail(ROLE.trainer), DEMO_PASSWORD), login(demoEmail(ROLE.trainer), DEMO_PASSWORD)]);
    // Assess
    expect(first.body.access_token).not.toBe(second.body.access_token);
  });

  it.each([
    // A throwaway account: failures on a demo account would count towards its lock in other files' tests.
    ['a wrong password', async () => (await newPerson()).email, 'Not-the-password-1'],
    ['an unknown e-mail', async () => uniqueEmail('nobody'), DEMO_PASSWORD],
  ])('refuses %s with 401 and a message', async (_, emailOf, password) => {
    // Prepare
    const email = await emailOf();
    // Act
    const res = await login(email, password);
    // Assess
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/credentials/i);
    expect(res.body).not.toHaveProperty('access_token');
  });

  it.each([
    ['no e-mail', { password: 'x' }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email', password: 'x' }, 'email'],
    ['no password', { email: 'someone@example.com' }, 'password'],
    ['a password that is not a string', { email: 'someone@example.com', password: 12345678 }, 'password'],
    ['remember that is not a boolean', { email: 'someone@example.com', password: 'x', remember: 'yes' }, 'remember'],
  ])('answers 422 naming the field for %s', async (_, body, field) => {
    // Act
    const res = await anonymous.post('/api/login', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toContain(field);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token at once and leaves other sessions signed in', async () => {
    // Prepare
    const person = await newPerson();
    const here = await signIn(person.email, person.password);
    const elsewhere = await signIn(person.email, person.password);
    // Act
    const res = await here.post('/api/logout');
    // Assess
    expect(res.status).toBe(200);
    expect((await here.post('/api/get-user')).status).toBe(401);
    expect((await elsewhere.post('/api/get-user')).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    // Act
    const res = await anonymous.post('/api/logout');
    // Assess
    expect(res.status).toBe(401);
  });
});

describe('POST /api/get-user', () => {
  it('answers the signed-in user with domain, roles, chat availability and permissions', async () => {
    // Prepare
    const support = await signIn(demoEmail(ROLE.studentSupport));
    // Act
    const res = await support.post('/api/get-user');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      domain: new URL(inject('apiUrl')).host,
      email: demoEmail(ROLE.studentSupport),
      name: 'Casey Support',
      roles: [{ name: ROLE.studentSupport }],
      user_id: support.userId,
      available_for_chat: false,
      // Student support answers tickets and chats and looks up students.
      permissions: expect.arrayContaining(['list-user', 'show-user', 'update-ticket', 'menu-chat', 'complaints-appeals-form']),
    });
  });

  it('answers 401 for a token that never existed', async () => {
    // Act
    const res = await call('POST', '/api/get-user', { token: 'not-a-real-token' });
    // Assess
    expect(res.status).toBe(401);
  });
});

describe('POST /api/register and e-mail verification', () => {
  it('creates an unverified Student and mails a verification link', async () => {
    // Prepare
    const body = registration();
    // Act
    const res = await anonymous.post('/api/register', body);
    // Assess
    expect(res.status).toBe(202);
    expect(res.body.message).toEqual(expect.any(String));
    const [mail] = await expectMails(body.email, 1);
    expect(mail!.text).toMatch(/\/email\/verify\/[^/\s]+\/[^/\s]+/);
    const student = await signIn(body.email, body.password);
    const me = await student.get('/api/profile');
    expect(me.body.data).toMatchObject({ email: body.email, verified: false, roles: [{ name: ROLE.student }] });
  });

  it('verifies the address when the mailed link is opened, and a second use is harmless', async () => {
    // Prepare
    const body = await registerStudent();
    const path = await apiPathOfLastLink(body.email);
    const userId = path.split('/')[4]!;
    // Act
    const first = await anonymous.post(path);
    const second = await anonymous.post(path);
    // Assess
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const shown = await (await asSuperadmin()).get(`/api/users/${userId}`);
    expect(shown.body.data).toMatchObject({ email: body.email, verified: true, email_verified_at: expect.any(String) });
  });

  it.each([
    ['a wrong token for a real user', async (path: string) => path.replace(/[^/]+$/, 'wrong-token')],
    ['an unknown user id', async (path: string) => path.replace(/verify\/[^/]+/, 'verify/no-such-user')],
  ])('refuses %s with 422 naming the token', async (_, tamper) => {
    // Prepare
    const body = await registerStudent();
    const path = await tamper(await apiPathOfLastLink(body.email));
    // Act
    const res = await anonymous.post(path);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['token']);
  });

  it('answers an e-mail that is already registered as it answers a new one, and mails its owner instead', async () => {
    // Prepare
    const owner = await registerStudent();
    const newcomer = registration();
    // Act
    const again = await anonymous.post(
      '/api/register',
      registration({ email: owner.email.toUpperCase(), password: 'Other-pass-42', password_confirmation: 'Other-pass-42' }),
    );
    const fresh = await anonymous.post('/api/register', newcomer);
    // Assess: the same status and words; the owner hears about it and keeps their password
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const mails = await expectMails(owner.email, 2);
    expect(mails[1]!.subject).toMatch(/already have/i);
    expect((await login(owner.email, 'Other-pass-42')).status).toBe(401);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it.each([
    ['a missing name', { name: undefined }, ['name']],
    ['a one-letter name', { name: 'R' }, ['name']],
    ['a malformed e-mail', { email: malformedEmail() }, ['email']],
    ['a short password', { password: 'Ab1', password_confirmation: 'Ab1' }, ['password']],
    ['a password without a digit', { password: 'Only-letters', password_confirmation: 'Only-letters' }, ['password']],
    ['a password without a letter', { password: '1234567890', password_confirmation: '1234567890' }, ['password']],
    ['a confirmation that differs', { password_confirmation: 'Something-else-2' }, ['password_confirmation']],
    [
      'several bad fields at once',
      { name: '', email: malformedEmail(), password: 'short', password_confirmation: 'short' },
      ['name', 'email', 'password'],
    ],
  ])('refuses %s with 422 naming every bad field', async (_, overrides, fields) => {
    // Prepare
    const body = registration(overrides);
    // Act
    const res = await anonymous.post('/api/register', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body).sort()).toEqual([...fields].sort());
    expect(await mailsTo(body.email)).toHaveLength(0);
  });
});

describe('POST /api/email/resend', () => {
  it('mails a new link that works, while the old link stops working', async () => {
    // Prepare
    const body = await registerStudent();
    const oldPath = await apiPathOfLastLink(body.email);
    const student = await signIn(body.email, body.password);
    // Act
    const res = await student.post('/api/email/resend');
    // Assess
    expect(res.status).toBe(200);
    await expectMails(body.email, 2);
    const newPath = await apiPathOfLastLink(body.email);
    expect(newPath).not.toBe(oldPath);
    expect((await anonymous.post(oldPath)).status).toBe(422);
    expect((await anonymous.post(newPath)).status).toBe(200);
  });

  it('answers 409 for an address that is already verified', async () => {
    // Prepare
    const { client, email } = await signedInPerson({ verified: true });
    // Act
    const res = await client.post('/api/email/resend');
    // Assess
    expect(res.status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('POST /api/forgot-password and POST /api/reset-password', () => {
  const resetLinkOf = async (email: string) => {
    const link = await lastLinkTo(email);
    expect(link.pathname).toBe('/reset-password');
    return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  };
  const NEW_PASSWORD = 'Brand-new-pass-7';
  const resetBody = (email: string, token: string) => ({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

  it('gives the same answer for an unknown e-mail and mails nobody', async () => {
    // Prepare
    const person = await newPerson();
    const unknown = uniqueEmail('nobody');
    // Act
    const known = await anonymous.post('/api/forgot-password', { email: person.email });
    const missing = await anonymous.post('/api/forgot-password', { email: unknown });
    // Assess
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    await expectMails(person.email, 1);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('resets the password with the mailed token once, and the old password and every session stop working', async () => {
    // Prepare
    const person = await newPerson();
    const before = await signIn(person.email, person.password);
    await anonymous.post('/api/forgot-password', { email: person.email });
    const link = await resetLinkOf(person.email);
    // Act
    const res = await anonymous.post('/api/reset-password', resetBody(link.email, link.token));
    // Assess
    expect(res.status).toBe(200);
    expect(link.email).toBe(person.email);
    expect((await before.post('/api/get-user')).status).toBe(401);
    expect((await login(person.email, person.password)).status).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
    const again = await anonymous.post('/api/reset-password', {
      ...resetBody(link.email, link.token),
      password: 'Third-pass-3',
      password_confirmation: 'Third-pass-3',
    });
    expect(again.status).toBe(422);
  });

  it('accepts only the newest mailed link when several were asked for', async () => {
    // Prepare
    const person = await newPerson();
    await anonymous.post('/api/forgot-password', { email: person.email });
    const older = await resetLinkOf(person.email);
    await anonymous.post('/api/forgot-password', { email: person.email });
    const newer = await resetLinkOf(person.email);
    // Act
    const withOlder = await anonymous.post('/api/reset-password', resetBody(person.email, older.token));
    const withNewer = await anonymous.post('/api/reset-password', resetBody(person.email, newer.token));
    // Assess
    expect(withOlder.status).toBe(422);
    expect(withNewer.status).toBe(200);
  });

  it('refuses a wrong token with 422 and keeps the password', async () => {
    // Prepare
    const person = await newPerson();
    await anonymous.post('/api/forgot-password', { email: person.email });
    // Act
    const res = await anonymous.post('/api/reset-password', resetBody(person.email, 'wrong-token'));
    // Assess
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/invalid|expired/i);
    expect((await login(person.email, person.password)).status).toBe(200);
  });

  it('counts the mail round-trip as verifying an unverified address', async () => {
    // Prepare
    const person = await newPerson({ verified: false });
    await anonymous.post('/api/forgot-password', { email: person.email });
    const link = await resetLinkOf(person.email);
    // Act
    await anonymous.post('/api/reset-password', resetBody(link.email, link.token));
    // Assess
    const shown = await (await asSuperadmin()).get(`/api/users/${person.id}`);
    expect(shown.body.data.verified).toBe(true);
  });

  it.each([
    ['a malformed e-mail', { email: 'nope' }, ['email']],
    ['a weak password', { password: 'weak', password_confirmation: 'weak' }, ['password']],
    ['a confirmation that differs', { password_confirmation: 'Other-pass-5' }, ['password_confirmation']],
    ['no token', { token: '' }, ['token']],
  ])('refuses %s with 422 naming the field', async (_, overrides, fields) => {
    // Act
    const res = await anonymous.post('/api/reset-password', { ...resetBody(uniqueEmail(), 'some-token'), ...overrides });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body).sort()).toEqual(fields);
  });

  it('refuses a forgot-password call without a valid e-mail with 422', async () => {
    // Act
    const res = await anonymous.post('/api/forgot-password', { email: 'not an e-mail' });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['email']);
  });
});
