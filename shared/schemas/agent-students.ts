// An education agent's students (docs/decisions.md, "Dashboards and the evidence timeline"): one row per student the
// agent filled forms in for, kept with each of those forms' writes. The dashboard shows the first few; the agent's
// students page pages through them all.
import * as z from 'zod';
import { Cursor, ListQuery } from './common';

export const AgentStudentView = z.strictObject({
  /** The row's key among the agent's students (the student by e-mail, else by name). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  student_id: z.string(),
  forms: z.number().int(),
  /** Forms started for them and not yet submitted: what is missing. */
  drafts: z.number().int(),
  /** The newest draft, to finish it from the list. */
  draft: z.strictObject({ id: z.string(), form_type_id: z.number().int(), form_type: z.string() }).nullable(),
  /** When one of their forms was last saved. */
  changed_at: z.string(),
});
export type AgentStudentView = z.infer<typeof AgentStudentView>;

/** `GET /api/agent-students`: a page of the agent's students, those with a draft open first, then the latest changed. */
export const AgentStudentListQuery = ListQuery.pick({ page: true, pagination: true }).extend({ cursor: Cursor });
export type AgentStudentListQuery = z.infer<typeof AgentStudentListQuery>;
