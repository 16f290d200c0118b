// Validation built from a definition: the rules every family relies on, on a small definition of their own.
import { describe, expect, it } from 'vitest';
import { holds } from './conditions';
import type { FormDefinition } from './definition';
import { validateAnswers } from './schema';

const TODAY = new Date('2026-11-23T03:00:00Z');

const definition: FormDefinition = {
  purpose: 'A test form',
  steps: [
    {
      id: 'about',
      title: 'About you',
      fields: [
        { key: 'date_of_birth', label: 'Date of birth', kind: 'date', past: true, required: true },
        { key: 'guardian_name', label: 'Guardian name', kind: 'text', required: true, showIf: { field: 'date_of_birth', ageUnder: 18 } },
        { key: 'usi', label: 'USI', kind: 'usi' },
        {
          key: 'wants',
          label: 'What you want',
          kind: 'checkboxes',
          options: [
            { value: 'a', label: 'A' },
            { value: 'other', label: 'Other' },
          ],
        },
        { key: 'wants_other', label: 'What else', kind: 'text', required: true, showIf: { field: 'wants', includes: 'other' } },
      ],
    },
    {
      id: 'dates',
      title: 'Dates',
      fields: [
        { key: 'leave_on', label: 'Leaving', kind: 'date', required: true },
        { key: 'back_on', label: 'Back', kind: 'date', required: true },
      ],
    },
  ],
  rules: [{ kind: 'date-order', from: 'leave_on', to: 'back_on', message: 'Come back after you leave', maxMonths: 12, maxMessage: 'At most a year' }],
};

const adult = { date_of_birth: '2000-01-15', leave_on: '2027-01-10', back_on: '2027-02-10' };

describe('validateAnswers', () => {
  it('asks a guardian of someone under 18 only, from the day they turn 18', () => {
    // Act
    const turning18Tomorrow = validateAnswers(definition, { ...adult, date_of_birth: '2008-11-24' }, { kind: 'submit' }, TODAY);
    const turned18Today = validateAnswers(definition, { ...adult, date_of_birth: '2008-11-23' }, { kind: 'submit' }, TODAY);
    // Assess
    expect(turning18Tomorrow).toEqual({ ok: false, errors: { guardian_name: ['Enter guardian name'] } });
    expect(turned18Today.ok).toBe(true);
  });

  it('drops the answer to a question no longer asked', () => {
    // Act
    const result = validateAnswers(definition, { ...adult, guardian_name: 'Left over' }, { kind: 'submit' }, TODAY);
    // Assess
    expect(result.ok && result.value.answer).not.toHaveProperty('guardian_name');
  });

  it('shows a follow-up question when a checkbox list includes its option', () => {
    // Act
    const withOther = validateAnswers(definition, { ...adult, wants: ['a', 'other'] }, { kind: 'submit' }, TODAY);
    const withoutOther = validateAnswers(definition, { ...adult, wants: ['a'] }, { kind: 'submit' }, TODAY);
    // Assess
    expect(withOther).toEqual({ ok: false, errors: { wants_other: ['Enter what else'] } });
    expect(withoutOther.ok).toBe(true);
    expect(holds({ field: 'wants', includes: 'other' }, { wants: 'other' })).toBe(false);
  });

  it('refuses a later date before the earlier one, or more than the months allowed after it, on the later field', () => {
    // Act
    const before = validateAnswers(definition, { ...adult, back_on: '2027-01-09' }, { kind: 'submit' }, TODAY);
    const sameDay = validateAnswers(definition, { ...adult, back_on: '2027-01-10' }, { kind: 'submit' }, TODAY);
    const yearAndADay = validateAnswers(definition, { ...adult, back_on: '2028-01-11' }, { kind: 'submit' }, TODAY);
    const aYear = validateAnswers(definition, { ...adult, back_on: '2028-01-10' }, { kind: 'submit' }, TODAY);
    // Assess
    expect(before).toEqual({ ok: false, errors: { back_on: ['Come back after you leave'] } });
    expect(sameDay.ok).toBe(true);
    expect(yearAndADay).toEqual({ ok: false, errors: { back_on: ['At most a year'] } });
    expect(aYear.ok).toBe(true);
  });

  it('requires nothing in a draft and only its own step when a step is saved, but checks what is given', () => {
    // Act
    const draft = validateAnswers(definition, { usi: 'bcdfgh234k' }, { kind: 'draft' }, TODAY);
    const badDraft = validateAnswers(definition, { usi: 'ABCDEFGHIO' }, { kind: 'draft' }, TODAY);
    const mistyped = validateAnswers(definition, { usi: 'BCDFGH243K' }, { kind: 'draft' }, TODAY);
    const firstStep = validateAnswers(definition, {}, { kind: 'step', index: 0 }, TODAY);
    // Assess
    expect(draft).toEqual({ ok: true, value: { header: {}, answer: { usi: 'BCDFGH234K' } } });
    expect(badDraft.ok ? [] : Object.keys(badDraft.errors)).toEqual(['usi']);
    // Two characters swapped: the check character says so.
    expect(mistyped).toEqual({ ok: false, errors: { usi: [expect.stringMatching(/not a valid USI/)] } });
    expect(firstStep.ok ? [] : Object.keys(firstStep.errors)).toEqual(['date_of_birth']);
  });

  it('takes the person’s own today in any time zone: 7:43 am in Sydney is still the day before in UTC', () => {
    // Prepare
    const sydneyMorning = new Date('2026-11-23T20:43:00Z'); // 24 Nov, 7:43 am in Sydney
    // Act
    const today = validateAnswers(definition, { ...adult, date_of_birth: '2026-11-24' }, { kind: 'draft' }, sydneyMorning);
    const tomorrow = validateAnswers(definition, { ...adult, date_of_birth: '2026-11-25' }, { kind: 'draft' }, sydneyMorning);
    // Assess
    expect(today).toMatchObject({ ok: true });
    expect(tomorrow).toEqual({ ok: false, errors: { date_of_birth: ['The date cannot be in the future'] } });
  });

  it('refuses a date of birth in the future and a date that does not exist', () => {
    // Act
    const future = validateAnswers(definition, { ...adult, date_of_birth: '2026-11-24' }, { kind: 'draft' }, TODAY);
    const unreal = validateAnswers(definition, { ...adult, date_of_birth: '2001-02-29' }, { kind: 'draft' }, TODAY);
    // Assess
    expect(future).toEqual({ ok: false, errors: { date_of_birth: ['The date cannot be in the future'] } });
    expect(unreal).toEqual({ ok: false, errors: { date_of_birth: ['Enter a real date like 2027-02-08'] } });
  });
});
