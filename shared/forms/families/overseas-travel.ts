// Overseas travel: a student asks the college before travelling overseas while their course is running.
// Overseas students must keep up their attendance and course progress (student visa condition 8202;
// National Code 2018 Standard 8), so the college weighs the classes missed and the plan to catch up.
import { courseFields, decisionStep, declarationStep, options, PRIVACY_STATEMENT, studentStep } from '../common';
import type { FormDefinition } from '../definition';

const REASONS = options('Family event', 'Illness or death in my family', 'Holiday in a study break', 'Work or business', 'Other');

export const overseasTravelForm: FormDefinition = {
  purpose: 'Ask the college before you travel overseas while your course is running.',
  steps: [
    studentStep(),
    {
      id: 'travel',
      title: 'Your travel',
      fields: [
        ...courseFields('Your course'),
        { key: 'destination', label: 'Where you are going', kind: 'text', maxLength: 150, required: true, help: 'Country, and city if you know it' },
        { key: 'departure_date', label: 'Date you leave Australia', kind: 'date', future: true, required: true },
        {
          key: 'return_date',
          label: 'Date you return to Australia',
          kind: 'date',
          future: true,
          required: true,
          help: 'On or after the date you leave',
        },
        { key: 'reason', label: 'Why you are travelling', kind: 'select', options: REASONS, required: true },
        { key: 'reason_details', label: 'Details of your reason', kind: 'textarea', maxLength: 1500, required: true },
        { key: 'phone_away', label: 'Phone while you are away', kind: 'phone', help: 'If your Australian number will not work there' },
      ],
    },
    {
      id: 'studies',
      title: 'Your studies while you are away',
      fields: [
        {
          key: 'classes_missed',
          label: 'Number of classes you will miss',
          kind: 'number',
          integer: true,
          min: 0,
          max: 200,
          required: true,
          help: 'Scheduled classes on the days you are away; 0 if you travel only in a study break',
        },
        {
          key: 'assessments_due',
          label: 'Assessments due while you are away',
          kind: 'textarea',
          maxLength: 1000,
          help: 'Units and due dates, if any',
        },
        {
          key: 'catch_up_plan',
          label: 'How you will catch up',
          kind: 'textarea',
          maxLength: 2000,
          required: true,
          help: 'Work you will do before you leave or while away, and the classes or sessions you will attend when you are back',
        },
        {
          key: 'travel_acknowledgement',
          label:
            'I understand that I may travel only once the college approves, that classes I miss count as absences, that I must still meet attendance and course progress requirements, and that I need a valid visa to return to Australia',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
      ],
    },
    declarationStep(PRIVACY_STATEMENT),
    decisionStep('Whether the student may travel, and on what conditions. The student sees this on their form.', [
      {
        key: 'travel_decision',
        label: 'Decision',
        kind: 'radio',
        options: options('Approved', 'Approved with conditions', 'Not approved'),
      },
      {
        key: 'travel_conditions',
        label: 'Conditions or reasons',
        kind: 'textarea',
        maxLength: 2000,
        help: 'The conditions of the approval (work to submit, classes to make up), or why it was not approved',
      },
      { key: 'decided_on', label: 'Date of the decision', kind: 'date', past: true },
    ]),
  ],
  listColumns: ['destination', 'departure_date', 'return_date', 'travel_decision'],
  rules: [{ kind: 'date-order', from: 'departure_date', to: 'return_date', message: 'The return date cannot be before the date you leave' }],
};
