// What refers to a record (a course, a category, a location, a role), asked before it is deleted: a record something
// points at is refused with 409, never left dangling. The domain that deletes never imports who refers to it:
// - what its own records refer to, it registers from its own module (the catalogue: functions/courses/usages.ts);
// - what other domains' records refer to, each of those domains offers as a checker on its face (forms:
//   `formsNamingCourse`), and the deleting domain's entry point registers it (functions/courses/handler.ts).
import { ConflictError } from './errors';

export type UsageKind = 'course' | 'category' | 'location' | 'role';

export interface UsageChecker {
  /** How many records of this sort refer to the record `id`. */
  count: (id: string) => Promise<number>;
  /** What that many of them mean, as the 409's message says it (e.g. "2 trainers deliver it"). */
  describe: (count: number) => string;
}

const registry = new Map<UsageKind, Map<string, UsageChecker>>();

/**
 * Registers (or replaces) the checker named `name` of what refers to a `kind`. Answers how to put back what was there
 * before: a test that stands in for a real checker restores it, since test files may share one module registry.
 */
export const registerUsage = (kind: UsageKind, name: string, checker: UsageChecker): (() => void) => {
  const checkers = registry.get(kind) ?? new Map<string, UsageChecker>();
  const before = checkers.get(name);
  checkers.set(name, checker);
  registry.set(kind, checkers);
  return () => (before ? checkers.set(name, before) : checkers.delete(name));
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
