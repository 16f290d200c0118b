// Whether a condition of a form definition holds for the answers given so far. The wizard, the server's
// validation and the detail page and PDF call the same function, so they agree on what a form shows.
import type { Condition, FormDefinition, Step } from './definition';

export type Answers = Readonly<Record<string, unknown>>;

/** Whole years between a `YYYY-MM-DD` date and today (UTC calendar dates); undefined for anything else. */
export const ageOn = (birthDate: unknown, today: Date): number | undefined => {
  if (typeof birthDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return undefined;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
};

/** An answer given: a ticked box, text, a number, a list with something in it. */
export const isFilled = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || (Array.isArray(value) && value.length > 0);

/** True when the condition holds; no condition always holds. */
export const holds = (condition: Condition | undefined, answers: Answers, today = new Date()): boolean => {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => holds(c, answers, today));
  if ('any' in condition) return condition.any.some((c) => holds(c, answers, today));
  if ('not' in condition) return !holds(condition.not, answers, today);
  const value = answers[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('in' in condition) return typeof value === 'string' && condition.in.includes(value);
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  if ('filled' in condition) return isFilled(value);
  const age = ageOn(value, today);
  return age !== undefined && age < condition.ageUnder;
};

/** The steps that apply to these answers, in order. */
export const visibleSteps = (definition: FormDefinition, answers: Answers, today = new Date()): Step[] =>
  definition.steps.filter((step) => holds(step.showIf, answers, today));

/** Whether a field's `required` (a flag or a condition) holds. */
export const isRequired = (required: boolean | Condition | undefined, answers: Answers, today = new Date()): boolean =>
  typeof required === 'object' ? holds(required, answers, today) : required === true;
