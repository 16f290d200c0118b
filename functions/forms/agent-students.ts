// An education agent's students as the dashboard and the agent's students page read them: a page of the agent's own
// list (agent-students-db.ts), those with a draft open first, so what a read costs follows the page, never how many
// forms the agent has filled in.
import { formTypeById } from '@shared/forms/catalogue';
import type { AgentStudentListQuery, AgentStudentView } from '@shared/schemas/agent-students';
import type { ListResponse } from '@shared/schemas/common';
import { quickListParser } from '@functions/platform/db';
import { countOf } from '@functions/platform/list-counts';
import { pageFromIndex } from '@functions/platform/paging';
import type { Caller } from '@functions/platform/session';
import { AgentStudentEntity, agentStudentsScope, type AgentStudent } from './agent-students-db';
import { FORMS_LIST } from './form-db';

// The dashboard shows the first few; the students page has the rest.
const ON_DASHBOARD = 10;
const agentStudentsFromItems = quickListParser(AgentStudentEntity);

const newestDraft = (drafts: AgentStudent['drafts']) =>
  drafts.reduce<AgentStudent['drafts'][number] | undefined>((newest, d) => (!newest || d.createdAt > newest.createdAt ? d : newest), undefined);

const toView = (s: AgentStudent): AgentStudentView => {
  const draft = newestDraft(s.drafts);
  return {
    id: s.studentKey,
    name: s.name || 'Not named yet',
    email: s.email,
    student_id: s.studentNumber,
    forms: s.forms,
    drafts: s.drafts.length,
    draft: draft ? { id: draft.id, form_type_id: draft.formTypeId, form_type: formTypeById(draft.formTypeId)?.name ?? 'Form' } : null,
    changed_at: s.changedAt,
  };
};

const listOf = (agentId: string) => AgentStudentEntity.query.byAgent({ agentId });

/** The first of an agent's students, for their dashboard. */
export const agentStudents = async (agentId: string): Promise<AgentStudentView[]> =>
  (await listOf(agentId).go({ order: 'desc', limit: ON_DASHBOARD })).data.map(toView);

/** `GET /api/agent-students`: a page of the caller's students, with their kept count as the total. */
export const listAgentStudents = async (caller: Caller, query: AgentStudentListQuery): Promise<ListResponse<AgentStudentView>> => {
  const page = await pageFromIndex(
    {
      params: listOf(caller.userId).params({ order: 'desc' }),
      parse: agentStudentsFromItems,
      total: () => countOf(FORMS_LIST, agentStudentsScope(caller.userId)),
    },
    query,
  );
  return { data: page.data.map(toView), meta: page.meta };
};
