// What refers to a record (a course, a category, a location, a role), asked before it is deleted: a
// record something points at is refused with 409, never left dangling. Each kind of referring record
// registers its checker here, so the domain that deletes never needs to know who refers to it:
// - a domain registers what its own records refer to from its own module (courses: a course's category
//   and locations, functions/courses/usages.ts), loaded by the modules of that domain that delete;
// - records other domains read are shared (functions/platform) and register below, so every Lambda has them.
//   A domain whose records refer to another domain's (forms → courses, short courses → courses) keeps
//   those records' entity and store in functions/platform and registers here, like users.
import { ConflictError } from './errors';
import { countDeliveringTrainers, countHolders } from './user-store';

export type UsageKind = 'course' | 'category' | 'location' | 'role';

export interface UsageChecker {
  /** How many records of this sort refer to the record `id`. */
  count: (id: string) => Promise<number>;
  /** What that many of them mean, as the 409's message says it (e.g. "2 trainers deliver it"). */
  describe: (count: number) => string;
}

const registry = new Map<UsageKind, Map<string, UsageChecker>>();

/** Registers (or replaces) the checker named `name` of what refers to a `kind`. */
export const registerUsage = (kind: UsageKind, name: string, checker: UsageChecker): void => {
  const checkers = registry.get(kind) ?? new Map<string, UsageChecker>();
  checkers.set(name, checker);
  registry.set(kind, checkers);
};

/** The names of the checkers registered for a kind (tests, and what the docs list). */
export const registeredUsages = (kind: UsageKind): string[] => [...(registry.get(kind)?.keys() ?? [])];

/** What refers to the record, as sentences; empty when nothing does. */
export const usagesOf = async (kind: UsageKind, id: string): Promise<string[]> => {
  const checkers = [...(registry.get(kind)?.values() ?? [])];
  const counts = await Promise.all(checkers.map((c) => c.count(id)));
  return checkers.flatMap((c, i) => (counts[i]! > 0 ? [c.describe(counts[i]!)] : []));
};

/** Throws a 409 `<kind>.in_use` naming what refers to the record, and `then` (what to do instead). */
export const assertUnused = async (kind: UsageKind, id: string, then: string): Promise<void> => {
  const usages = await usagesOf(kind, id);
  if (usages.length) throw new ConflictError(`${kind}.in_use`, `This ${kind} is in use (${usages.join('; ')}). ${then}`);
};

/** "1 trainer delivers it" / "2 trainers deliver it". */
export const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

// ---- Shared records ----

registerUsage('course', 'trainers', {
  count: countDeliveringTrainers,
  describe: (n) => counted(n, 'trainer delivers it', 'trainers deliver it'),
});

registerUsage('role', 'users', {
  count: countHolders,
  describe: (n) => counted(n, 'user holds it', 'users hold it'),
});
