// Validation built from a family's definition: one zod schema per field, applied to the fields that the
// answers make visible. The server runs it on every save and on submit; the wizard runs the same on each
// step before it moves on, so the messages a student reads are the server's.
import { USI_LENGTH, USI_MESSAGES, USI_PATTERN, hasValidCheckCharacter } from '../usi';
import * as z from 'zod';
import { holds, isRequired, visibleSteps, type Answers } from './conditions';
import { HEADER_FIELDS, type DateOrderRule, type Field, type FormDefinition, type HeaderField, type RowField } from './definition';

/**
 * What a save checks. `draft` (autosave): every answer given has the right type and bounds, nothing is
 * required yet. `step`: as draft, plus the required fields of that step. `submit`: every visible step's
 * required fields too.
 */
export type ValidationMode = { kind: 'draft' } | { kind: 'step'; index: number } | { kind: 'submit' };

export interface ValidAnswers {
  header: Partial<Record<HeaderField, string>>;
  answer: Record<string, unknown>;
}

export type Validation = { ok: true; value: ValidAnswers } | { ok: false; errors: Record<string, string[]> };

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 4000;
/** Ids of stored files and signatures, and of courses and campuses: server-made, short. */
const ID_MAX = 64;

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** "Date of birth" reads "date of birth" mid-sentence; "USI" keeps its case. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

const requiredMessage = (field: Field | RowField): string => {
  if (field.requiredMessage) return field.requiredMessage;
  switch (field.kind) {
    case 'select':
    case 'radio':
    case 'course':
    case 'location':
    case 'checkboxes':
      return `Choose ${inSentence(field.label)}`;
    case 'checkbox':
      return field.mustAgree ? 'Tick the box to agree' : `Answer ${inSentence(field.label)}`;
    case 'files':
      return `Add ${inSentence(field.label)}`;
    case 'signature':
      return 'Sign in the box';
    case 'repeat':
      return `Add at least ${field.min ?? 1} ${inSentence(field.itemLabel)}`;
    default:
      return `Enter ${inSentence(field.label)}`;
  }
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// "Today" is the person's own date, which the server cannot know: at 8 am in Sydney it is still yesterday in UTC.
// A date is in the future only once it is after today everywhere (UTC+14), and in the past once it is before
// today everywhere (UTC-12), so no one is told their own today is the wrong side of it.
const HOUR = 3_600_000;
const latestToday = (now: Date) => isoDay(new Date(now.getTime() + 14 * HOUR));
const earliestToday = (now: Date) => isoDay(new Date(now.getTime() - 12 * HOUR));

const isRealDate = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && isoDay(t) === d;
};

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const values = (options: readonly { value: string }[]) => options.map((o) => o.value) as [string, ...string[]];

/** The zod schema of one present (non-empty) answer. */
const schemaOf = (field: Field | RowField, today: Date): z.ZodType => {
  switch (field.kind) {
    case 'text': {
      const base = text(field.maxLength ?? TEXT_MAX);
      const { pattern } = field;
      return pattern ? base.regex(new RegExp(pattern.regex), pattern.message) : base;
    }
    case 'textarea':
      return text(field.maxLength ?? TEXTAREA_MAX);
    case 'email':
      return z.string().trim().toLowerCase().max(254, 'Use at most 254 characters').pipe(z.email('Enter an e-mail address like name@example.com'));
    case 'phone':
      return text(20).regex(PHONE_PATTERN, 'Enter a phone number: digits, spaces and an optional leading +');
    case 'date': {
      let date = z.string().max(10).refine(isRealDate, 'Enter a real date like 2027-02-08');
      if (field.past) date = date.refine((d) => d <= latestToday(today), 'The date cannot be in the future');
      if (field.future) date = date.refine((d) => d >= earliestToday(today), 'The date cannot be in the past');
      return date;
    }
    case 'number': {
      let n = z.coerce.number({ message: 'Enter a number' }).refine(Number.isFinite, 'Enter a number');
      if (field.integer) n = n.refine(Number.isInteger, 'Enter a whole number');
      if (field.min !== undefined) n = n.refine((v) => v >= field.min!, `The least is ${field.min}`);
      if (field.max !== undefined) n = n.refine((v) => v <= field.max!, `The most is ${field.max}`);
      return n;
    }
    case 'select':
    case 'radio':
      return z.enum(values(field.options), { message: 'Choose one of the options' });
    case 'checkboxes':
      return z
        .array(z.enum(values(field.options), { message: 'Choose from the options' }))
        .max(field.options.length)
        .refine((list) => new Set(list).size === list.length, 'Choose each option once');
    case 'checkbox':
      return z.boolean({ message: 'Answer yes or no' });
    case 'usi':
      return z
        .string()
        .trim()
        .toUpperCase()
        .max(USI_LENGTH, USI_MESSAGES.tooLong)
        .regex(USI_PATTERN, USI_MESSAGES.characters)
        .refine(hasValidCheckCharacter, USI_MESSAGES.checkCharacter);
    case 'course':
    case 'location':
    case 'signature':
      return z
        .string()
        .max(ID_MAX, 'Choose again')
        .regex(/^[a-z0-9-]+$/, 'Choose again');
    case 'files':
      return z
        .array(
          z
            .string()
            .max(ID_MAX)
            .regex(/^[a-z0-9-]+$/, 'Upload the file again'),
        )
        .max(field.max, `Add at most ${field.max} files`);
    case 'repeat':
      return z.array(z.record(z.string(), z.unknown())).max(field.max, `Add at most ${field.max} ${inSentence(field.itemLabel)}s`);
  }
};

