// Deferral: a student asks to defer the start of their course, suspend their studies or cancel their
// enrolment. Overseas students may defer or suspend only on compassionate or compelling circumstances, and
// the college must report any change to the Department through PRISMS, which can affect the visa
// (National Code 2018 Standard 9; ESOS Act s 19).
import { courseFields, declarationStep, options, PRIVACY_STATEMENT, studentStep, YES_NO } from '../common';
import type { Condition, FormDefinition } from '../definition';

const PAUSING: Condition = { field: 'request_type', in: ['defer', 'suspend'] };

const GROUNDS = options(
  'Serious illness or injury',
  'Death or serious illness of a close family member',
  'Political upheaval or natural disaster in my home country',
  'A traumatic experience, such as an accident or a crime',
  'My student visa was delayed',
  'Other compassionate or compelling circumstances',
  'Another reason (to cancel only)',
);

export const deferForm: FormDefinition = {
  purpose: 'Ask to defer the start of your course, suspend your studies for a while, or cancel your enrolment.',
  steps: [
    studentStep([{ key: 'is_overseas_student', label: 'Are you on a student visa?', kind: 'radio', options: YES_NO, required: true }]),
    {
      id: 'request',
      title: 'What you are asking for',
      fields: [
        ...courseFields(),
        {
          key: 'request_type',
          label: 'What you want to do',
          kind: 'radio',
          options: [
            { value: 'defer', label: 'Defer: start the course later' },
            { value: 'suspend', label: 'Suspend: pause the studies I have started' },
            { value: 'cancel', label: 'Cancel: withdraw from the course' },
          ],
          required: true,
          help: 'To leave for another provider in your first six months, use the Overseas and transfer form instead',
        },
      ],
    },
    {
      id: 'grounds',
      title: 'Your reasons',
      description:
        'Overseas students may defer or suspend only for compassionate or compelling circumstances: events outside your control that stop you studying.',
      fields: [
        { key: 'grounds', label: 'Your circumstances', kind: 'select', options: GROUNDS, required: true },
        {
          key: 'grounds_details',
          label: 'What happened, and how it affects your studies',
          kind: 'textarea',
          maxLength: 3000,
          required: true,
        },
        {
          key: 'evidence_files',
          label: 'Evidence',
          kind: 'files',
          group: 'other',
          max: 5,
          required: PAUSING,
          help: 'Such as a medical certificate, a death certificate or a police report. PDF, JPEG or PNG.',
        },
      ],
    },
    {
      id: 'dates',
      title: 'Dates',
      fields: [
        {
          key: 'start_date',
          label: 'Date the change starts',
          kind: 'date',
          future: true,
          required: true,
          help: 'Today or later: a change cannot be backdated',
        },
        {
          key: 'end_date',
          label: 'Date you will start or return to your studies',
          kind: 'date',
          future: true,
          required: true,
          showIf: PAUSING,
          help: 'At most 12 months after the date the change starts',
        },
      ],
    },
    {
      id: 'visa',
      title: 'Your student visa',
      showIf: { field: 'is_overseas_student', equals: 'yes' },
      fields: [
        {
          key: 'visa_notice',
          label:
            'I understand that the college must report this change to the Department through PRISMS, that it may affect my student visa, and that I should ask the Department of Home Affairs what it means for my visa before I act on it',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
      ],
    },
    declarationStep(PRIVACY_STATEMENT),
  ],
  listColumns: ['request_type', 'start_date', 'end_date'],
  rules: [
    {
      kind: 'date-order',
      from: 'start_date',
      to: 'end_date',
      message: 'The return date cannot be before the date the change starts',
      maxMonths: 12,
      maxMessage: 'A deferral or suspension lasts at most 12 months from the date it starts',
    },
  ],
};
