// Short courses (docs/decisions.md, "Short courses and payments"): the payloads of its calls. Spec §3 shows no fields for short courses, their
// sessions ("books") or orders; these are what a college's booking office needs (anchors: aXcelerate's
// public booking and tentative bookings, Eventbrite's checkout). API names are snake_case; money is in
// Australian dollars, GST included (one eleventh of a price).
import * as z from 'zod';
import { REVISION_VIEW, revised } from './revisions';
import { recordFields } from '../fields';
import { AttachmentView } from './attachments';
import { Email, PersonName } from './auth';
import { CHOOSE_SESSION, MAX_PARTICIPANTS, PHONE, USI_LENGTH, USI_MESSAGES, whyNotAUsi } from './booking-rules';
import { Cursor, Id, JsonNumber, OptionalText, blankIsAbsent, listQuery } from './common';

export const SHORT_COURSE_STATUSES = ['active', 'inactive'] as const;

/** A document a course asks every participant for: photo ID, a USI, a medical certificate. */
export const RequiredDocument = z.object({
  label: z.string({ message: 'Name the document' }).trim().min(2, 'Name the document').max(80, 'Use at most 80 characters'),
});

const Price = JsonNumber('Enter the price in dollars')
  .min(0, 'The price cannot be negative')
  .max(100_000, 'The price must be under $100,000')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most two decimals (cents)');

export const ShortCourseBody = z.object({
  code: z
    .string({ message: 'Enter a code' })
    .trim()
    .toUpperCase()
    .max(20, 'Use 3 to 20 letters, digits or dashes, like HLTAID011')
    .regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, 'Use 3 to 20 letters, digits or dashes, like HLTAID011'),
  title: z.string({ message: 'Enter a title' }).trim().min(3, 'Enter a title').max(200, 'Use at most 200 characters'),
  description: z.string().trim().max(4000, 'Use at most 4000 characters').optional().default(''),
  /** What a participant must have done or hold before booking (a licence, an earlier course). */
  prerequisites: OptionalText(1000),
  /** GST included. */
  price: Price,
  duration_hours: JsonNumber('Enter the duration in hours').min(0.5, 'At least half an hour').max(200, 'At most 200 hours'),
  required_documents: z.array(RequiredDocument).max(10, 'Ask for at most 10 documents').optional().default([]),
  status: z.enum(SHORT_COURSE_STATUSES, { message: 'Choose active or inactive' }).optional().default('active'),
});
export type ShortCourseBody = z.infer<typeof ShortCourseBody>;

/** A short course stores and answers its body's fields by name (shared/fields.ts), but for its price (kept in cents). */
export const ShortCourseFields = recordFields(ShortCourseBody, { except: ['price'] });

export const ShortCourseView = z.strictObject({
  id: z.string(),
  ...ShortCourseFields.viewShape,
  price: z.number(),
  gst: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  ...REVISION_VIEW,
});
export type ShortCourseView = z.infer<typeof ShortCourseView>;

/** An update of a short course, with the revision it was made from (shared/schemas/revisions.ts). */
export const ShortCourseUpdateBody = revised(ShortCourseBody);
export type ShortCourseUpdateBody = z.infer<typeof ShortCourseUpdateBody>;

export const ShortCourseListQuery = listQuery(['created_at'], 'created_at').extend({
  status: z.enum(SHORT_COURSE_STATUSES).optional(),
  cursor: Cursor,
});
export type ShortCourseListQuery = z.infer<typeof ShortCourseListQuery>;

// ---- Sessions ("books"): when and where a course runs, and how many it seats.

/** `2027-02-13T09:00` in the campus's time (the college's, Sydney). */
const LocalDateTime = z
  .string({ message: 'Enter the date and time' })
  .max(16)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter the date and time like 2027-02-13T09:00')
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)) && new Date(`${v}:00Z`).toISOString().slice(0, 16) === v, 'Enter a real date and time');

export const MAX_SEATS = 500;

