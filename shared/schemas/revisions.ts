// Optimistic concurrency, one convention for every record a person edits in a form (a course, a campus, a role, an
// account…): its view answers an integer `revision`, counted from 1 and moved by every change of what its form edits;
// an update may send back the revision it was made from (the SPA always does), and one that has been overtaken is
// refused with 409 `record.changed`, naming who changed it and when and answering the record as it is now (`current`),
// so the screen can show both versions and put the person's changes on the newer one without retyping
// (web/src/lib/record-changed.ts). The server side is functions/platform/record-revisions.ts. A form (a student's
// application…) keeps its own `form[revision]` beside its answers, to the same effect.
import * as z from 'zod';
import { RECORD_CHANGED } from '../record-changed';

export { RECORD_CHANGED };

/** The revision a save was made from: a whole number as its view answered it (a form may send it as text). */
export const SentRevision = z.coerce
  .number({ message: 'The revision is a whole number' })
  .int({ message: 'The revision is a whole number' })
  .min(0, { message: 'The revision is a whole number' })
  .max(1_000_000_000, { message: 'The revision is a whole number' });

/** An update body that may name the revision its record was read at: `revised(CourseBody)`. */
export const revised = <Shape extends z.ZodRawShape>(body: z.ZodObject<Shape>) => body.extend({ revision: SentRevision.optional() });

/** The field every editable record's view answers. */
export const REVISION_VIEW = { revision: z.number().int().min(0) };

/** The 409 an overtaken update answers. `current` is the record's view as a read of it would answer now. */
export const RecordChangedAnswer = z.object({
  message: z.string(),
  code: z.literal(RECORD_CHANGED),
  /** Who saved the newer revision; null where nobody is on record (a record from before revisions were kept). */
  changed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  changed_at: z.string().nullable(),
  current: z.looseObject({ revision: z.number().int() }),
});
export type RecordChangedAnswer = z.infer<typeof RecordChangedAnswer>;
