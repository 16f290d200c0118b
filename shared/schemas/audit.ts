// Who did what, when, to a record: the audit history every domain writes the same way (functions/platform/audit.ts).
import * as z from 'zod';

/** A small value kept whole in a change: longer text, lists and objects are named, not copied. */
export const AuditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof AuditValue>;

/** One field a change touched; `old` and `new` are there only for small scalar values. */
export const AuditChange = z.object({ field: z.string(), old: AuditValue.optional(), new: AuditValue.optional() });
export type AuditChange = z.infer<typeof AuditChange>;

/** One entry of a record's history, as the API answers it. */
export const AuditEntryView = z.object({
  id: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  actor_id: z.string(),
  /** A stable dotted name: `course.updated`, `user.verified`. */
  action: z.string(),
  summary: z.string(),
  changes: z.array(AuditChange),
  at: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

/** An entry with the name of who made it ('The portal' for the scheduled jobs): what a record's history screen shows. */
export const NamedAuditEntryView = AuditEntryView.extend({ actor_name: z.string() }).strict();
export type NamedAuditEntryView = z.infer<typeof NamedAuditEntryView>;
