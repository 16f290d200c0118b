// What student forms bring to the dashboard and to a person's evidence timeline: forms by stage (kept counts, the
// owner's and each family's for its staff), the trends of the families a member of staff checks, the owner's newest
// forms and running clocks, and a person's forms (an
// agent's students are agent-students.ts). Each read is of one person's partition of an index, a few items long.
import type { DashboardView, OwnDashboard, TimelineItemView, TimelineSpan } from '@shared/schemas/dashboard';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { FORM_TYPES, formTypeById, type FormType } from '@shared/forms/catalogue';
import { periodsUpTo } from '@shared/college-time';
import { MONTHS_SHOWN, WEEKS_SHOWN } from '@shared/schemas/trends';
import { ValidationError } from '@functions/platform/errors';
import { trendKeys, trendLine, type TrendPart } from '@functions/platform/trends';
import { FORM_STAGES, formStage } from '@shared/forms/stages';
import { capitalised } from '@shared/text';
import type { Count, Counted } from '@functions/platform/list-counts';
import { recordsIn, type OwnFeed } from '@functions/platform/own-feed';
import type { Caller } from '@functions/platform/session';
import { seesFamily } from './access';
import { clocksOfForm } from './clocks';
import { studentNameOf } from './agent-students-db';
import { FORMS_LIST, FormEntity, ownerStageScope, typeStageScope, type Form } from './form-db';
import { StudentClaimEntity } from './student-claims';
import { familyTrendScope } from './trend-events';

const RECENT_FORMS = 5;
/** The families whose arrivals make the intake chart: applications and enrolments. */
const INTAKE_FAMILIES = ['application', 'enrolment'];
const DUE_SHOWN = 10;

const stageCounts = (count: Count, scopeOf: (stage: (typeof FORM_STAGES)[number]) => string) =>
  Object.fromEntries(FORM_STAGES.map((stage) => [stage, count(FORMS_LIST, scopeOf(stage))])) as Record<(typeof FORM_STAGES)[number], number>;

