// A complete, valid answer to any form definition, built from the definition itself: the demo data, the
// tests and the bench fill forms with it, so a new field never needs a hand-written sample. A field with
// a pattern gives its own `example`; every other kind has a plain default here.
import type { Answers } from './conditions';
import type { Field, FormDefinition, RowField } from './definition';

/** Ids only the store can give: the course and campus, and stored files and signatures. */
export interface StoredIds {
  courseId: string;
  locationId: string;
  /** An uploaded file's id for a `files` field of this group. */
  fileId?: (group: string) => string;
  /** A stored signature's id for this slot. */
  signatureId?: (slot: number) => string;
}

const day = (offset: number, today: Date) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const exampleOf = (field: Field | RowField, ids: StoredIds, today: Date): unknown => {
  if ('example' in field && field.example !== undefined) return field.example;
  switch (field.kind) {
    case 'text':
      return `Sample ${field.label.toLowerCase()}`.slice(0, field.maxLength ?? 200);
    case 'textarea':
      return `An answer about ${field.label.toLowerCase()}.`.slice(0, field.maxLength ?? 4000);
    case 'email':
      return 'jordan.student@example.com';
    case 'phone':
      return '0412 345 678';
    case 'date':
      // A birth about 25 years ago; other past dates (a move, a signature) a few days ago; future ones (travel, a start) next month.
      return field.past ? day(/birth/.test(field.key) ? -9000 : -3, today) : field.future ? day(30, today) : day(0, today);
    case 'number':
      // A year is a recent one; any other number its least.
      return /year/i.test(field.label) && field.max !== undefined ? field.max - 1 : (field.min ?? 1);
    case 'select':
    case 'radio':
      return field.options[0]!.value;
    case 'checkboxes':
      return [field.options[0]!.value];
    case 'checkbox':
      return true;
    case 'usi':
      return 'BCDFGH234K';
    case 'course':
      return ids.courseId;
    case 'location':
      return ids.locationId;
    case 'files':
      return ids.fileId ? [ids.fileId(field.group)] : undefined;
    case 'signature':
      return ids.signatureId?.(field.slot);
    case 'repeat':
      return [Object.fromEntries(field.fields.map((f) => [f.key, exampleOf(f, ids, today)]))];
  }
};

/**
 * Every field's example, header fields included, keyed as `validateAnswers` reads them: what an applicant fills
 * in, without the college's staff-only steps. `decisionOnly` gives those steps' examples alone.
 */
export const completeAnswers = (definition: FormDefinition, ids: StoredIds, today = new Date(), { decisionOnly = false } = {}): Answers =>
  Object.fromEntries(
    definition.steps
      .filter((step) => Boolean(step.staffOnly) === decisionOnly)
      .flatMap((step) => step.fields.map((field) => [field.key, exampleOf(field, ids, today)] as const))
      .filter(([, v]) => v !== undefined),
  );
