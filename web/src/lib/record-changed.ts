// The screen's side of optimistic concurrency (shared/schemas/revisions.ts): a save refused with 409
// `record.changed` carries the record as it is now; the person's changes (what they altered since the form was
// filled) are put on that newer version, field by field, so nothing is retyped. A field both people changed keeps
// the person's value, and the notice (record-changed-notice.tsx) says so beside theirs.
import { RECORD_CHANGED } from '@shared/record-changed';
import type { RecordChangedAnswer } from '@shared/schemas/revisions';
import { ApiError } from './api-client';

/**
 * The 409 `record.changed` answer in an error, or undefined for any other error. Checked by hand, not by its schema:
 * the API client's module graph stays free of the schema library (the first visit's weight).
 */
export const recordChangedIn = (error: unknown): RecordChangedAnswer | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body.code !== RECORD_CHANGED) return undefined;
  const answer = error.body as Partial<RecordChangedAnswer>;
  const current = answer.current as { revision?: unknown } | undefined;
  return typeof current === 'object' && current !== null && typeof current.revision === 'number' ? (answer as RecordChangedAnswer) : undefined;
};

/** One field that differs between the version the person started from, theirs (saved meanwhile) and the person's. */
export interface ChangedField {
  field: string;
  theirs: unknown;
  mine: unknown;
  /** The person changed it: their value goes on theirs. Otherwise theirs is kept. */
  mineChanged: boolean;
  /** Both changed it, differently: the person's value is kept. */
  both: boolean;
}

export interface MergedEdit<T> {
  /** Their version with the person's changes on it, and their revision: what to save now. */
  merged: T;
  /** The fields that differ, in the form's order; the revision itself is not one of them. */
  fields: ChangedField[];
  /** Whether their save changed anything this form shows (a new picture does not change the details form). */
  theirsChanged: boolean;
}

/** Values compare by content: a list of intakes or qualifications is the same list when it holds the same. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts `mine` (the form's values now) on `theirs` (the record's values now), where `original` is what the form
 * started from: each field the person changed takes their value, every other field takes theirs.
 */
export const mergeEdits = <T extends Record<string, unknown>>(original: T, mine: T, theirs: T): MergedEdit<T> => {
  const merged: Record<string, unknown> = { ...theirs };
  const fields: ChangedField[] = [];
  let anyOfTheirs = false;
  for (const field of Object.keys(theirs)) {
    if (field === 'revision') continue;
    const mineChanged = !same(mine[field], original[field]);
    const theirsChanged = !same(theirs[field], original[field]);
    anyOfTheirs ||= theirsChanged;
    if (mineChanged) merged[field] = mine[field];
    if ((mineChanged || theirsChanged) && !same(mine[field], theirs[field])) {
      fields.push({ field, theirs: theirs[field], mine: mine[field], mineChanged, both: mineChanged && theirsChanged });
    }
  }
  return { merged: merged as T, fields, theirsChanged: anyOfTheirs };
};

/** `national_code` → "National code": a field's name as a heading, where the form gives no label of its own. */
export const fieldHeading = (field: string): string => {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as the notice shows it: text as typed, lists joined, an empty field said as such. */
export const shownValue = (value: unknown): string => {
  if (value === '' || value === null || value === undefined) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    return value.every((v) => typeof v !== 'object') ? value.join(', ') : `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
