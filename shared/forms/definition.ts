// The vocabulary a form family is written in (docs/decisions.md, "One definition per family"). A family is defined once, as data: its steps and
// their fields, with types, bounds, options, help and the conditions that show them. The wizard, the
// server's validation (schema.ts), the read-only detail page, the list columns and the PDF all read the
// same definition, so adding a field is one edit in the family's file.

/** When a field or a section applies, given the answers so far. Declarative, so it can be shown and tested. */
export type Condition =
  | { field: string; equals: string | number | boolean }
  | { field: string; in: readonly string[] }
  /** A checkbox list's answer holds this option. */
  | { field: string; includes: string }
  /** The answer is there (a non-empty string, a true box, a non-empty list). */
  | { field: string; filled: true }
  /** The date answer (a date of birth) makes the person younger than `ageUnder` years today. */
  | { field: string; ageUnder: number }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

/** A choice of a select, radio or checkbox group: the stored value and what people read. */
export interface Option {
  value: string;
  label: string;
}

/**
 * Upload groups of spec §3. The multipart parts are named `<group>[<n>]` (n from 0), e.g. `passport[0]`;
 * `other` holds the OSHC policy among other papers.
 */
export const FILE_GROUPS = ['passport', 'education', 'ceducation', 'language', 'other', 'engdoc', 'finance', 'instructingdoc'] as const;
export type FileGroup = (typeof FILE_GROUPS)[number];

/** The header fields of spec §3, sent as `form[<name>]` beside `form[answer]` and kept as the record's own columns. */
export const HEADER_FIELDS = [
  'firstname',
  'middlename',
  'lastname',
  'email',
  'phone',
  'student_id',
  'course_id',
  'course_location_id',
  'applied_date',
] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];

interface FieldBase {
  /** Unique within the family: the answer's key in `form[answer]`, or a header field's name. */
  key: string;
  label: string;
  help?: string;
  /** Required always (true) or only when the condition holds. A hidden field is never required. */
  required?: boolean | Condition;
  /** Shown (and validated, and kept) only when the condition holds. */
  showIf?: Condition;
  /** What a missing answer is told, when the generic "Enter …" / "Choose …" would not do. */
  requiredMessage?: string;
  /** A valid answer, for the placeholder and for generated answers; a field with a `pattern` must give one. */
  example?: string;
}

export type Field =
  | (FieldBase & { kind: 'text'; maxLength?: number; pattern?: { regex: string; message: string }; header?: HeaderField })
  | (FieldBase & { kind: 'textarea'; maxLength?: number })
  | (FieldBase & { kind: 'email'; header?: HeaderField })
  | (FieldBase & { kind: 'phone'; header?: HeaderField })
  /** `past`/`future` bound the date by today (a date of birth is past; a travel date is not). */
  | (FieldBase & { kind: 'date'; past?: boolean; future?: boolean; header?: HeaderField })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; integer?: boolean })
  | (FieldBase & { kind: 'select' | 'radio'; options: readonly Option[] })
  | (FieldBase & { kind: 'checkboxes'; options: readonly Option[] })
  /** One box. `mustAgree` makes it an acknowledgement that has to be ticked when required. */
  | (FieldBase & { kind: 'checkbox'; mustAgree?: boolean })
  /** Unique Student Identifier: 10 characters, digits and capitals without 0, 1, I and O. */
  | (FieldBase & { kind: 'usi' })
  /** A course of the catalogue (its id); `header` when it is the form's course. */
  | (FieldBase & { kind: 'course'; header?: 'course_id' })
  /** A campus of the course chosen in `courseField`. */
  | (FieldBase & { kind: 'location'; courseField: string; header?: 'course_location_id' })
  /** Documents of one upload group; `max` files. The answer lists the stored files' ids. */
  | (FieldBase & { kind: 'files'; group: FileGroup; max: number })
  /** A signature drawn on a pad, stored as a PNG in slot 1, 2 or 3 (`signature[signature1..3]`). */
  | (FieldBase & { kind: 'signature'; slot: 1 | 2 | 3 })
  /** Rows of the same fields (education history, units asked for). */
  | (FieldBase & { kind: 'repeat'; fields: readonly RowField[]; min?: number; max: number; itemLabel: string });

export type FieldKind = Field['kind'];

/** What a row of a `repeat` may hold: plain answers, no files, signatures or nested rows. */
export type RowField = Extract<Field, { kind: 'text' | 'textarea' | 'email' | 'phone' | 'date' | 'number' | 'select' | 'radio' | 'checkbox' }>;

export interface Step {
  /** Stable within the family (URLs, tests): `personal`, `documents`. */
  id: string;
  title: string;
  description?: string;
  fields: readonly Field[];
  /** The whole step applies only when the condition holds (a guardian step for under-18s). */
  showIf?: Condition;
  /**
   * The college's part of the form (a decision, an outcome): staff fill it in and applicants never do. The wizard
   * leaves it out for students and agents, their saves keep what staff recorded, and the detail page and the PDF
   * show it to everyone. Its fields are never required: a form is submitted before anyone decides on it.
   */
  staffOnly?: boolean;
}

/** A legal deadline the form carries: its compliance clock (clocks.ts computes it). */
export type ClockRule =
  /** Calendar days from a date answer (a change of address: 7 days from the move). */
  | { kind: 'calendar-days'; days: number; from: string; label: string }
  /** Working days from submission, the campus's state's public holidays skipped (a complaint: 10). */
  | { kind: 'working-days'; days: number; label: string; when?: Condition };

/**
 * A rule across two answers, checked when both are given: a date that must not come before another (a
 * return after a departure), at most `maxMonths` after it when given (a deferral of at most 12 months).
 * The error names the later field.
 */
export interface DateOrderRule {
  kind: 'date-order';
  from: string;
  to: string;
  message: string;
  maxMonths?: number;
  maxMessage?: string;
}

export interface FormDefinition {
  /** Who fills it in, in a sentence for the new-form page. */
  purpose: string;
  steps: readonly Step[];
  /** Answers the list shows as columns, beside the header columns every family has. */
  listColumns?: readonly string[];
  clocks?: readonly ClockRule[];
  rules?: readonly DateOrderRule[];
}

/** Every field of a definition, rows' fields not included. */
export const fieldsOf = (definition: FormDefinition): Field[] => definition.steps.flatMap((step) => [...step.fields]);

/** The keys of the college's own answers (the fields of its staff-only steps), which applicants never set. */
export const staffOnlyKeys = (definition: FormDefinition): string[] =>
  definition.steps.filter((step) => step.staffOnly).flatMap((step) => step.fields.map((field) => field.key));

/** The form as applicants fill it in: without the college's staff-only steps. */
export const applicantDefinition = (definition: FormDefinition): FormDefinition => ({
  ...definition,
  steps: definition.steps.filter((step) => !step.staffOnly),
});

/**
 * A step's title as the college reads it: steps speak to the applicant ("Your details", "Why you want to transfer"),
 * and on a form staff open the same words would describe the reader, so the student is named instead ("The
 * student's details", "Why they want to transfer").
 */
export const stepTitleForCollege = (title: string): string =>
  title
    .replace(/^Your /, 'The student’s ')
    .replace(/^About you$/, 'About the student')
    .replace(/\byou are\b/g, 'they are')
    .replace(/\byour\b/g, 'their')
    .replace(/\byou\b/g, 'they');
