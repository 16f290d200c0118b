// Managing users: create, show, update, delete, verify and staff password changes (issue 2 §5), with the
// guards that keep the portal manageable (only a Superadmin touches a Superadmin; nobody deletes themself).
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { anonymous, mailsTo, signIn, signInAs, uniqueEmail, type Client } from '../support/api';
import { PASSWORD, asSuperadmin, fieldsOf, newPerson, shippedRoleId, signedInPerson } from '../support/fixtures';

let admin: Client;
beforeAll(async () => {
  admin = await signInAs(ROLE.admin);
});

const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Created Person',
  email: uniqueEmail('created'),
  phone: '0400 555 666',
  role_id: shippedRoleId(ROLE.agent),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

const updateBody = (person: { name: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  name: person.name,
  email: person.email,
  role_id: shippedRoleId(ROLE.student),
  ...overrides,
});

describe('POST /api/users', () => {
  it('creates a verified user with the chosen role who can sign in', async () => {
    // Prepare
    const body = newUserBody();
    // Act
    const res = await admin.post('/api/users', body);
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      name: body.name,
      email: body.email,
      phone: body.phone,
      roles: [{ id: 'agent', name: ROLE.agent }],
      verified: true,
    });
    await expect(signIn(body.email, PASSWORD)).resolves.toMatchObject({ userId: res.body.data.id });
  });

  it('creates an unverified user when asked', async () => {
    // Act
    const res = await admin.post('/api/users', newUserBody({ verified: false }));
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data.verified).toBe(false);
  });

  it('refuses an e-mail that is already taken with 422 naming email', async () => {
    // Prepare
    const person = await newPerson();
    // Act
    const res = await admin.post('/api/users', newUserBody({ email: person.email }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['email']);
  });

  it('refuses a role that does not exist with 422 naming role_id', async () => {
    // Act
    const res = await admin.post('/api/users', newUserBody({ role_id: 'no-such-role' }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['role_id']);
  });

  it.each([
    ['a one-letter name', { name: 'C' }, ['name']],
    ['a malformed e-mail', { email: 'created-at-nowhere' }, ['email']],
    ['a phone with letters', { phone: 'ext. nine' }, ['phone']],
    ['no role', { role_id: '' }, ['role_id']],
    ['a weak password', { password: 'weakling', password_confirmation: 'weakling' }, ['password']],
    ['a confirmation that differs', { password_confirmation: 'Other-pass-77' }, ['password_confirmation']],
  ])('refuses %s with 422 naming the field', async (_, overrides, fields) => {
    // Act
    const res = await admin.post('/api/users', newUserBody(overrides));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(fields);
  });

  it('refuses an Admin who creates a Superadmin with 403', async () => {
    // Prepare
    const body = newUserBody({ role_id: shippedRoleId(ROLE.superadmin) });
    // Act
    const res = await admin.post('/api/users', body);
    // Assess
    expect(res.status).toBe(403);
    await expect(signIn(body.email, PASSWORD)).rejects.toThrow(/401/);
  });

  it('lets a Superadmin create a Superadmin', async () => {
    // Act
    const res = await (await asSuperadmin()).post('/api/users', newUserBody({ role_id: shippedRoleId(ROLE.superadmin) }));
    // Assess
    expect(res.status).toBe(201);
    expect(res.body.data.roles).toEqual([{ id: 'superadmin', name: ROLE.superadmin }]);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user’s view', async () => {
    // Prepare
    const person = await newPerson({ role: ROLE.studentSupport });
    // Act
    const res = await admin.get(`/api/users/${person.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: person.id, name: person.name, email: person.email, roles: [{ name: ROLE.studentSupport }] });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await admin.get('/api/users/no-such-user');
    // Assess
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('PUT /api/users/{id}', () => {
  it('keeps one e-mail when staff change it at the same time: the others hear 409, and every address they tried stays free', async () => {
    // Prepare
    const person = await newPerson();
    const emails = Array.from({ length: 6 }, () => uniqueEmail('raced'));
    // Act
    const answers = await Promise.all(emails.map((email) => admin.put(`/api/users/${person.id}`, updateBody({ ...person, email }))));
    // Assess
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(answers.some((r) => r.status === 200)).toBe(true);
    const stored = (await admin.get(`/api/users/${person.id}`)).body.data.email;
    expect(emails).toContain(stored);
    const others = [person.email, ...emails.filter((e) => e !== stored)];
    const reuse = await Promise.all(others.map((email) => admin.post('/api/users', newUserBody({ email }))));
    expect(reuse.map((r) => r.status)).toEqual(others.map(() => 201));
  });

  it('changes name, phone and role', async () => {
    // Prepare
    const person = await newPerson({ role: ROLE.student });
    // Act
    const res = await admin.put(
      `/api/users/${person.id}`,
      updateBody(person, { name: 'Promoted Person', phone: '02 9999 0000', role_id: 'trainer' }),
    );
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Promoted Person', phone: '02 9999 0000', roles: [{ id: 'trainer', name: ROLE.trainer }] });
    expect((await admin.get(`/api/users/${person.id}`)).body.data.name).toBe('Promoted Person');
  });

  it('gives a signed-in user the new role’s permissions at once', async () => {
    // Prepare
    const { id, name, email, client } = await signedInPerson({ role: ROLE.student });
    // Act
    await admin.put(`/api/users/${id}`, updateBody({ name, email }, { role_id: shippedRoleId(ROLE.studentSupport) }));
    // Assess
    const me = (await client.post('/api/get-user')).body;
    expect(me.roles).toEqual([{ name: ROLE.studentSupport }]);
    expect(me.permissions).toContain('list-user');
    expect((await client.get('/api/users')).status).toBe(200);
  });

  it('moves the user to a new e-mail: they sign in with it, the old one is free and the new one is theirs', async () => {
    // Prepare
    const person = await newPerson();
    const other = await newPerson();
    const newEmail = uniqueEmail('moved');
    // Act
    const res = await admin.put(`/api/users/${person.id}`, updateBody(person, { email: newEmail.toUpperCase() }));
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(newEmail);
    await expect(signIn(newEmail, person.password)).resolves.toMatchObject({ userId: person.id });
    expect((await anonymous.post('/api/login', { email: person.email, password: person.password })).status).toBe(401);
    expect((await admin.post('/api/users', newUserBody({ email: person.email }))).status).toBe(201);
    expect((await admin.post('/api/users', newUserBody({ email: newEmail }))).status).toBe(422);
    const taken = await admin.put(`/api/users/${other.id}`, updateBody(other, { email: newEmail }));
    expect(taken.status).toBe(422);
    expect(fieldsOf(taken.body)).toEqual(['email']);
  });

  it('refuses a role that does not exist with 422 naming role_id', async () => {
    // Prepare
    const person = await newPerson();
    // Act
    const res = await admin.put(`/api/users/${person.id}`, updateBody(person, { role_id: 'no-such-role' }));
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['role_id']);
  });

  it.each([
    ['an Admin who gives the Superadmin role', () => newPerson(), { role_id: 'superadmin' }],
    ['an Admin who edits a Superadmin', () => newPerson({ role: ROLE.superadmin }), { role_id: 'superadmin', name: 'Hijacked Name' }],
  ])('refuses %s with 403', async (_, target, overrides) => {
    // Prepare
    const person = await target();
    // Act
    const res = await admin.put(`/api/users/${person.id}`, updateBody(person, overrides));
    // Assess
    expect(res.status).toBe(403);
    expect((await admin.get(`/api/users/${person.id}`)).body.data.name).toBe(person.name);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await admin.put('/api/users/no-such-user', updateBody({ name: 'Nobody Here', email: uniqueEmail() }));
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes the user: gone from the API, their sessions end and their e-mail is free again', async () => {
    // Prepare
    const { id, email, client } = await signedInPerson();
    // Act
    const res = await admin.delete(`/api/users/${id}`);
    // Assess
    expect(res.status).toBe(200);
    expect((await admin.get(`/api/users/${id}`)).status).toBe(404);
    expect((await client.post('/api/get-user')).status).toBe(401);
    expect((await anonymous.post('/api/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await admin.post('/api/users', newUserBody({ email }))).status).toBe(201);
  });

  it('refuses to delete the caller’s own account with 409', async () => {
    // Prepare
    const { id, client } = await signedInPerson({ role: ROLE.admin });
    // Act
    const res = await client.delete(`/api/users/${id}`);
    // Assess
    expect(res.status).toBe(409);
    expect((await client.post('/api/get-user')).status).toBe(200);
  });

  it('refuses an Admin who deletes a Superadmin with 403', async () => {
    // Prepare
    const target = await newPerson({ role: ROLE.superadmin });
    // Act
    const res = await admin.delete(`/api/users/${target.id}`);
    // Assess
    expect(res.status).toBe(403);
    expect((await admin.get(`/api/users/${target.id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await admin.delete('/api/users/no-such-user');
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('POST /api/users/{id}/active', () => {
  it('deactivates an account: its sessions end, it cannot sign in or reset its password, and its records stay', async () => {
    // Prepare
    const { id, email, client } = await signedInPerson();
    // Act
    const res = await admin.post(`/api/users/${id}/active`, { active: false });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, active: false, deactivated_at: expect.any(String) });
    expect((await client.post('/api/get-user')).status).toBe(401);
    const signIn = await anonymous.post('/api/login', { email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toMatch(/deactivated/);
    // A wrong password says nothing of the account's state.
    const guess = await anonymous.post('/api/login', { email, password: 'Not-the-pass-1' });
    expect(guess.status).toBe(401);
    expect(guess.body.message).not.toMatch(/deactivated/);
    expect((await anonymous.post('/api/forgot-password', { email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await admin.get(`/api/users/${id}`)).body.data.active).toBe(false);
  });

  it('reactivates an account, which signs in again; reactivating an active one changes nothing', async () => {
    // Prepare
    const { id, email } = await newPerson();
    await admin.post(`/api/users/${id}/active`, { active: false });
    // Act
    const res = await admin.post(`/api/users/${id}/active`, { active: true });
    const again = await admin.post(`/api/users/${id}/active`, { active: true });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data.active).toBe(true);
    expect(res.body.data.deactivated_at).toBeUndefined();
    expect(again.status).toBe(200);
    expect((await anonymous.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('leaves a deactivated member of staff out of the ticket assignment picker', async () => {
    // Prepare
    const officer = await newPerson({ role: ROLE.studentSupport });
    await admin.post(`/api/users/${officer.id}/active`, { active: false });
    const support = await signInAs(ROLE.studentSupport);
    // Act
    const picker = await support.get(`/api/ticket-staff?search=${encodeURIComponent(officer.email)}`);
    // Assess
    expect(picker.status).toBe(200);
    expect(picker.body.data).toEqual([]);
  });

  it('refuses the caller’s own account with 409 and an Admin acting on a Superadmin with 403', async () => {
    // Prepare
    const { id, client } = await signedInPerson({ role: ROLE.admin });
    const superadmin = await newPerson({ role: ROLE.superadmin });
    // Act
    const own = await client.post(`/api/users/${id}/active`, { active: false });
    const higher = await admin.post(`/api/users/${superadmin.id}/active`, { active: false });
    // Assess
    expect(own.status).toBe(409);
    expect((await client.post('/api/get-user')).status).toBe(200);
    expect(higher.status).toBe(403);
    expect((await anonymous.post('/api/login', { email: superadmin.email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses staff without the right to delete users with 403, and a body without `active` with 422', async () => {
    // Prepare
    const target = await newPerson();
    const admissions = await signInAs(ROLE.admissions);
    // Act
    const refused = await admissions.post(`/api/users/${target.id}/active`, { active: false });
    const malformed = await admin.post(`/api/users/${target.id}/active`, { active: 'no' });
    // Assess
    expect(refused.status).toBe(403);
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['active']);
    expect((await anonymous.post('/api/login', { email: target.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('POST /api/users/{id}/verify', () => {
  it('marks a user unverified and verified again', async () => {
    // Prepare
    const person = await newPerson({ verified: true });
    // Act
    const unverified = await admin.post(`/api/users/${person.id}/verify`, { verify: false });
    const verified = await admin.post(`/api/users/${person.id}/verify`, { verify: true });
    // Assess
    expect(unverified.status).toBe(200);
    expect(unverified.body.data.verified).toBe(false);
    expect(verified.body.data.verified).toBe(true);
    expect((await admin.get(`/api/users/${person.id}`)).body.data.verified).toBe(true);
  });

  it('sets when the e-mail was verified the first time a user is verified', async () => {
    // Prepare
    const person = await newPerson({ verified: false });
    // Act
    const res = await admin.post(`/api/users/${person.id}/verify`, { verify: true });
    // Assess
    expect(res.body.data).toMatchObject({ verified: true, email_verified_at: expect.any(String) });
  });

  it.each([[{}], [{ verify: 'yes' }]])('refuses %j with 422 naming verify', async (body) => {
    // Prepare
    const person = await newPerson();
    // Act
    const res = await admin.post(`/api/users/${person.id}/verify`, body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['verify']);
  });
});

describe('POST /api/users/{id}/change-password', () => {
  const NEW_PASSWORD = 'Set-by-staff-8';
  const passwordBody = (password = NEW_PASSWORD, confirmation = password) => ({ password, password_confirmation: confirmation });

  it('sets a new password and signs the user out everywhere', async () => {
    // Prepare
    const { id, email, client } = await signedInPerson();
    // Act
    const res = await admin.post(`/api/users/${id}/change-password`, passwordBody());
    // Assess
    expect(res.status).toBe(200);
    expect((await client.post('/api/get-user')).status).toBe(401);
    expect((await anonymous.post('/api/login', { email, password: PASSWORD })).status).toBe(401);
    await expect(signIn(email, NEW_PASSWORD)).resolves.toMatchObject({ userId: id });
  });

  it.each([
    ['a weak password', passwordBody('weakling'), ['password']],
    ['a confirmation that differs', passwordBody(NEW_PASSWORD, 'Other-pass-3'), ['password_confirmation']],
  ])('refuses %s with 422 naming the field', async (_, body, fields) => {
    // Prepare
    const person = await newPerson();
    // Act
    const res = await admin.post(`/api/users/${person.id}/change-password`, body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(fields);
  });

  it('refuses an Admin who changes a Superadmin’s password with 403', async () => {
    // Prepare
    const target = await newPerson({ role: ROLE.superadmin });
    // Act
    const res = await admin.post(`/api/users/${target.id}/change-password`, passwordBody());
    // Assess
    expect(res.status).toBe(403);
    await expect(signIn(target.email, target.password)).resolves.toBeDefined();
  });
});

// Issue 7: the users screens hide these actions from an Admin because the server refuses them; each refusal
// names what was refused and why, in the words the screens show (shared/user-rules.ts).
describe('a Superadmin account, to an Admin', () => {
  const protectedAccount = { code: 'user.superadmin_protected', message: 'Only a Superadmin can manage Superadmin accounts.' };

  it.each([
    [
      'edit it',
      (id: string, target: { name: string; email: string }) =>
        admin.put(`/api/users/${id}`, updateBody(target, { role_id: shippedRoleId(ROLE.superadmin) })),
    ],
    ['unverify it', (id: string) => admin.post(`/api/users/${id}/verify`, { verify: false })],
    [
      'set its password',
      (id: string) => admin.post(`/api/users/${id}/change-password`, { password: 'Another-pass-2', password_confirmation: 'Another-pass-2' }),
    ],
    ['delete it', (id: string) => admin.delete(`/api/users/${id}`)],
  ])('refuses to %s with 403 and says why', async (_, act) => {
    // Prepare
    const target = await newPerson({ role: ROLE.superadmin });
    // Act
    const res = await act(target.id, target);
    // Assess
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject(protectedAccount);
    expect((await admin.get(`/api/users/${target.id}`)).body.data).toMatchObject({ email: target.email, verified: true });
  });

  it('refuses to give anyone the Superadmin role with 403 and says why', async () => {
    // Prepare
    const target = await newPerson({ role: ROLE.agent });
    // Act
    const res = await admin.put(`/api/users/${target.id}`, updateBody(target, { role_id: shippedRoleId(ROLE.superadmin) }));
    // Assess
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'user.superadmin_protected', message: 'Only a Superadmin can give the Superadmin role.' });
    expect((await admin.get(`/api/users/${target.id}`)).body.data.roles).toEqual([{ id: shippedRoleId(ROLE.agent), name: ROLE.agent }]);
  });
});