export const SessionBody = z.object({
  booking_datetime: LocalDateTime,
  location_id: Id('Choose the campus'),
  trainer_id: blankIsAbsent(Id('Choose a trainer')),
  capacity: JsonNumber('Enter how many it seats')
    .int('Enter a whole number of seats')
    .min(1, 'At least one seat')
    .max(MAX_SEATS, `At most ${MAX_SEATS} seats`),
});
export type SessionBody = z.infer<typeof SessionBody>;

export const SESSION_STATES = ['open', 'full', 'past'] as const;

/** A session stores and answers its body's fields by name (shared/fields.ts), but for its campus and trainer (answered with their names). */
export const SessionFields = recordFields(SessionBody, { except: ['location_id', 'trainer_id'] });

export const SessionView = z.strictObject({
  id: z.string(),
  short_course_id: z.string(),
  ...SessionFields.viewShape,
  location: z.strictObject({ id: z.string(), name: z.string() }),
  trainer: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  seats_taken: z.number(),
  seats_left: z.number(),
  state: z.enum(SESSION_STATES),
  ...REVISION_VIEW,
});
export type SessionView = z.infer<typeof SessionView>;

/** An update of a session, with the revision it was made from (shared/schemas/revisions.ts). */
export const SessionUpdateBody = revised(SessionBody);
export type SessionUpdateBody = z.infer<typeof SessionUpdateBody>;

/** What the public booking page shows: the course and its sessions still to come. */
export const BookableCourseView = z.strictObject({ course: ShortCourseView, sessions: z.array(SessionView) });
export type BookableCourseView = z.infer<typeof BookableCourseView>;

// ---- Orders: who booked which session for whom, what it costs, and where it stands.

/** Spec §2's pipeline (prospect → tentative → progressing → completed), and cancelled. */
export const ORDER_STATUSES = ['prospect', 'tentative', 'progressing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The board's columns, in order (spec §2's `/short-courses-orders` children). */
export const ORDER_STAGES = ['prospect', 'tentative', 'progressing', 'completed'] as const;

/** Where an order may go from each status; a cancelled order is booked again instead (its seats went back). */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  prospect: ['tentative', 'progressing', 'cancelled'],
  tentative: ['prospect', 'progressing', 'cancelled'],
  progressing: ['tentative', 'completed', 'cancelled'],
  completed: ['progressing'],
  cancelled: [],
};

export const PAYMENT_STATES = ['unpaid', 'awaiting-confirmation', 'paid'] as const;

const Phone = z.string({ message: 'Enter a phone number' }).trim().max(PHONE.max, PHONE.tooLong).regex(PHONE.pattern, PHONE.invalid);

const Usi = z
  .string()
  .trim()
  .toUpperCase()
  .max(USI_LENGTH, USI_MESSAGES.tooLong)
  .superRefine((usi, ctx) => {
    // Too long is said once, by the bound above.
    const why = usi.length > USI_LENGTH ? undefined : whyNotAUsi(usi);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  });

export const Participant = z.object({
  name: PersonName,
  email: blankIsAbsent(Email),
  phone: blankIsAbsent(Phone),
  usi: blankIsAbsent(Usi),
});

/** A booking: the session, who pays (and is mailed), and who attends. */
export const BookingBody = z.object({
  session_id: Id(CHOOSE_SESSION),
  customer: z.object({ name: PersonName, email: Email, phone: Phone }),
  participants: z
    .array(Participant)
    .min(1, 'Add at least one participant')
    .max(MAX_PARTICIPANTS, `Book at most ${MAX_PARTICIPANTS} participants at once`),
});
export type BookingBody = z.infer<typeof BookingBody>;

export const OrderView = z.strictObject({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  short_course: z.strictObject({ id: z.string(), code: z.string(), title: z.string() }),
  session: z.strictObject({ id: z.string(), booking_datetime: z.string(), location: z.strictObject({ id: z.string(), name: z.string() }) }),
  customer: z.strictObject({ user_id: z.string().nullable(), name: z.string(), email: z.string(), phone: z.string() }),
  participants: z.array(z.strictObject({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), usi: z.string().nullable() })),
  seats: z.number(),
  amount: z.number(),
  gst: z.number(),
  payment: z.strictObject({ state: z.enum(PAYMENT_STATES), method: z.string().nullable(), reference: z.string(), paid_at: z.string().nullable() }),
  /** Until when an unpaid order holds its seats; the scheduled job cancels it after. */
  hold_until: z.string().nullable(),
  /**
   * When its customer confirmed it (at booking for an account's own). A public booking not confirmed nor paid holds its
   * seats for half an hour only, among the capped unconfirmed places of its e-mail and network.
   */
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderView = z.infer<typeof OrderView>;

/** `POST /api/short-course-bookings/{id}/confirm`: the token of the confirmation link mailed to the customer. */
export const BookingConfirmBody = z.strictObject({
  token: z.string({ message: 'Open the link from the e-mail' }).trim().min(1, 'Open the link from the e-mail').max(100, 'This is not a link of ours'),
});
export type BookingConfirmBody = z.infer<typeof BookingConfirmBody>;

/** A confirmed booking as the customer's confirmation page shows it: what is booked, and until when to pay. */
export const BookingConfirmationView = z.strictObject({
  number: z.string(),
  short_course: z.strictObject({ title: z.string() }),
  session: z.strictObject({ booking_datetime: z.string(), location: z.strictObject({ name: z.string() }) }),
  seats: z.number(),
  amount: z.number(),
  paid: z.boolean(),
  hold_until: z.string().nullable(),
  confirmed_at: z.string(),
  /** Confirmed before this call (another click of the link): nothing changed. */
  already_confirmed: z.boolean(),
});
export type BookingConfirmationView = z.infer<typeof BookingConfirmationView>;

export const OrderListQuery = listQuery(['created_at'], 'created_at').extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(ORDER_STATUSES).optional(),
  short_course_id: Id().optional(),
  session_id: Id().optional(),
  cursor: Cursor,
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** `POST /api/short-course-orders/{id}/status`: a move along the pipeline; a tentative hold lasts `hold_days`. */
export const OrderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'Choose the status to move it to' }),
  hold_days: JsonNumber('Enter the days to hold the seats').int().min(1, 'At least a day').max(60, 'At most 60 days').optional(),
});
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

