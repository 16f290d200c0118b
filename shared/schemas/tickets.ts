// Support tickets (issue 9): the payloads of its calls. A field is declared here once and flows to the
// handler, the SPA's forms and lists, and the tests; its API name is snake_case (spec §3).
import * as z from 'zod';
import { Id, JsonNumber, listQuery } from './common';

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
 * A category as the API answers it. `canned_replies` goes only to staff who answer tickets (those who may
 * list categories or update tickets); a student picking a category sees its name, department and targets.
 */
export const TicketCategoryView = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  department: Department,
  first_response_hours: z.number(),
  resolution_hours: z.number(),
  canned_replies: z.array(z.strictObject({ title: z.string(), body: z.string() })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketCategoryView = z.infer<typeof TicketCategoryView>;

export const TicketCategoryListQuery = listQuery(['name', 'department', 'created_at'], 'name');
export type TicketCategoryListQuery = z.infer<typeof TicketCategoryListQuery>;
