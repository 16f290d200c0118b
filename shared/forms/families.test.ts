// Every family's definition: well formed, its schema accepts a complete answer, and it names each missing
// required field. Run over the whole catalogue, so a new family or field is covered without a new test.
import { describe, expect, it } from 'vitest';
import { FORM_TYPES } from './catalogue';
import { holds, isRequired, visibleSteps } from './conditions';
import { applicantDefinition, fieldsOf, staffOnlyKeys, stepTitleForCollege, type Field } from './definition';
import { completeAnswers, type StoredIds } from './examples';
import { validateAnswers } from './schema';

const TODAY = new Date('2026-11-23T03:00:00Z');
const IDS: StoredIds = {
  courseId: 'course-1',
  locationId: 'location-1',
  fileId: (group) => `file-${group}`,
  signatureId: (slot) => `signature-${slot}`,
};

describe.each(FORM_TYPES.map((type) => [type.slug, type] as const))('the %s form', (_slug, type) => {
  const { definition } = type;
  const complete = completeAnswers(definition, IDS, TODAY);

  it('is well formed: unique keys and step ids, patterned fields with a matching example', () => {
    // Prepare
    const keys = fieldsOf(definition).map((f) => f.key);
    const stepIds = definition.steps.map((s) => s.id);
    const patterned = fieldsOf(definition).filter((f): f is Extract<Field, { kind: 'text' }> => f.kind === 'text' && Boolean(f.pattern));
    // Assess
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(stepIds).size).toBe(stepIds.length);
    for (const field of patterned) expect(field.example ?? '', field.key).toMatch(new RegExp(field.pattern!.regex));
    for (const column of definition.listColumns ?? []) expect(keys).toContain(column);
  });

  it('accepts a complete answer on submit and keeps every visible answer', () => {
    // Act
    const result = validateAnswers(definition, complete, { kind: 'submit' }, TODAY);
    // Assess
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const kept = { ...result.value.header, ...result.value.answer };
    const shown = visibleSteps(applicantDefinition(definition), complete, TODAY).flatMap((s) =>
      s.fields.filter((f) => holds(f.showIf, complete, TODAY)),
    );
    expect(Object.keys(kept).sort()).toEqual(shown.map((f) => f.key).sort());
  });

  it('names each missing required field on submit, and only on its own step when a step is saved', () => {
    const steps = visibleSteps(definition, complete, TODAY);
    const required = steps.flatMap((step) =>
      step.fields.filter((f) => holds(f.showIf, complete, TODAY) && isRequired(f.required, complete, TODAY)).map((f) => ({ field: f, step })),
    );
    expect(required.length).toBeGreaterThan(0);
    for (const { field, step } of required) {
      // Prepare
      const { [field.key]: _left, ...missing } = complete;
      // Act
      const onSubmit = validateAnswers(definition, missing, { kind: 'submit' }, TODAY);
      const onItsStep = validateAnswers(definition, missing, { kind: 'step', index: definition.steps.indexOf(step) }, TODAY);
      const asDraft = validateAnswers(definition, missing, { kind: 'draft' }, TODAY);
      // Assess: a field whose absence hides others may take them along, but is always named itself
      expect(onSubmit.ok ? {} : Object.keys(onSubmit.errors), field.key).toContain(field.key);
      expect(onItsStep.ok ? {} : Object.keys(onItsStep.errors), field.key).toContain(field.key);
      expect(asDraft.ok, field.key).toBe(true);
    }
  });

  it('names the student, not the reader, in each step title as staff read it', () => {
    const titles = definition.steps.map((step) => stepTitleForCollege(step.title));
    expect(titles.filter((title) => /\byou(r)?\b/i.test(title))).toEqual([]);
  });

  it('asks nothing required in the college’s staff-only steps, and takes their answers with the rest', () => {
    // Prepare
    const decision = completeAnswers(definition, IDS, TODAY, { decisionOnly: true });
    const staffFields = definition.steps.filter((s) => s.staffOnly).flatMap((s) => s.fields);
    // Act
    const result = validateAnswers(definition, { ...complete, ...decision }, { kind: 'submit' }, TODAY);
    // Assess
    expect(staffFields.filter((f) => f.required !== undefined && f.required !== false).map((f) => f.key)).toEqual([]);
    expect(Object.keys(decision).sort()).toEqual([...staffOnlyKeys(definition)].sort());
    expect(result.ok && Object.keys(decision).every((key) => key in result.value.answer)).toBe(true);
  });
});

describe('the college’s decisions', () => {
  it.each([
    ['credit-transfer', ['unit_outcomes', 'decided_on']],
    ['overseas-travel', ['travel_decision', 'travel_conditions', 'decided_on']],
    ['complaints-appeals', ['outcome', 'outcome_reasons', 'actions_taken', 'decided_on', 'external_appeal_told']],
  ])('are recorded by staff in the %s form', (slug, keys) => {
    const type = FORM_TYPES.find((t) => t.slug === slug)!;
    expect(staffOnlyKeys(type.definition)).toEqual(keys);
  });
});

describe('a step title as the college reads it', () => {
  it('speaks of the student where the applicant reads of themselves', () => {
    expect(stepTitleForCollege('Your details')).toBe('The student’s details');
    expect(stepTitleForCollege('Your studies while you are away')).toBe('The student’s studies while they are away');
    expect(stepTitleForCollege('Units you ask credit for')).toBe('Units they ask credit for');
    expect(stepTitleForCollege('About you')).toBe('About the student');
    expect(stepTitleForCollege('Changes to your details')).toBe('Changes to their details');
    expect(stepTitleForCollege('Declaration and signature')).toBe('Declaration and signature');
  });
});