/** An answer nobody gave: nothing, an empty string, an unticked optional box's absence, an empty list. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

type Errors = Record<string, string[]>;

const addError = (errors: Errors, key: string, message: string) => {
  (errors[key] ??= []).push(message);
};

/** Checks one field's answer; returns the clean value, or undefined (absent or wrong, the error recorded). */
function checkField(field: Field | RowField, raw: unknown, required: boolean, path: string, errors: Errors, today: Date): unknown {
  const agreeing = field.kind === 'checkbox' && field.mustAgree;
  if (isEmpty(raw) || (agreeing && raw === false)) {
    if (required) addError(errors, path, requiredMessage(field));
    return undefined;
  }
  const parsed = schemaOf(field, today).safeParse(raw);
  if (!parsed.success) {
    addError(errors, path, parsed.error.issues[0]?.message ?? 'Check this answer');
    return undefined;
  }
  if (field.kind === 'repeat') return checkRows(field, parsed.data as Record<string, unknown>[], required, path, errors, today);
  return parsed.data;
}

function checkRows(
  field: Extract<Field, { kind: 'repeat' }>,
  rows: Record<string, unknown>[],
  required: boolean,
  path: string,
  errors: Errors,
  today: Date,
): Record<string, unknown>[] {
  if (required && rows.length < (field.min ?? 1)) addError(errors, path, requiredMessage(field));
  return rows.map((row, index) => {
    const clean: Record<string, unknown> = {};
    for (const rowField of field.fields) {
      const value = checkField(
        rowField,
        row[rowField.key],
        isRequired(rowField.required, row, today),
        `${path}.${index}.${rowField.key}`,
        errors,
        today,
      );
      if (value !== undefined) clean[rowField.key] = value;
    }
    return clean;
  });
}

/**
 * Checks the answers of a form against its definition. Only visible fields are checked and kept: an
 * answer to a question the form no longer asks (the student turned 18, chose "domestic") is dropped.
 * Errors are keyed by field key, rows' fields as `key.<row>.<field>`.
 */
export const validateAnswers = (definition: FormDefinition, input: Answers, mode: ValidationMode, today = new Date()): Validation => {
  const errors: Errors = {};
  const value: ValidAnswers = { header: {}, answer: {} };
  const steps = visibleSteps(definition, input, today);
  definition.steps.forEach((step, index) => {
    if (!steps.includes(step)) return;
    const requiring = mode.kind === 'submit' || (mode.kind === 'step' && mode.index === index);
    for (const field of step.fields) {
      if (!holds(field.showIf, input, today)) continue;
      const required = requiring && isRequired(field.required, input, today);
      const clean = checkField(field, input[field.key], required, field.key, errors, today);
      if (clean === undefined) continue;
      const header = 'header' in field ? field.header : undefined;
      if (header) value.header[header] = String(clean);
      else value.answer[field.key] = clean;
    }
  });
  for (const rule of definition.rules ?? []) checkDateOrder(rule, { ...value.answer, ...headerAnswers(definition, value) }, errors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
};

/** The kept header fields under their field keys, as rules name them. */
const headerAnswers = (definition: FormDefinition, value: ValidAnswers): Record<string, unknown> =>
  Object.fromEntries(
    definition.steps
      .flatMap((s) => s.fields)
      .flatMap((f) => ('header' in f && f.header && value.header[f.header] ? [[f.key, value.header[f.header]]] : [])),
  );

/** `YYYY-MM-DD` plus whole months, the day kept (31 Jan + 1 month is 3 Mar, as calendars roll over). */
const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDay(d);
};

const checkDateOrder = (rule: DateOrderRule, kept: Record<string, unknown>, errors: Errors) => {
  const [from, to] = [kept[rule.from], kept[rule.to]];
  // Only kept (visible, valid) answers: a missing or wrong one has its own error already.
  if (typeof from !== 'string' || typeof to !== 'string') return;
  if (to < from) addError(errors, rule.to, rule.message);
  else if (rule.maxMonths !== undefined && to > addMonths(from, rule.maxMonths)) addError(errors, rule.to, rule.maxMessage ?? rule.message);
};

/** True when the key names a header field of spec §3 (sent as `form[<key>]`, not inside `form[answer]`). */
export const isHeaderField = (key: string): key is HeaderField => (HEADER_FIELDS as readonly string[]).includes(key);
