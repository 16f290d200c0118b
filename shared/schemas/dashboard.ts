// The dashboard (docs/decisions.md, "Dashboards and the evidence timeline"; spec §6: Superadmin, Agent, Student,
// Admin, and roles given view-dashboard) and a person's evidence timeline. Each part of the dashboard is there when
// the caller may open the list behind it, so one shape serves every role: a student sees their own part, a member of
// staff the parts of the lists they work.
import * as z from 'zod';
import { AgentStudentView } from './agent-students';
import { NamedAuditEntryView } from './audit';
import { ClockView, FORM_STATUSES } from './forms';
import { TICKET_STATUSES } from './tickets';
import { ORDER_STATUSES } from './short-courses';

const StageCounts = z.strictObject({ draft: z.number().int(), submitted: z.number().int(), verified: z.number().int() });

const OwnFormView = z.strictObject({
  id: z.string(),
  form_type_id: z.number().int(),
  form_type: z.string(),
  status: z.enum(FORM_STATUSES),
  verified: z.boolean(),
  student_name: z.string(),
  /** Why the college sent it back, while it is returned: the applicant reads it on their dashboard. */
  return_reason: z.string().nullable(),
  updated_at: z.string(),
});

/** A duty with a date: a running clock of one of the caller's forms. */
const DueView = z.strictObject({ form_id: z.string(), form_type_id: z.number().int(), form_type: z.string(), clock: ClockView });

const OwnTicketView = z.strictObject({ id: z.string(), subject: z.string(), status: z.enum(TICKET_STATUSES), updated_at: z.string() });

const UpcomingSessionView = z.strictObject({
  order_id: z.string(),
  number: z.string(),
  course_name: z.string(),
  booking_datetime: z.string(),
  location_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  paid: z.boolean(),
});

/** What is the caller's own: the forms they filled in, their tickets, their bookings, what is due. */
export const OwnDashboard = z.strictObject({
  forms: StageCounts,
  recent_forms: z.array(OwnFormView),
  open_tickets: z.array(OwnTicketView),
  upcoming_sessions: z.array(UpcomingSessionView),
  due: z.array(DueView),
});
export type OwnDashboard = z.infer<typeof OwnDashboard>;

/** One family's forms by stage, for its staff. */
export const FamilyCountsView = StageCounts.extend({ form_type_id: z.number().int(), form_type: z.string() }).strict();

const OpenStatusCounts = z.strictObject({ open: z.number().int(), assigned: z.number().int() });

export const TicketCountsView = z.strictObject({
  /** Whose tickets: every department's (admins), or the caller's department. */
  department: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  open: z.number().int(),
  assigned: z.number().int(),
  closed: z.number().int(),
  /** Open tickets past a service target, counted by the scheduled jobs once a minute. */
  breached: OpenStatusCounts,
});

export const ChatCountsView = z.strictObject({ waiting: z.number().int(), staff_online: z.number().int() });

export const OrderCountsView = z.strictObject({
  stages: z.strictObject(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof ORDER_STATUSES)[number], z.ZodNumber>,
  ),
  /** The college month (`YYYY-MM`) and what was paid in it. */
  month: z.string(),
  revenue_cents: z.number().int(),
});

export const UserCountsView = z.strictObject({
  total: z.number().int(),
  by_role: z.array(z.strictObject({ role_id: z.string(), role: z.string(), count: z.number().int() })),
  /** The roles past those counted one by one (a college with very many roles), together: how many, and their users. */
  other_roles: z.strictObject({ roles: z.number().int(), count: z.number().int() }).optional(),
});

/** `GET /api/dashboard`: the parts the caller may see; a part left out is one they have no list for. */
export const DashboardView = z.strictObject({
  own: OwnDashboard,
  /** The first of the agent's students (Agents); the agent's students page has them all. */
  agent_students: z.array(AgentStudentView).optional(),
  forms: z.array(FamilyCountsView).optional(),
  tickets: TicketCountsView.optional(),
  chats: ChatCountsView.optional(),
  orders: OrderCountsView.optional(),
  users: UserCountsView.optional(),
  activity: z.array(NamedAuditEntryView).optional(),
});
export type DashboardView = z.infer<typeof DashboardView>;

// ---- The evidence timeline: a person's forms, tickets, chats and orders in one list.

export const TIMELINE_KINDS = ['form', 'ticket', 'chat', 'order'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The most of each kind a timeline reads (a person's records are tens); it says when it stopped there. */
export const TIMELINE_PER_KIND = 200;

const Day = (field: string) =>
  z
    .string()
    .max(10, `Give the ${field} date as YYYY-MM-DD`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give the ${field} date as YYYY-MM-DD`)
    // Date.parse rolls 2026-02-30 over to 2 March: the date must read back as given.
    .refine((d) => {
      const parsed = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
    }, `Give a real ${field} date`);

/** `GET /api/users/{id}/timeline` and its export: which kinds, and from and to which college day (both included). */
export const TimelineQuery = z
  .object({
    kind: z.enum(TIMELINE_KINDS, { message: `Choose one of: ${TIMELINE_KINDS.join(', ')}` }).optional(),
    from: Day('from').optional(),
    to: Day('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The from date must not be after the to date', path: ['to'] });
export type TimelineQuery = z.infer<typeof TimelineQuery>;

/** The span of a timeline read, as the store filters it: ISO times, `from` inclusive, `to` exclusive ('' and '9999' when open). */
export interface TimelineSpan {
  from: string;
  to: string;
}

export const TimelineItemView = z.strictObject({
  kind: z.enum(TIMELINE_KINDS),
  id: z.string(),
  /** What it is: a form's family, a ticket's subject, a chat's first words, an order's course. */
  title: z.string(),
  /** Where it is now, in words (`Submitted`, `Closed`, `Waiting`). */
  status: z.string(),
  /** When it began. */
  at: z.string(),
  /** Its page, for the reader (staff and the person see different pages of one order). */
  link: z.string().nullable(),
});
export type TimelineItemView = z.infer<typeof TimelineItemView>;

/** A document of a person's form, on their record: the file, the question it answers, and the form it is in. */
export const PersonDocumentView = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  /** The question the file answers ("Passport", "Evidence of English"). */
  label: z.string(),
  form: z.strictObject({ id: z.string(), form_type: z.string(), title: z.string(), link: z.string() }),
});
export type PersonDocumentView = z.infer<typeof PersonDocumentView>;
export const PersonDocumentList = z.array(PersonDocumentView);

export const TimelineView = z.strictObject({
  person: z.strictObject({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  data: z.array(TimelineItemView),
  /** More than the timeline shows at once were found: narrow by kind or dates, or export. */
  truncated: z.boolean(),
});
export type TimelineView = z.infer<typeof TimelineView>;
