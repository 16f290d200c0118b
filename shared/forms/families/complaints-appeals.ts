// Complaints and appeals: a student complains, or appeals a decision of the college. The college must start
// assessing it within 10 working days, let the student bring a support person, and give the outcome with its
// reasons in writing (National Code 2018 Standard 10; Outcome Standards for RTOs 2025, 2.7 and 2.8).
import { decisionStep, declarationStep, options, studentStep, YES_NO } from '../common';
import type { Condition, FormDefinition } from '../definition';

const APPEAL: Condition = { field: 'kind', equals: 'appeal' };

const DECISIONS = [
  { value: 'assessment', label: 'An assessment result' },
  { value: 'intention-to-report', label: 'A notice of intention to report me (course progress or attendance)' },
  { value: 'enrolment', label: 'Deferral, suspension or cancellation of my enrolment' },
  { value: 'release', label: 'Refusal to release me to another provider' },
  { value: 'credit', label: 'A credit transfer outcome' },
  { value: 'fees', label: 'Fees or a refund' },
  { value: 'other', label: 'Another decision' },
];

export const complaintsAppealsForm: FormDefinition = {
  purpose: 'Make a complaint, or appeal a decision the college made about you.',
  steps: [
    studentStep(),
    {
      id: 'matter',
      title: 'Complaint or appeal',
      fields: [
        {
          key: 'kind',
          label: 'Whether this is a complaint or an appeal',
          kind: 'radio',
          options: [
            { value: 'complaint', label: 'A complaint: something went wrong' },
            { value: 'appeal', label: 'An appeal: I want a decision reviewed' },
          ],
          required: true,
        },
        {
          key: 'about',
          label: 'Who or what it is about',
          kind: 'radio',
          options: [
            { value: 'college', label: 'The college' },
            { value: 'agent', label: 'An education agent' },
            { value: 'staff', label: 'A staff member or trainer' },
            { value: 'student', label: 'Another student' },
            { value: 'other', label: 'Someone or something else' },
          ],
          required: true,
        },
        {
          key: 'about_name',
          label: 'Their name',
          kind: 'text',
          maxLength: 150,
          showIf: { field: 'about', in: ['agent', 'staff', 'student', 'other'] },
          help: 'If you know it',
        },
        { key: 'decision', label: 'The decision you are appealing', kind: 'select', options: DECISIONS, required: true, showIf: APPEAL },
        {
          key: 'decision_date',
          label: 'Date you were told of the decision',
          kind: 'date',
          past: true,
          required: true,
          showIf: APPEAL,
          help: 'Appeal within 20 working days of being told',
        },
      ],
    },
    {
      id: 'details',
      title: 'What happened',
      fields: [
        {
          key: 'what_happened',
          label: 'What happened',
          kind: 'textarea',
          maxLength: 4000,
          required: true,
          help: 'Who was involved, where, and what was said or done. For an appeal, why you think the decision is wrong.',
        },
        {
          key: 'happened_on',
          label: 'When it happened',
          kind: 'date',
          past: true,
          required: true,
          help: 'The first day, if it happened more than once',
        },
        { key: 'tried_informally', label: 'Have you already tried to sort it out with the people involved?', kind: 'radio', options: YES_NO },
        { key: 'outcome_sought', label: 'What you would like to happen', kind: 'textarea', maxLength: 2000, required: true },
        {
          key: 'evidence_files',
          label: 'Documents that support what you say',
          kind: 'files',
          group: 'other',
          max: 5,
          help: 'Such as e-mails, letters or photos. PDF, JPEG or PNG.',
        },
      ],
    },
    {
      id: 'support',
      title: 'Support person',
      description: 'You may bring a support person to any meeting about this, at no cost to you.',
      fields: [
        { key: 'support_person_name', label: 'Support person name', kind: 'text', maxLength: 150, help: 'Leave it empty if you do not have one yet' },
        { key: 'interpreter_language', label: 'Language, if you need an interpreter', kind: 'text', maxLength: 50 },
      ],
    },
    declarationStep(
      'I declare that the information I have given is true. I agree that the college may talk to the people involved and see the records it needs to look into this. I understand that my enrolment continues while this is being dealt with. I have read the privacy notice: the college keeps my details and may share them with government agencies as the law requires.',
    ),
    // The outcome in writing, with its reasons (Standard 10.2.4; 2.8): the student reads it on their form and its PDF.
    decisionStep('The outcome and its reasons, as the student is told them in writing. The student sees this on their form.', [
      {
        key: 'outcome',
        label: 'Outcome',
        kind: 'radio',
        options: options('Upheld', 'Partly upheld', 'Not upheld', 'Withdrawn by the student'),
      },
      { key: 'outcome_reasons', label: 'Reasons for the outcome', kind: 'textarea', maxLength: 4000, help: 'What was found, and why' },
      { key: 'actions_taken', label: 'What the college will do', kind: 'textarea', maxLength: 2000, help: 'Any change or remedy, and by when' },
      { key: 'decided_on', label: 'Date of the outcome', kind: 'date', past: true },
      {
        key: 'external_appeal_told',
        label: 'The student was told they may appeal to an external body (the Overseas Students Ombudsman or the state ombudsman)',
        kind: 'checkbox',
      },
    ]),
  ],
  listColumns: ['kind', 'about', 'outcome'],
  clocks: [
    { kind: 'working-days', days: 10, label: 'Start assessing the complaint within 10 working days', when: { field: 'kind', equals: 'complaint' } },
    { kind: 'working-days', days: 20, label: 'Decide the appeal within 20 working days', when: APPEAL },
  ],
};
