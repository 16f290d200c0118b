// Re-enrolment: a continuing student enrols in the units of the next study period. The college needs the
// units to timetable and invoice them and must keep the student's details current for AVETMISS reporting;
// the student accepts the period's fees, with a parent or guardian when under 18.
import { courseFields, dateOfBirthField, declarationStep, studentStep, STUDY_LOAD_OPTIONS, YES_NO } from '../common';
import type { FormDefinition } from '../definition';

export const reenrolmentForm: FormDefinition = {
  purpose: 'Enrol in the units of your next study period, and tell the college about any change to your details.',
  steps: [
    studentStep([dateOfBirthField]),
    {
      id: 'period',
      title: 'Your course and next study period',
      fields: [
        ...courseFields('Your course'),
        {
          key: 'study_period',
          label: 'Study period',
          kind: 'text',
          required: true,
          maxLength: 40,
          example: 'Term 1, 2027',
          help: 'As in your timetable',
        },
        { key: 'period_start', label: 'Start date of the period', kind: 'date', required: true },
        {
          key: 'study_load',
          label: 'Study load',
          kind: 'radio',
          options: STUDY_LOAD_OPTIONS,
          required: true,
          help: 'Student visa holders must study full time unless the college has approved a lighter load.',
        },
        {
          key: 'units',
          label: 'Units you will study',
          kind: 'repeat',
          itemLabel: 'unit',
          min: 1,
          max: 20,
          required: true,
          fields: [
            {
              key: 'unit_code',
              label: 'Unit code',
              kind: 'text',
              required: true,
              maxLength: 15,
              pattern: { regex: '^[A-Za-z0-9]{5,15}$', message: 'A unit code has letters and digits, like BSBWHS411' },
              example: 'BSBWHS411',
            },
            { key: 'unit_title', label: 'Unit title', kind: 'text', required: true, maxLength: 200 },
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to your details',
      fields: [
        {
          key: 'details_changed',
          label: 'Has anything changed since you last enrolled (name, contact details, emergency contact, passport, visa, work or support needs)?',
          kind: 'radio',
          options: YES_NO,
          required: true,
        },
        {
          key: 'changes_description',
          label: 'What has changed',
          kind: 'textarea',
          maxLength: 2000,
          required: true,
          showIf: { field: 'details_changed', equals: 'yes' },
          help: 'Give the new details. A new address goes on the change of address form too: student visa holders must report it within 7 days.',
        },
      ],
    },
    {
      id: 'fees',
      title: 'Fees',
      fields: [
        {
          key: 'fees_acknowledged',
          label: 'I understand the fees of this study period, when they are due and the refund policy, and I agree to pay them.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        { key: 'payment_plan', label: 'Would you like to ask for a payment plan?', kind: 'radio', options: YES_NO, required: true },
      ],
    },
    declarationStep(
      'I declare that the information I have given is true and complete, and I re-enrol on the terms of my written agreement and the policies of the college.',
      { guardian: true },
    ),
  ],
  listColumns: ['study_period', 'details_changed'],
};
