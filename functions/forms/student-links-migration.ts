// Store migration (docs/decisions.md, "Dashboards and the evidence timeline"): the agents' lists of students and the
// students' claims, made from the forms a store holds, as the form store has written them with each save since.
import { rewriteWhole } from '@functions/platform/db';
import { setCounts } from '@functions/platform/list-counts';
import { findStudentsByEmail } from '@functions/users/users';
import { AgentStudentEntity, agentStudentsScope } from './agent-students-db';
import { FORMS_LIST, FormEntity } from './form-db';
import { StudentClaimEntity } from './student-claims';
import { entriesOf, type Linkable } from './agent-student-changes';
import { claimOf } from './student-links';

/**
 * Files forms in their agents' lists and sets each agent's count of students from them: a store's forms, and a
 * generated college's (the bench). Only while nothing else writes; answers how many students it filed.
 */
export const fileInAgentLists = async (forms: readonly (Linkable & { updatedAt: string })[]): Promise<number> => {
  const entries = entriesOf(forms);
  await rewriteWhole(entries.map((entry) => AgentStudentEntity.put(entry)));
  const counts = new Map<string, number>();
  for (const { agentId } of entries) counts.set(agentStudentsScope(agentId), (counts.get(agentStudentsScope(agentId)) ?? 0) + 1);
  await setCounts(FORMS_LIST, counts);
  return entries.length;
};

/**
 * Every form an agent filled in linked to the Student whose e-mail it gives and claimed for them, and every such form
 * filed in its agent's list. Runs while nothing else writes; answers how many records it wrote.
 */
export const migrateToAgentLists = async (): Promise<number> => {
  const agents = (await FormEntity.scan.go({ pages: 'all' })).data.filter((f) => f.isAgent);
  const students = await findStudentsByEmail(agents.flatMap((f) => (f.email.trim() ? [f.email.trim()] : [])));
  const linked = agents.flatMap((f) => {
    const student = students.get(f.email.trim().toLowerCase());
    return student && student.id !== f.ownerId ? [{ ...f, studentUserId: student.id }] : [];
  });
  await rewriteWhole([...linked.map((f) => FormEntity.put(f)), ...linked.map((f) => StudentClaimEntity.put(claimOf(f, f.studentUserId)))]);
  return 2 * linked.length + (await fileInAgentLists(agents));
};
