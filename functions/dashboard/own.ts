// The caller's own part of the dashboard: their newest forms, what is due, their open tickets and coming sessions,
// and an agent's students. Each read is of the caller's own partition of an index, a few items long.
import type { AgentStudentView, OwnDashboard } from '@shared/schemas/dashboard';
import { formTypeById } from '@shared/forms/catalogue';
import { clocksOfForm } from '@functions/platform/form-clocks';
import { FormEntity, type Form } from '@functions/platform/form-db';
import type { Caller } from '@functions/platform/session';
import { upcomingSessions } from '@functions/short-courses/short-courses';
import { openTicketsOf } from '@functions/tickets/tickets';

const RECENT_FORMS = 5;
const DUE_FORMS = 10;
// An agent's students come from their newest forms: enough for a busy agent's current intake.
const AGENT_FORMS_READ = 300;

const typeName = (formTypeId: number) => formTypeById(formTypeId)?.name ?? 'Form';
const studentName = (f: Pick<Form, 'firstname' | 'lastname'>) => [f.firstname, f.lastname].filter(Boolean).join(' ');

const recentForms = async (ownerId: string): Promise<OwnDashboard['recent_forms']> => {
  const { data } = await FormEntity.query.byOwner({ ownerId }).go({ order: 'desc', limit: RECENT_FORMS });
  return data.map((f) => ({
    id: f.id,
    form_type_id: f.formTypeId,
    form_type: typeName(f.formTypeId),
    status: f.status,
    verified: f.verified,
    student_name: studentName(f),
    updated_at: f.updatedAt,
  }));
};

/** The running clocks of the caller's forms (their own duties and the college's), soonest first. */
const dueOf = async (ownerId: string): Promise<OwnDashboard['due']> => {
  const { data } = await FormEntity.query
    .byOwner({ ownerId })
    .where((a, { ne, notExists }) => `${ne(a.clockDueOn, '')} AND ${notExists(a.clockDone)}`)
    .go({ order: 'desc', count: DUE_FORMS });
  return data
    .flatMap((f) =>
      clocksOfForm(f)
        .filter((clock) => clock.state !== 'met')
        .map((clock) => ({ form_id: f.id, form_type_id: f.formTypeId, form_type: typeName(f.formTypeId), clock })),
    )
    .sort((a, b) => a.clock.due_on.localeCompare(b.clock.due_on));
};

/** The caller's own records (their forms' counts by stage come with the dashboard's other counts). */
export const ownRecords = async (caller: Caller): Promise<Omit<OwnDashboard, 'forms'>> => {
  const [recent_forms, due, open_tickets, upcoming_sessions] = await Promise.all([
    recentForms(caller.userId),
    dueOf(caller.userId),
    openTicketsOf(caller.userId),
    upcomingSessions(caller.userId),
  ]);
  return { recent_forms, due, open_tickets, upcoming_sessions };
};

/**
 * The students an agent filled forms in for, from their newest forms: one row per student (by e-mail, else by
 * name), with how many forms and drafts, the newest draft first among students with something missing.
 */
export const agentStudents = async (agentId: string): Promise<AgentStudentView[]> => {
  const { data } = await FormEntity.query
    .byOwner({ ownerId: agentId })
    .go({ order: 'desc', count: AGENT_FORMS_READ, attributes: ['id', 'formTypeId', 'status', 'firstname', 'lastname', 'email', 'studentId'] });
  const students = new Map<string, AgentStudentView>();
  for (const f of data) {
    const key = f.email || studentName(f).toLowerCase() || f.id;
    const student = students.get(key) ?? {
      name: studentName(f) || 'Not named yet',
      email: f.email,
      student_id: f.studentId,
      forms: 0,
      drafts: 0,
      draft: null,
    };
    student.forms += 1;
    if (f.status === 'draft') {
      student.drafts += 1;
      // Forms come newest first: the first draft met is the newest.
      student.draft ??= { id: f.id, form_type_id: f.formTypeId, form_type: typeName(f.formTypeId) };
    }
    students.set(key, student);
  }
  return [...students.values()].sort((a, b) => b.drafts - a.drafts);
};
