// Throwaway records for the integration suites. Every test file shares one seeded store and runs in
// parallel with the others, so a test that changes something creates its own user or role first and
// never edits the demo accounts or the shipped roles.
import { expect } from 'vitest';
import { ROLE } from '@shared/permissions';
import { roleSlug } from '@functions/lib/system-roles';
import { anonymous, lastLinkTo, mailsTo, signIn, signInAs, uniqueEmail, type CaughtMail, type Client } from './api';

/** A password the policy accepts (8+ characters, a letter and a digit), different from the demo one. */
export const PASSWORD = 'Throwaway-pass-1';

/** The id of a shipped role (the seed keys them by slug). */
export const shippedRoleId = (role: string): string => roleSlug(role);

/** A short random suffix that makes names unique across parallel test files. */
export const uniqueTag = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

// One Superadmin session per test file: it may create users of every role and roles of its own.
let superadmin: Promise<Client> | undefined;

/** The demo Superadmin, signed in once per test file. */
export const asSuperadmin = (): Promise<Client> => (superadmin ??= signInAs(ROLE.superadmin));

export interface Person {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface NewPersonOptions {
  /** A shipped role's name, or the id of any role (a custom one from `newRole`). */
  role?: string;
  roleId?: string;
  name?: string;
  verified?: boolean;
}

const roleIdFrom = (options: NewPersonOptions): string => options.roleId ?? shippedRoleId(options.role ?? ROLE.student);

/** Creates an account through the API (as Superadmin) and returns who it is; fails loudly when it cannot. */
export const newPerson = async (options: NewPersonOptions = {}): Promise<Person> => {
  const email = uniqueEmail('throwaway');
  const name = options.name ?? `Test Person ${uniqueTag()}`;
  const res = await (await asSuperadmin()).post('/api/users', {
    name,
    email,
    role_id: roleIdFrom(options),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    verified: options.verified ?? true,
  });
  if (res.status !== 201) throw new Error(`Creating a throwaway user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, name, email, password: PASSWORD };
};

/** Creates an account and signs it in. */
export const signedInPerson = async (options: NewPersonOptions = {}): Promise<Person & { client: Client }> => {
  const person = await newPerson(options);
  return { ...person, client: await signIn(person.email, person.password) };
};

export interface TestRole {
  id: string;
  name: string;
}

/** Creates a custom role holding these permissions (as Superadmin). */
export const newRole = async (permissions: string[] = [], name = `Test Role ${uniqueTag()}`): Promise<TestRole> => {
  const res = await (await asSuperadmin()).post('/api/roles', { name, permissions });
  if (res.status !== 201) throw new Error(`Creating a throwaway role failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, name: res.body.data.name };
};

/** A registration body that passes validation, for a fresh e-mail unless one is given. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Robin Registrant',
  email: uniqueEmail('registrant'),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

/** Registers a Student through the public API and returns the body it used. */
export const registerStudent = async () => {
  const body = registration();
  const res = await anonymous.post('/api/register', body);
  if (res.status !== 201) throw new Error(`Registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return body;
};

/** The API path that the link of the newest mail to this address opens in the SPA: `/api` + its path. */
export const apiPathOfLastLink = async (address: string): Promise<string> => `/api${(await lastLinkTo(address)).pathname}`;

/** The mails to an address, asserting how many arrived (they are sent before the API answers). */
export const expectMails = async (address: string, count: number): Promise<CaughtMail[]> => {
  const mails = await mailsTo(address);
  expect(mails).toHaveLength(count);
  return mails;
};

/** The field names of a 422 answer, to assert which fields it names. */
export const fieldsOf = (body: { errors?: Record<string, string[]> }): string[] => Object.keys(body.errors ?? {});
