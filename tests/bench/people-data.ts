// A generated college's people for the bench: 2,000 students and 200 agents at 1x (scale.ts), deterministic (seeded), written in
// batches straight to the store with what user-store.ts keeps beside each user (the e-mail's claim item, the list
// attributes), and the users list's kept counts moved by as many, as a migration would. Every one has the demo
// password, so the bench can sign in as any of them. The generated forms, tickets and chats name these people.
import { ROLE } from '@shared/permissions';
import { DEMO_PASSWORD } from '../../infra/local/demo-accounts';
import { scaled } from './scale';
import { FIRST, LAST, putAll, random } from './seeded';

export const BENCH_STUDENTS = scaled(2_000);
export const BENCH_AGENTS = scaled(200);

export interface BenchPerson {
  id: string;
  name: string;
  email: string;
  phone: string;
  agent: boolean;
}

let people: BenchPerson[] | undefined;

/** Every generated person, students first: the same ones each run, so the forms and tickets can name them. */
export const benchPeople = (): BenchPerson[] => {
  if (people) return people;
  const next = random(2029);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  people = Array.from({ length: BENCH_STUDENTS + BENCH_AGENTS }, (_, i) => {
    const agent = i >= BENCH_STUDENTS;
    const n = agent ? i - BENCH_STUDENTS : i;
    const [first, last] = [pick(FIRST), pick(LAST)];
    return {
      id: `bench-${agent ? 'agent' : 'student'}-${n}`,
      name: `${first} ${last}`,
      email: `${first}.${last}.${n}@${agent ? 'agency.example.com' : 'example.com'}`.toLowerCase().replace(/'/g, ''),
      phone: `04${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
      agent,
    };
  });
  return people;
};

/**
 * The generated student and agent the bench reads as (a student's tickets and dashboard, an agent's dashboard): each
 * fills in the same forms and raises the same tickets at every size of college, so that their reads cost the same store
 * calls and items at 1x and at 10x, and the two sizes' rows compare like with like.
 */
export const sampleStudent = (): BenchPerson => benchPeople()[0]!;
export const sampleAgent = (): BenchPerson => benchPeople()[BENCH_STUDENTS]!;

/** Everyone but the sample people: the generated records' owners picked at random. */
export const unsampledPeople = (): BenchPerson[] => benchPeople().filter((p) => p !== sampleStudent() && p !== sampleAgent());

/**
 * Whether the `i`th of `total` generated records belongs to one of `samples`, each of whom has `count` of them spread
 * evenly whatever `total` is: that person and which of their records it is (0 to count - 1), or undefined.
 */
export const sampleOwnerOf = (
  i: number,
  total: number,
  count: number,
  samples: readonly BenchPerson[],
): { person: BenchPerson; k: number } | undefined => {
  const every = Math.ceil(total / count);
  const person = samples[i % every];
  return person && { person, k: Math.floor(i / every) };
};

/** Writes the people, their e-mail claims and the users list's counts; answers how many were written. */
export const generatePeople = async (): Promise<number> => {
  const [{ UserEntity }, { UserEmailEntity }] = await Promise.all([
    import('@functions/platform/identity-records'),
    import('@functions/users/user-store'),
  ]);
  const { ALL_USERS, USERS_LIST, countUsers, listAttributes, roleScope } = await import('@functions/users/user-store');
  const { setCounts } = await import('@functions/platform/list-counts');
  const { hashPassword } = await import('@functions/platform/secrets');
  const { roleSlug, STUDENT_ROLE_ID } = await import('@functions/roles/system-roles');
  const agentRoleId = roleSlug(ROLE.agent);
  // One hash for all: scrypt is slow on purpose, and the seed shares one the same way.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const next = random(2031);
  const start = Date.parse('2025-01-01T00:00:00Z');
  const users = benchPeople().map((person, i) => {
    const roleId = person.agent ? agentRoleId : STUDENT_ROLE_ID;
    const verified = next() < 0.9;
    const createdAt = new Date(start + i * 3 * 3_600_000).toISOString();
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      passwordHash,
      roleIds: [roleId],
      verified,
      ...(verified ? { emailVerifiedAt: createdAt } : {}),
      ...listAttributes({ ...person, roleIds: [roleId] }),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await putAll(UserEntity, users);
  await putAll(
    UserEmailEntity,
    users.map((u) => ({ email: u.email, userId: u.id })),
  );
  // Added to what the demo users counted.
  const added = new Map<string, number>([[ALL_USERS, users.length]]);
  for (const { roleIds } of users) added.set(roleScope(roleIds[0]!), (added.get(roleScope(roleIds[0]!)) ?? 0) + 1);
  const counts = new Map<string, number>();
  for (const [scope, count] of added) counts.set(scope, (await countUsers(scope)) + count);
  await setCounts(USERS_LIST, counts);
  return users.length;
};
