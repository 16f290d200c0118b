// Transfer to another provider: an overseas student in the first six months of their principal course may
// enrol elsewhere only with the college's release letter (National Code 2018, Standard 7; ESOS Act). The
// college assesses the request against its transfer policy; under 18, a parent or guardian must support the
// transfer and the new provider must take over welfare arrangements.
import { currentCourseFields, dateOfBirthField, declarationStep, newProviderStep, studentStep, UNDER_18, YES_NO } from '../common';
import type { Condition, FormDefinition } from '../definition';

const WITHIN_SIX_MONTHS: Condition = { field: 'within_six_months', equals: 'yes' };

const declaration = declarationStep(
  'I declare that the information and documents I have given are true and complete, and I ask the college to release me to the provider above.',
  { guardian: true },
);

export const transferForm: FormDefinition = {
  purpose: 'Student visa holders: ask the college to release you so that you can transfer to another provider.',
  steps: [
    studentStep([dateOfBirthField]),
    {
      id: 'current',
      title: 'Your current enrolment',
      fields: [
        ...currentCourseFields(),
        { key: 'course_start_date', label: 'Date you started your course', kind: 'date', past: true, required: true },
        {
          key: 'within_six_months',
          label: 'Have you studied less than six months of your principal course?',
          kind: 'radio',
          options: [
            { value: 'yes', label: 'Yes: I need a release letter' },
            { value: 'no', label: 'No: I have completed six months or more' },
          ],
          required: true,
          help: 'Your principal course is the main course of your student visa (the last course of a package).',
        },
      ],
    },
    newProviderStep({
      providerCode: { label: 'CRICOS provider code', example: '01234K', help: 'On the offer letter, or at cricos.education.gov.au' },
      courseName: 'Course you will study',
      courseCode: { label: 'CRICOS course code (optional)', example: '012345G' },
      examplesInMessages: true,
      courseStart: { label: 'Start date of the new course' },
      offerLetters: {
        label: 'Offer letter from the new provider',
        help: 'The college assesses a release only against a valid offer of enrolment.',
        max: 2,
        required: WITHIN_SIX_MONTHS,
      },
    }),
    {
      id: 'reason',
      title: 'Why you want to transfer',
      fields: [
        {
          key: 'transfer_reason',
          label: 'Main reason',
          kind: 'select',
          options: [
            { value: 'compassionate', label: 'Compassionate or compelling circumstances' },
            { value: 'not-delivered', label: 'The college has not delivered the course as agreed' },
            { value: 'misled', label: 'I was misled about the course or the college' },
            { value: 'progress', label: 'I am not meeting course progress or attendance requirements' },
            { value: 'better-fit', label: 'The new course fits my study or career plans better' },
            { value: 'other', label: 'Another reason' },
          ],
          required: true,
        },
        { key: 'reason_details', label: 'Tell us more', kind: 'textarea', maxLength: 2000, required: true },
        {
          key: 'talked_to_support',
          label: 'Have you talked to student support about this?',
          kind: 'radio',
          options: YES_NO,
          required: true,
          help: 'Student support can often help with what is making you want to leave.',
        },
      ],
    },
    {
      id: 'guardian',
      title: 'Parent or guardian consent',
      showIf: UNDER_18,
      fields: [
        {
          key: 'guardian_consent',
          label: 'As the parent or legal guardian of the student, I support this transfer.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        {
          key: 'welfare_after_transfer',
          label: 'Who will look after the student after the transfer?',
          kind: 'radio',
          options: [
            { value: 'parent', label: 'A parent, or a relative approved by the Department of Home Affairs' },
            { value: 'new-provider', label: 'The new provider, which has agreed to approve accommodation and welfare' },
          ],
          required: true,
        },
      ],
    },
    {
      ...declaration,
      fields: [
        {
          key: 'release_acknowledged',
          label:
            'I understand that if the college refuses, it gives me its reasons in writing and I have 20 working days to appeal; and that if it releases me, I must enrol with the new provider and keep to my visa conditions.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        ...declaration.fields,
      ],
    },
  ],
  listColumns: ['new_provider_name', 'within_six_months'],
};
