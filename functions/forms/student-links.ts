// What a write of a form an agent filled in keeps beside it, in the form's own transaction: the agent's list of students
// (agent-students-db.ts: the student's forms and open drafts) and the student's claim on the form (student-claims.ts).
// An item of the list is written from what it held when the transaction was built, on the condition that it still
// holds that; a save that lost this race to another save of the agent's is built again from the list as it now is.
import { Service } from 'electrodb';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { getTogether, keyOf } from '@functions/platform/db';
import { listCountEntity, moveCount } from '@functions/platform/list-counts';
import { itemsOf, transact, withRetries, type Outcome, type TransactItem } from '@functions/platform/transactions';
import { findStudentByEmail } from '@functions/users/users';
import { entryChanges, placeKey, placeOf, type EntryChange, type Linkable, type Place } from './agent-student-changes';
import { AgentStudentEntity, agentStudentsScope, type AgentStudent } from './agent-students-db';
import { FORMS_LIST, type Form } from './form-db';
import { StudentClaimEntity } from './student-claims';

const links = new Service(
  { agentStudent: AgentStudentEntity, studentClaim: StudentClaimEntity, listCount: listCountEntity() },
  { table: config.tableName, client: dynamo },
);
type LinksWrite = Parameters<Parameters<typeof links.transaction.write>[0]>[0];

/**
 * The student's account a form is about, when an agent filled it in for a Student holding its e-mail. Looked up when
 * the e-mail is new or changed and when the form is submitted (a student may have signed up since it was started);
 * any other save keeps what the form had.
 */
export const studentUserOf = async (
  before: Pick<Form, 'email' | 'status' | 'studentUserId'> | undefined,
  after: Pick<Form, 'email' | 'status' | 'isAgent' | 'ownerId'>,
): Promise<string | undefined> => {
  const email = after.email.trim().toLowerCase();
  if (!after.isAgent || !email) return undefined;
  if (before && before.email.trim().toLowerCase() === email && before.status === after.status) return before.studentUserId;
  const student = await findStudentByEmail(email);
  return student && student.id !== after.ownerId ? student.id : undefined;
};

/** The write of one item of the list: made if new (once), else on the condition that it is as it was read. */
const entryWrite = ({ agentStudent }: LinksWrite, { was, now }: EntryChange) => {
  if (!was) return agentStudent.create(now!).commit();
  if (!now)
    return agentStudent
      .delete({ agentId: was.agentId, studentKey: was.studentKey })
      .where((a, { eq }) => eq(a.revision, was.revision))
      .commit();
  return agentStudent
    .put(now)
    .where((a, { eq }) => eq(a.revision, was.revision))
    .commit();
};

/** The agents' counts of students a set of changes moves, one move per agent (a transaction touches an item once). */
const countMoves = ({ listCount }: LinksWrite, changes: EntryChange[]) => {
  const deltas = new Map<string, number>();
  for (const { was, now } of changes) {
    const agentId = (was ?? now)!.agentId;
    deltas.set(agentId, (deltas.get(agentId) ?? 0) + (was ? 0 : 1) - (now ? 0 : 1));
  }
  return [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([agentId, delta]) => moveCount(listCount, FORMS_LIST, agentStudentsScope(agentId), delta));
};

/** The form as the student's claim copies it. */
export const claimOf = (form: Linkable, studentUserId: string) => ({
  studentUserId,
  formId: form.id,
  formTypeId: form.formTypeId,
  ownerId: form.ownerId,
  agentName: form.agentName,
  firstname: form.firstname,
  lastname: form.lastname,
  status: form.status,
  verified: form.verified,
  createdAt: form.createdAt,
});

/** The claim of the student the form is about now, written again with the form; the claim of one it no longer names, dropped. */
const claimWrites = ({ studentClaim }: LinksWrite, before: Linkable | undefined, after: Linkable) => {
  const dropped = before?.studentUserId && before.studentUserId !== after.studentUserId ? before.studentUserId : undefined;
  return [
    ...(after.studentUserId ? [studentClaim.put(claimOf(after, after.studentUserId)).commit()] : []),
    ...(dropped ? [studentClaim.delete({ studentUserId: dropped, createdAt: before!.createdAt, formId: before!.id }).commit()] : []),
  ];
};

/** The items of an agent's list a write may change, as they are now (one strongly consistent batch read). */
const readEntries = async (places: Place[]): Promise<Map<string, AgentStudent>> => {
  const items = await getTogether(places.map((place) => keyOf(AgentStudentEntity.get(place))));
  const found = items.flatMap((item) => (item ? [AgentStudentEntity.parse({ Item: item }).data as AgentStudent] : []));
  return new Map(found.map((entry) => [placeKey(entry), entry]));
};

/** The writes that keep the agent's list and the student's claim true to a write of the form from `before` to `after`. */
const linkWrites = async (before: Linkable | undefined, after: Linkable): Promise<TransactItem[]> => {
  const places = [placeOf(before), placeOf(after)].filter((place): place is Place => place !== undefined);
  if (places.length === 0 && !before?.studentUserId && !after.studentUserId) return [];
  const changes = entryChanges(await readEntries(places), before, after, new Date().toISOString());
  const writes = (w: LinksWrite) => [...changes.map((change) => entryWrite(w, change)), ...countMoves(w, changes), ...claimWrites(w, before, after)];
  return itemsOf(links.transaction.write(writes));
};

// Saves of one agent's forms about one student rarely meet; a few rounds, each after a short random pause so that
// those that met part, settle any that do.
const LINK_ATTEMPTS = 10;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));

const failedConditionIn = (outcome: Outcome, from: number, to?: number) =>
  outcome.canceled && outcome.data.slice(from, to).some((d) => d.code === 'ConditionalCheckFailed');

/**
 * Runs a form's write (`formItems`, the form's own item first) with what it keeps beside it; the outcome is the form's:
 * when only an item of the agent's list had moved since it was read, the writes beside the form are read and built again.
 */
export const transactWithLinks = async (formItems: TransactItem[], before: Linkable | undefined, after: Linkable): Promise<Outcome> => {
  for (let attempt = 1; ; attempt++) {
    const outcome = await withRetries(async () => transact([...formItems, ...(await linkWrites(before, after))]));
    const listMoved = !failedConditionIn(outcome, 0, formItems.length) && failedConditionIn(outcome, formItems.length);
    if (!listMoved || attempt >= LINK_ATTEMPTS) return outcome;
    await pause();
  }
};
