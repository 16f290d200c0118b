// Checks of a single text field for forms kept in plain state (use-checked-form.ts), each saying what the field's
// schema (shared/schemas) says of the same text, first problem first: such a form checks without loading zod, and
// the server, which parses the body with the schema, has the last word.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, ENTER_EMAIL, PERSON_NAME } from '@shared/schemas/person-rules';

/** What a field's check says: nothing when the text will do. */
export type FieldCheck = (text: string) => string | undefined;

/** zod's own words for a string over its `max()` when the schema gives none. */
export const tooLongByDefault = (max: number): string => `Too big: expected string to have <=${max} characters`;

/** A text of `min` to `max` characters once trimmed (zod's `.trim().min().max()`). */
export const trimmedLength =
  ({ min = 0, max, tooShort, tooLong }: { min?: number; max: number; tooShort?: string; tooLong: string }): FieldCheck =>
  (text) => {
    const trimmed = text.trim();
    if (trimmed.length < min) return tooShort;
    return trimmed.length > max ? tooLong : undefined;
  };

/** An e-mail address (`Email`, auth.ts). */
export const emailCheck: FieldCheck = (text) => {
  const address = text.trim().toLowerCase();
  if (address.length > EMAIL_MAX_LENGTH) return tooLongByDefault(EMAIL_MAX_LENGTH);
  return EMAIL_PATTERN.test(address) ? undefined : ENTER_EMAIL;
};

/** A person's full name (`PersonName`, auth.ts). */
export const personNameCheck: FieldCheck = trimmedLength(PERSON_NAME);

/** An optional field a form sends blank when left empty (`blankIsAbsent`, common.ts): only typed text is checked. */
export const unlessBlank =
  (check: FieldCheck): FieldCheck =>
  (text) =>
    text === '' ? undefined : check(text);
