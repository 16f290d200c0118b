// Throwaway records for the integration suites. Every test file shares one seeded store and runs in
// parallel with the others, so a test that changes something creates its own user or role first and
// never edits the demo accounts or the shipped roles.
import { expect } from 'vitest';
import { ROLE } from '@shared/permissions';
import type { CategoryView, CourseView, LocationView } from '@shared/schemas/courses';
import { roleSlug } from '@functions/roles/system-roles';
import { anonymous, lastLinkTo, mailsTo, signIn, signInAs, uniqueEmail, type CaughtMail, type Client } from './api';
import { chatTeamRole } from './chat-team';

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
  const res = await (
    await asSuperadmin()
  ).post('/api/users', {
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

/**
 * A help-desk department of its own (a custom role answering tickets, with `more` permissions), a category whose
 * tickets it answers, and a member of it signed in: a suite's tickets that no other suite's staff see.
 */
export const newDepartment = async (more: string[] = [], label = 'Test desk') => {
  const role = await newRole(['menu-ticket', 'list-ticket', 'show-ticket', 'update-ticket', ...more]);
  const category = await (
    await asSuperadmin()
  ).post('/api/ticket-categories', {
    name: `${label} ${uniqueTag()}`,
    description: 'Questions for one suite',
    department_role_id: role.id,
    first_response_hours: 8,
    resolution_hours: 40,
    canned_replies: [],
  });
  if (category.status !== 201) throw new Error(`Creating a throwaway category failed: ${category.status} ${JSON.stringify(category.body)}`);
  return { role, categoryId: category.body.data.id as string, staff: await signedInPerson({ roleId: role.id }) };
};

/** A chat team of its own (a role holding take-chat), so that other suites' chats never stand in its queue. */
export const newChatTeam = async (label = 'Chat Team') => {
  const { name, permissions } = chatTeamRole(label, uniqueTag());
  const role = await newRole(permissions, name);
  return { ...role, member: () => signedInPerson({ roleId: role.id }) };
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
  if (res.status !== 202) throw new Error(`Registration failed: ${res.status} ${JSON.stringify(res.body)}`);
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

// ---- The course catalogue (issue 3) ----
// Each test builds its own corner of the catalogue (a campus, a category, courses) and filters by it, so
// the seeded courses and other files' courses never change what it sees.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomOf = (chars: string, length: number) => Array.from({ length }, () => chars[Math.floor(Math.random() * chars.length)]).join('');

/** A training-package style code (three letters, five digits) no seeded course has: they never start with Q. */
export const uniqueNationalCode = (): string => `Q${randomOf(LETTERS, 2)}${randomOf('0123456789', 5)}`;

/** A campus body that passes validation, with a unique name. */
export const locationBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Campus ${uniqueTag()}`,
  address: '1 Test Street',
  suburb: 'Testville',
  state: 'NSW',
  postcode: '2000',
  phone: '(02) 9000 0000',
  ...overrides,
});

/** Posts as Superadmin and returns the created record's view; fails loudly when the API refuses. */
const createAsSuperadmin = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await (await asSuperadmin()).post(path, body);
  if (res.status !== 201) throw new Error(`POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** Creates a throwaway campus. */
export const newLocation = (overrides: Record<string, unknown> = {}): Promise<LocationView> =>
  createAsSuperadmin('/api/location', locationBody(overrides));

/** Creates a throwaway category: top-level, or under `parentId`. */
export const newCategory = (parentId: string | null = null, name = `Test Category ${uniqueTag()}`): Promise<CategoryView> =>
  createAsSuperadmin('/api/category', { name, parent_id: parentId });

/** A course body that passes validation, with a unique national code; give it a real category_id. */
export const courseBody = (overrides: Record<string, unknown> = {}) => ({
  national_code: uniqueNationalCode(),
  name: `Certificate IV in Testing ${uniqueTag()}`,
  aqf_level: 'Certificate IV',
  cricos_code: '123456A',
  category_id: 'set-me',
  duration_weeks: 52,
  delivery_modes: ['face-to-face'],
  tuition_fee: 9500,
  material_fee: 250.5,
  status: 'active',
  description: 'A throwaway course.',
  locations: [],
  ...overrides,
});

/** Creates a throwaway course (see `courseBody`) and returns its view. */
export const newCourse = (overrides: Record<string, unknown> = {}): Promise<CourseView> => createAsSuperadmin('/api/course', courseBody(overrides));

/** A throwaway campus and a parent category with one child: the corner of the catalogue one test works in. */
export const newCatalogueCorner = async () => {
  const [location, parent] = await Promise.all([newLocation(), newCategory()]);
  const child = await newCategory(parent.id);
  return { location, parent, child };
};
