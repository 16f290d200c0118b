// What student forms bring to the dashboard and to a person's evidence timeline: forms by stage (kept counts, the
// owner's and each family's for its staff), the owner's newest forms and running clocks, an agent's students, and a
// person's forms. Each read is of one owner's partition of an index, a few items long.
import type { AgentStudentView, DashboardView, OwnDashboard, TimelineItemView, TimelineSpan } from '@shared/schemas/dashboard';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { FORM_TYPES, formTypeById } from '@shared/forms/catalogue';
import { FORM_STAGES, formStage } from '@shared/forms/stages';
import { capitalised } from '@shared/text';
import type { Count, Counted } from '@functions/platform/list-counts';
import { recordsIn, type OwnFeed } from '@functions/platform/own-feed';
import type { Caller } from '@functions/platform/session';
import { seesFamily } from './access';
import { clocksOfForm } from './clocks';
import { FORMS_LIST, FormEntity, ownerStageScope, typeStageScope, type Form } from './form-db';

const RECENT_FORMS = 5;
const DUE_SHOWN = 10;
// An agent's students come from their newest forms: enough for a busy agent's current intake.
const AGENT_FORMS_READ = 300;

const stageCounts = (count: Count, scopeOf: (stage: (typeof FORM_STAGES)[number]) => string) =>
  Object.fromEntries(FORM_STAGES.map((stage) => [stage, count(FORMS_LIST, scopeOf(stage))])) as Record<(typeof FORM_STAGES)[number], number>;

/** The caller's own forms by stage. */
export const ownStages = (caller: Caller): Counted<DashboardView['own']['forms']> => ({
  keys: FORM_STAGES.map((stage) => ({ list: FORMS_LIST, scope: ownerStageScope(caller.userId, stage) })),
  build: (count) => stageCounts(count, (stage) => ownerStageScope(caller.userId, stage)),
});

/** Each family the caller works on (staff of it), by stage. */
export const familyFigures = (caller: Caller): Counted<DashboardView['forms']> | undefined => {
  const families = FORM_TYPES.filter((type) => seesFamily(caller, type));
  if (families.length === 0) return undefined;
  return {
    keys: families.flatMap((type) => FORM_STAGES.map((stage) => ({ list: FORMS_LIST, scope: typeStageScope(type.id, stage) }))),
    build: (count) =>
      families.map((type) => ({ form_type_id: type.id, form_type: type.name, ...stageCounts(count, (stage) => typeStageScope(type.id, stage)) })),
  };
};

const typeName = (formTypeId: number) => formTypeById(formTypeId)?.name ?? 'Form';
const studentName = (f: Pick<Form, 'firstname' | 'lastname'>) => [f.firstname, f.lastname].filter(Boolean).join(' ');

/** The owner's newest forms. */
export const recentForms = async (ownerId: string): Promise<OwnDashboard['recent_forms']> => {
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

/** The running clocks of the caller's forms (their own duties and the college's), soonest first, from their live records. */
export const dueIn = (feed: OwnFeed): OwnDashboard['due'] =>
  recordsIn<Form>(feed, FormEntity)
    .flatMap((f) =>
      clocksOfForm(f)
        .filter((clock) => clock.state !== 'met')
        .map((clock) => ({ form_id: f.id, form_type_id: f.formTypeId, form_type: typeName(f.formTypeId), clock })),
    )
    .sort((a, b) => a.clock.due_on.localeCompare(b.clock.due_on))
    .slice(0, DUE_SHOWN);

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

/** A person's forms begun in the span, newest first, linked where the viewer may open them. */
export const formsOnTimeline = async (ownerId: string, span: TimelineSpan, viewer: Caller): Promise<TimelineItemView[]> => {
  const { data } = await FormEntity.query
    .byOwner({ ownerId })
    .where((a, { between }) => between(a.createdAt, span.from, span.to))
    .go({ order: 'desc', count: TIMELINE_PER_KIND });
  return data.map((f) => {
    const type = formTypeById(f.formTypeId);
    const student = [f.firstname, f.lastname].filter(Boolean).join(' ');
    const opens = type && (viewer.userId === ownerId || seesFamily(viewer, type));
    return {
      kind: 'form',
      id: f.id,
      title: `${type?.name ?? 'Form'} form${student ? ` of ${student}` : ''}`,
      status: capitalised(formStage(f)),
      at: f.createdAt,
      link: opens ? `${type.path}/${f.id}` : null,
    };
  });
};
