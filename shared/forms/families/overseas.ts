// Overseas and transfer: an overseas student asks to be released to study with another registered provider.
// In the first six months of the principal course the new provider may not enrol them without a release
// letter (National Code 2018 Standard 7); the college assesses the request against its transfer policy,
// gives reasons for a refusal in writing, and records a release in PRISMS.
import { courseFields, dateOfBirthField, declarationStep, newProviderStep, options, studentStep, UNDER_18, YES_NO } from '../common';
import type { FormDefinition } from '../definition';

const REASONS = options(
  'The new course suits my study or career goals better',
  'Compassionate or compelling circumstances',
  'The college has not delivered what my written agreement promised',
  'Money or cost of living',
  'Family, health or where I live',
  'Other',
);

export const overseasForm: FormDefinition = {
  purpose: 'Overseas students: ask to be released from your course here so that you can enrol with another provider.',
  steps: [
    studentStep([dateOfBirthField]),
    {
      id: 'current',
      title: 'Your current course',
      fields: [
        ...courseFields('Your current course'),
        {
          key: 'coe_number',
          label: 'Confirmation of Enrolment (CoE) number',
          kind: 'text',
          maxLength: 20,
          required: true,
          pattern: { regex: '^[A-Za-z0-9-]{6,20}$', message: 'Use the letters and digits of your CoE number' },
          example: 'E1234567',
          help: 'On your CoE and in your visa grant letter',
        },
        {
          key: 'course_start_date',
          label: 'Date your course started, or will start',
          kind: 'date',
          required: true,
          help: 'In your first six months of study the new provider needs our release letter before it can enrol you',
        },
      ],
    },
    newProviderStep({
      providerCode: { label: "New provider's CRICOS provider code", example: '01234A', help: 'On the letter of offer, for example 01234A' },
      courseName: 'Course you will study there',
      courseCode: { label: 'CRICOS code of that course', example: '123456K' },
      examplesInMessages: false,
      courseStart: { label: 'Date the new course starts', future: true },
      offerLetters: {
        label: 'Letter of offer from the new provider, and any evidence for your reasons',
        help: 'We assess a request only with a valid letter of offer. PDF, JPEG or PNG.',
        max: 5,
        required: true,
      },
    }),
    {
      id: 'reason',
      title: 'Why you want to transfer',
      fields: [
        { key: 'transfer_reason', label: 'Your main reason', kind: 'select', options: REASONS, required: true },
        {
          key: 'reason_details',
          label: 'Details of your reasons',
          kind: 'textarea',
          maxLength: 3000,
          required: true,
          help: 'What has happened, and how the new course will help. We may ask to meet you.',
        },
        {
          key: 'talked_to_support',
          label: 'Have you talked with our student support staff about this?',
          kind: 'radio',
          options: YES_NO,
          help: 'We may be able to solve the problem without a transfer',
        },
      ],
    },
    {
      id: 'guardian',
      title: 'Your parent or guardian',
      description:
        'You are under 18: your parent or legal guardian must agree to the transfer and sign this form, and your welfare must be arranged.',
      showIf: UNDER_18,
      fields: [
        { key: 'guardian_relationship', label: 'Their relationship to you', kind: 'text', maxLength: 50, required: true },
        { key: 'guardian_email', label: 'Their e-mail', kind: 'email', required: true },
        { key: 'guardian_phone', label: 'Their phone', kind: 'phone', required: true },
        {
          key: 'guardian_consent',
          label: 'My parent or legal guardian agrees to this transfer and will sign this form',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        {
          key: 'welfare_after_transfer',
          label: 'Who will look after you after the transfer',
          kind: 'radio',
          options: [
            { value: 'new-provider', label: 'The new provider, which has agreed in writing to approve my accommodation and welfare' },
            { value: 'parent', label: 'My parent, or a relative the Department of Home Affairs has approved' },
          ],
          required: true,
          help: "Add the new provider's letter with your letter of offer",
        },
      ],
    },
    declarationStep(
      'I ask the college to release me so that I can enrol with the provider named above. I understand that a release is recorded in PRISMS, that my enrolment here then ends, that a refusal comes with its reasons in writing and that I have 20 working days to appeal it, and that I should ask the Department of Home Affairs how a change of provider affects my visa. I declare that the information I have given is true, and I have read the privacy notice.',
      { guardian: true },
    ),
  ],
  listColumns: ['new_provider_name', 'transfer_reason'],
};
