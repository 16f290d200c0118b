// Support tickets (docs/decisions.md, "Tickets"): the payloads of its calls. A field is declared here once and flows to the
// handler, the SPA's forms and lists, and the tests; its API name is snake_case (spec §3).
import * as z from 'zod';
import { REVISION_VIEW, revised } from './revisions';
import { recordFields } from '../fields';
import { AttachmentView } from './attachments';
import { Email, PersonName } from './auth';
import { Cursor, Flag, Id, JsonNumber, blankIsAbsent, listQuery, LooseId } from './common';
import { Notification } from './notifications';
import { MESSAGE_TEXT } from './ticket-rules';

/** A department: a staff role whose members answer tickets (every role but Student and Agent). */
export const Department = z.strictObject({ id: z.string(), name: z.string() });
export type Department = z.infer<typeof Department>;

/** The most canned replies a category keeps: a department's common answers, not a knowledge base. */
export const MAX_CANNED_REPLIES = 30;

/** A reply staff of the category's department insert into their answer and then adapt. */
export const CannedReply = z.object({
  title: z.string({ message: 'Give the reply a title' }).trim().min(1, 'Give the reply a title').max(80, 'Use at most 80 characters'),
  body: z.string({ message: 'Write the reply' }).trim().min(1, 'Write the reply').max(4000, 'Use at most 4000 characters'),
});
export type CannedReply = z.infer<typeof CannedReply>;

const hours = (what: string, max: number) =>
  JsonNumber(`Enter the ${what} target in working hours`)
    .int(`Enter the ${what} target in whole working hours`)
    .min(1, `The ${what} target is at least 1 working hour`)
    .max(max, `The ${what} target is at most ${max} working hours`);

/**
 * A ticket category as staff set it up (spec §3 leaves its fields to us): the department (a staff role)
 * whose members answer its tickets, its service targets in working hours (Monday to Friday, 9 to 5 at the
 * college, public holidays excepted), and the department's canned replies.
 */
export const TicketCategoryBody = z
  .object({
    name: z.string({ message: 'Enter a category name' }).trim().min(2, 'Enter a category name').max(80, 'Use at most 80 characters'),
    description: z.string().trim().max(500, 'Use at most 500 characters').optional().default(''),
    department_role_id: Id('Choose the department that answers these tickets'),
    /** Where the category's tickets escalate: stored and shown to staff for now (docs/decisions.md). */
    escalation_email: blankIsAbsent(Email),
    first_response_hours: hours('first response', 240),
    resolution_hours: hours('resolution', 2000),
    canned_replies: z.array(CannedReply).max(MAX_CANNED_REPLIES, `Keep at most ${MAX_CANNED_REPLIES} canned replies`).optional().default([]),
  })
  .refine((b) => b.resolution_hours >= b.first_response_hours, {
    path: ['resolution_hours'],
    message: 'The resolution target cannot be sooner than the first response target',
  })
  .refine((b) => new Set(b.canned_replies.map((r) => r.title.toLowerCase())).size === b.canned_replies.length, {
    path: ['canned_replies'],
    message: 'Give each canned reply its own title',
  });
export type TicketCategoryBody = z.infer<typeof TicketCategoryBody>;

/**
 * A category as the API answers it. `canned_replies` and `escalation_email` go only to staff who answer tickets
 * (those who may list categories or update tickets); a student picking a category sees its name, department and targets.
 */
/**
 * A category stores and answers its body's fields by name (shared/fields.ts), but for its department (answered with
 * its name) and its canned replies (answered only to staff who answer tickets).
 */
export const TicketCategoryFields = recordFields(TicketCategoryBody, { except: ['department_role_id', 'canned_replies'] });