// ---- A participant's documents for a course (`/applied-short-courses/{shortCourseId}/document/{userId}`): the
// applicant uploads what the course asks for, the office accepts or sends each back with a reason.

export const DOCUMENT_STATES = ['missing', 'submitted', 'accepted', 'rejected'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

const RequirementLabel = z.string({ message: 'Choose the document this is' }).trim().min(1, 'Choose the document this is').max(80);

export const RequiredDocumentView = z.strictObject({
  label: z.string(),
  state: z.enum(DOCUMENT_STATES),
  /** Why it was sent back, or what the office noted on accepting it. */
  note: z.string().nullable(),
  checked_by: z.string().nullable(),
  checked_at: z.string().nullable(),
  files: z.array(AttachmentView),
});
export type RequiredDocumentView = z.infer<typeof RequiredDocumentView>;

export const ParticipantDocumentsView = z.strictObject({
  short_course: z.strictObject({ id: z.string(), code: z.string(), title: z.string() }),
  user: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
  /** The course's required documents, then any document it no longer asks for that still holds files. */
  documents: z.array(RequiredDocumentView),
  /** Every required document accepted. */
  complete: z.boolean(),
});
export type ParticipantDocumentsView = z.infer<typeof ParticipantDocumentsView>;

/** Confirms an uploaded file as one of the course's documents. */
export const DocumentUploadConfirmBody = z.object({ upload_id: Id('Upload the file first'), requirement: RequirementLabel });
export type DocumentUploadConfirmBody = z.infer<typeof DocumentUploadConfirmBody>;

/** The office's check of one document: accepted, or sent back with what is wrong. */
export const DocumentCheckBody = z
  .object({
    requirement: RequirementLabel,
    state: z.enum(['accepted', 'rejected'], { message: 'Accept the document or send it back' }),
    note: z.string().trim().max(500, 'Use at most 500 characters').optional(),
  })
  .refine((b) => b.state === 'accepted' || (b.note ?? '').length >= 3, {
    path: ['note'],
    message: 'Say what is wrong, so the participant can fix it',
  });
export type DocumentCheckBody = z.infer<typeof DocumentCheckBody>;