/** A person's own forms by stage (theirs alone: read beside their session). */
export const ownStages = (userId: string): Counted<DashboardView['own']['forms']> => ({
  keys: FORM_STAGES.map((stage) => ({ list: FORMS_LIST, scope: ownerStageScope(userId, stage) })),
  build: (count) => stageCounts(count, (stage) => ownerStageScope(userId, stage)),
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

/** The owner's newest forms. */
export const recentForms = async (ownerId: string): Promise<OwnDashboard['recent_forms']> => {
  const { data } = await FormEntity.query.byOwner({ ownerId }).go({ order: 'desc', limit: RECENT_FORMS });
  return data.map((f) => ({
    id: f.id,
    form_type_id: f.formTypeId,
    form_type: typeName(f.formTypeId),
    status: f.status,
    verified: f.verified,
    student_name: studentNameOf(f),
    return_reason: f.status === 'returned' ? (f.returnReason ?? '') : null,
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

type TimelineForm = Pick<Form, 'id' | 'formTypeId' | 'ownerId' | 'firstname' | 'lastname' | 'status' | 'verified' | 'createdAt'>;

/** One form on a timeline, linked where the viewer may open it; `agentName` names who filled it in for the person. */
const timelineItem = (f: TimelineForm, viewer: Caller, agentName?: string): TimelineItemView => {
  const type = formTypeById(f.formTypeId);
  const student = studentNameOf(f);
  const opens = type && (viewer.userId === f.ownerId || seesFamily(viewer, type));
  return {
    kind: 'form',
    id: f.id,
    title: `${type?.name ?? 'Form'} form${student ? ` of ${student}` : ''}${agentName ? `, through ${agentName}` : ''}`,
    status: f.status === 'returned' ? 'Sent back' : capitalised(formStage(f)),
    at: f.createdAt,
    link: opens ? `${type.path}/${f.id}` : null,
  };
};

/**
 * A person's forms begun in the span, newest first: those they filled in, and those an agent filled in for them
 * (their claims), each read from the person's own partition.
 */
export const formsOnTimeline = async (personId: string, span: TimelineSpan, viewer: Caller): Promise<TimelineItemView[]> => {
  const [own, claimed] = await Promise.all([
    FormEntity.query
      .byOwner({ ownerId: personId })
      .where((a, { between }) => between(a.createdAt, span.from, span.to))
      .go({ order: 'desc', count: TIMELINE_PER_KIND }),
    StudentClaimEntity.query
      .byStudent({ studentUserId: personId })
      .where((a, { between }) => between(a.createdAt, span.from, span.to))
      .go({ order: 'desc', count: TIMELINE_PER_KIND }),
  ]);
  const items = [
    ...own.data.map((f) => timelineItem(f, viewer)),
    ...claimed.data.map((c) => timelineItem({ ...c, id: c.formId }, viewer, c.agentName || 'an agent')),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, TIMELINE_PER_KIND);
};

/** The scope of a family's trends, or of every family's together ('all'). */
const familyScope = (type: FormType | undefined) => (type ? familyTrendScope(type.id) : 'all');

/** The families the caller checks, and whether that is all of them (they may then see every family's together). */
const checkedFamilies = (caller: Caller) => {
  const families = FORM_TYPES.filter((type) => seesFamily(caller, type));
  return { families, all: families.length === FORM_TYPES.length };
};

/** The family `slug` names among the caller's (undefined: all of them together), refusing one that is not theirs. */
const chosenFamily = (families: FormType[], all: boolean, slug: string | undefined): FormType | undefined => {
  if (slug === undefined && !all) return families[0];
  const chosen = slug === undefined || slug === 'all' ? undefined : families.find((type) => type.slug === slug);
  if ((slug === 'all' && !all) || (slug !== undefined && slug !== 'all' && !chosen)) {
    throw new ValidationError({ form_type: ['Choose one of the families whose forms you check'] });
  }
  return chosen;
};

/**
 * The forms' trend charts for those who check a family: a family's (or, for those who check every family, all
 * together) arrivals and verifications by week, and the applications and enrolments that arrived by month. `slug`
 * chooses the family ('all', or none: every family for those who check them all, else the first of theirs); one the
 * caller does not check is refused.
 */
export const formTrends = (
  caller: Caller,
  slug: string | undefined,
): (TrendPart & { families: FormType[]; family: FormType | null; all: boolean }) | undefined => {
  const { families, all } = checkedFamilies(caller);
  if (families.length === 0) return undefined;
  const chosen = chosenFamily(families, all, slug);
  const weeks = periodsUpTo('week', WEEKS_SHOWN);
  const months = periodsUpTo('month', MONTHS_SHOWN);
  const scope = familyScope(chosen);
  const intake = FORM_TYPES.filter((type) => INTAKE_FAMILIES.includes(type.slug) && families.includes(type));
  const weekly = [
    { series: 'forms-submitted' as const, scope, periods: weeks },
    { series: 'forms-verified' as const, scope, periods: weeks },
  ];
  const monthly = intake.map((type) => ({ series: 'forms-submitted' as const, scope: familyScope(type), periods: months }));
  return {
    families,
    family: chosen ?? null,
    all,
    keys: trendKeys([...weekly, ...monthly]),
    build: (count) => [
      {
        title: `${chosen ? `${chosen.name} forms` : 'Forms'} by week`,
        period: 'week',
        money: false,
        lines: [trendLine(count, 'Submitted', weekly[0]!), trendLine(count, 'Verified', weekly[1]!)],
      },
      ...(monthly.length
        ? [
            {
              title: 'Applications and enrolments by month',
              period: 'month' as const,
              money: false,
              lines: monthly.map((points, i) => trendLine(count, `${intake[i]!.name} forms`, points)),
            },
          ]
        : []),
    ],
  };
};

/** What the forms' trend list of a scope is called for this caller; undefined when it is not one of their charts'. */
export const formTrendScopeName = (caller: Caller, scope: string): string | undefined => {
  const { families, all } = checkedFamilies(caller);
  if (scope === 'all') return all ? 'All families' : undefined;
  return families.find((type) => familyScope(type) === scope)?.name;
};