export const TicketCategoryView = z.strictObject({
  id: z.string(),
  ...TicketCategoryFields.viewShape,
  department: Department,
  canned_replies: z.array(z.strictObject({ title: z.string(), body: z.string() })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  ...REVISION_VIEW,
});
export type TicketCategoryView = z.infer<typeof TicketCategoryView>;

/** An update of a ticket category, with the revision it was made from (shared/schemas/revisions.ts). */
export const TicketCategoryUpdateBody = revised(TicketCategoryBody);
export type TicketCategoryUpdateBody = z.infer<typeof TicketCategoryUpdateBody>;

export const TicketCategoryListQuery = listQuery(['name', 'department', 'created_at'], 'name');
export type TicketCategoryListQuery = z.infer<typeof TicketCategoryListQuery>;

// ---- Tickets.

/** Spec §4: a ticket is open, assigned (someone answers it) or closed; reopening returns it to open or assigned. */
export const TICKET_STATUSES = ['open', 'assigned', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const SLA_STATES = ['met', 'on-time', 'due-soon', 'breached'] as const;

/** The most people a ticket is assigned to at once. */
export const MAX_ASSIGNEES = 10;

const MessageText = z
  .string({ message: MESSAGE_TEXT.tooShort })
  .trim()
  .min(MESSAGE_TEXT.min, MESSAGE_TEXT.tooShort)
  .max(MESSAGE_TEXT.max, MESSAGE_TEXT.tooLong);

/** `POST /api/tickets`: what a student, an agent or staff raise a ticket with (its first message). */
export const TicketBody = z.object({
  subject: z.string({ message: 'Enter a subject' }).trim().min(3, 'Enter a subject of at least 3 characters').max(200, 'Use at most 200 characters'),
  category_id: Id('Choose a category'),
  priority: z.enum(TICKET_PRIORITIES, { message: 'Choose a priority' }).optional().default('normal'),
  message: MessageText,
});
export type TicketBody = z.infer<typeof TicketBody>;

/**
 * `POST /api/tickets/guest`: someone without an account raises a ticket from their e-mail address. They follow
 * it through the private link mailed to that address (the address is proven by reading the mail).
 */
export const GuestTicketBody = TicketBody.extend({ name: PersonName, email: Email });
export type GuestTicketBody = z.infer<typeof GuestTicketBody>;

/** `POST /api/tickets/guest/{id}/link`: a new link to a guest's ticket, mailed to its address when it is theirs. */
export const GuestLinkBody = z.object({ email: Email });
export type GuestLinkBody = z.infer<typeof GuestLinkBody>;

/** How long a mailed guest link opens its ticket; every later mail about the ticket carries a fresh one. */
export const GUEST_PASS_DAYS = 30;

/** `POST /api/tickets/{id}/rating`: the requester's satisfaction with a closed ticket, given once. */
export const RatingBody = z.object({
  rating: JsonNumber('Choose a rating from 1 to 5')
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: z.string().trim().max(2000, 'Use at most 2000 characters').optional().default(''),
});
export type RatingBody = z.infer<typeof RatingBody>;

/** The most lines of a chat transcript a ticket keeps (a long chat is summarised by its last lines). */
export const MAX_TRANSCRIPT_LINES = 500;

/**
 * `POST /api/tickets/create-from-chat`: staff turn a chat into a ticket for its student or guest, with the
 * transcript as its first message. One ticket per chat.
 */
export const TicketFromChatBody = z
  .object({
    chat_id: Id('Name the chat'),
    subject: TicketBody.shape.subject,
    category_id: TicketBody.shape.category_id,
    priority: TicketBody.shape.priority,
    /** The student who chatted; or, for a guest chat, their e-mail (and name). */
    requester_id: Id('Choose the student').optional(),
    guest_email: Email.optional(),
    guest_name: PersonName.optional(),
    transcript: z
      .array(
        z.object({
          sender_type: z.enum(['user', 'guest', 'system']),
          sender_name: z.string().trim().min(1).max(120),
          body: z.string().trim().min(1).max(4000),
          sent_at: z
            .string()
            .max(40)
            .pipe(z.iso.datetime({ offset: true, message: 'Give the time it was sent' })),
        }),
      )
      .min(1, 'Give the chat transcript')
      .max(MAX_TRANSCRIPT_LINES, `Give at most ${MAX_TRANSCRIPT_LINES} lines of the transcript`),
  })
  .refine((b) => Boolean(b.requester_id) !== Boolean(b.guest_email), {
    path: ['requester_id'],
    message: 'Name the student who chatted, or the guest’s e-mail address (one of the two)',
  });
export type TicketFromChatBody = z.infer<typeof TicketFromChatBody>;

/** `GET /api/ticket-staff`: the staff a ticket can be assigned to, for the assign picker. */
export const TicketStaffQuery = z.object({
  department_role_id: Id().optional(),
  search: z.string().trim().max(100).optional(),
});
export type TicketStaffQuery = z.infer<typeof TicketStaffQuery>;

export const TicketStaffView = z.strictObject({ id: z.string(), name: z.string(), email: z.string(), departments: z.array(Department) });
export type TicketStaffView = z.infer<typeof TicketStaffView>;

/** Satisfaction as tallied when requesters rate: per category and per staff member assigned when it was rated. */
export const RatingTallyView = z.strictObject({ id: z.string(), name: z.string(), count: z.number(), average: z.number() });
export const RatingSummaryView = z.strictObject({ categories: z.array(RatingTallyView), staff: z.array(RatingTallyView) });
export type RatingSummaryView = z.infer<typeof RatingSummaryView>;

/**
 * `POST /api/tickets/{id}/messages` (multipart, or JSON without files): a reply, or with `internal` a note only
 * staff see (never in the API answer to the requester, in mail or in events).
 */
export const TicketMessageBody = z.object({
  body: MessageText,
  internal: Flag('Say whether this is an internal note').optional().default(false),
});
export type TicketMessageBody = z.infer<typeof TicketMessageBody>;

/** `POST /api/tickets/{id}/assign`: staff who answer the ticket, added to those already on it. */
/** `POST /api/tickets/{id}/merge`: the ticket of the same requester that carries the question on. */
export const MergeTicketBody = z.object({ into: Id('Choose the ticket to merge it into') });
export type MergeTicketBody = z.infer<typeof MergeTicketBody>;

export const AssignBody = z.object({
  user_ids: z
    .array(Id('Choose a staff member'))
    .min(1, 'Choose at least one staff member')
    .max(MAX_ASSIGNEES, `Assign at most ${MAX_ASSIGNEES} people`),
});
export type AssignBody = z.infer<typeof AssignBody>;

export const TicketListQuery = listQuery(['created_at'], 'created_at').extend({
  // Newest first: the help desk works from the latest.
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(TICKET_STATUSES).optional(),
  category_id: Id().optional(),
  department_role_id: Id().optional(),
  /** A staff member's id, or `me`. */
  assignee: z.union([z.literal('me'), Id()]).optional(),
  sla: z.enum(SLA_STATES).optional(),
  cursor: Cursor,
});
export type TicketListQuery = z.infer<typeof TicketListQuery>;

const Person = z.strictObject({ id: z.string(), name: z.string() });

/** Where a ticket stands against its category's targets. */
export const TicketSlaView = z.strictObject({
  first_response_due_at: z.string(),
  first_response_at: z.string().nullable(),
  resolution_due_at: z.string(),
  state: z.enum(SLA_STATES),
});

export const TicketListItem = z.strictObject({
  id: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  category: Person,
  department: Person,
  /** The person who raised it; a guest has no account (`id` null) and is named by e-mail. */
  requester: z.strictObject({ id: z.string().nullable(), name: z.string() }),
  assignees: z.array(Person),
  sla: TicketSlaView,
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type TicketListItem = z.infer<typeof TicketListItem>;

export const TicketMessageView = z.strictObject({
  id: z.string(),
  body: z.string(),
  author: z.strictObject({ id: z.string().nullable(), name: z.string(), staff: z.boolean() }),
  internal: z.boolean(),
  attachments: z.array(AttachmentView),
  created_at: z.string(),
});
export type TicketMessageView = z.infer<typeof TicketMessageView>;

export const TicketView = TicketListItem.extend({
  messages: z.array(TicketMessageView),
  /** The requester's rating once given (staff on the ticket and the requester see it). */
  rating: z.strictObject({ rating: z.number(), comment: z.string(), rated_at: z.string() }).nullable(),
  /** A ticket made from a live chat names it. */
  chat_id: z.string().nullable(),
  /** How to reach the requester (a guest has nothing else): staff on the ticket see it, the requester's own page not. */
  requester_email: z.string().nullable(),
  /** What the caller may do with it now. */
  can: z.strictObject({
    reply: z.boolean(),
    note: z.boolean(),
    assign: z.boolean(),
    close: z.boolean(),
    reopen: z.boolean(),
    delete: z.boolean(),
    rate: z.boolean(),
    /** Staff answering it may merge it into another ticket of the same requester while it is open. */
    merge: z.boolean(),
  }),
}).strict();
export type TicketView = z.infer<typeof TicketView>;

/** `ticket-status` on the socket: a ticket changed, with the notification added for the receiver (spec §4). */
export const TicketStatusChanged = z.object({
  ticket_id: LooseId,
  // Spec §4's transitions, and `replied` and `rated`: every reply, and the requester's rating, are announced too
  // (docs/decisions.md "Tickets").
  status: z.enum(['created', 'assigned', 'unassigned', 'closed', 'reopened', 'replied', 'rated']),
  notification: Notification,
});
export type TicketStatusChanged = z.infer<typeof TicketStatusChanged>;
