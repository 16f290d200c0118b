// How a write of a form an agent filled in changes the agent's list of students (agent-students-db.ts), worked out
// from the list's items as they were read: which student the form is about now and before, their details, how many
// forms and which drafts. Pure, so the form store (student-links.ts) and the migration build the list the same way.
import { agentOf, studentKeyOf, studentNameOf, type AgentStudent } from './agent-students-db';
import type { Form } from './form-db';

/** What the agent's list and the student's claim read of a form. */
export type Linkable = Pick<
  Form,
  | 'id'
  | 'formTypeId'
  | 'ownerId'
  | 'isAgent'
  | 'agentName'
  | 'status'
  | 'verified'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'studentId'
  | 'createdAt'
  | 'studentUserId'
>;

/** One item of an agent's list before and after a write: none before for a new student, none after for one left with no form. */
export interface EntryChange {
  was: AgentStudent | undefined;
  now: AgentStudent | undefined;
}

/** Where a form is on its agent's list: the agent and the student. */
export type Place = Pick<AgentStudent, 'agentId' | 'studentKey'>;

/** None for a form no agent filled in. */
export const placeOf = (form: Linkable | undefined): Place | undefined => {
  const agentId = form && agentOf(form);
  return agentId ? { agentId, studentKey: studentKeyOf(form) } : undefined;
};

/** A place as one key, to find the item read for it. */
export const placeKey = (place: Place) => `${place.agentId}\n${place.studentKey}`;

const samePlace = (a: Place | undefined, b: Place | undefined) => Boolean(a && b && placeKey(a) === placeKey(b));

const shaped = (entry: Omit<AgentStudent, 'missing'>): AgentStudent => ({ ...entry, missing: entry.drafts.length ? 'yes' : 'no' });

/** The student's open drafts with this form as it now is: among them while a draft or sent back, gone once submitted. */
const draftsWith = (drafts: AgentStudent['drafts'], form: Linkable): AgentStudent['drafts'] => [
  ...drafts.filter((d) => d.id !== form.id),
  ...(form.status !== 'submitted' ? [{ id: form.id, formTypeId: form.formTypeId, createdAt: form.createdAt }] : []),
];

/**
 * How a write of a form from `before` (none when it is new) to `after` changes its agent's list, given the list's items
 * as read (`current`, by `placeKey`): the student it names now gets its details, its count and its draft; the student
 * it named before, when another, loses the form, and leaves the list with their last form.
 */
export const entryChanges = (
  current: ReadonlyMap<string, AgentStudent>,
  before: Linkable | undefined,
  after: Linkable,
  at: string,
): EntryChange[] => {
  const [from, to] = [placeOf(before), placeOf(after)];
  const changes: EntryChange[] = [];
  const left = from && !samePlace(from, to) ? current.get(placeKey(from)) : undefined;
  if (left) {
    const forms = left.forms - 1;
    const drafts = left.drafts.filter((d) => d.id !== after.id);
    changes.push({ was: left, now: forms > 0 ? shaped({ ...left, forms, drafts, revision: left.revision + 1 }) : undefined });
  }
  if (to) {
    const was = current.get(placeKey(to));
    const base = was ?? { ...to, name: '', email: '', studentNumber: '', forms: 0, drafts: [], changedAt: at, revision: 0 };
    // A form the student's item counted already (saved before under the same student) is not counted twice.
    const counted = was !== undefined && samePlace(from, to);
    changes.push({
      was,
      now: shaped({
        ...base,
        name: studentNameOf(after) || base.name,
        email: after.email.trim() || base.email,
        studentNumber: after.studentId || base.studentNumber,
        forms: counted ? base.forms : base.forms + 1,
        drafts: draftsWith(base.drafts, after),
        changedAt: at,
        revision: base.revision + 1,
      }),
    });
  }
  return changes;
};

/** The agents' lists as writes of these forms, oldest change first, would have left them (the migration's). */
export const entriesOf = (forms: readonly (Linkable & { updatedAt: string })[]): AgentStudent[] => {
  const entries = new Map<string, AgentStudent>();
  for (const form of [...forms].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))) {
    for (const { now } of entryChanges(entries, undefined, form, form.updatedAt)) entries.set(placeKey(now!), now!);
  }
  return [...entries.values()];
};
