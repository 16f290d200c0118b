// Request of information: a student asks for their records (a transcript, a letter, a statement). Students
// may see the personal information the college holds about them (Privacy Act 1988, APP 12), and records of
// results must stay accessible to current and past students (Compliance Standards for RTOs 2025).
import { australianAddress, courseFields, declarationStep, options, studentStep } from '../common';
import type { Condition, Field, FormDefinition, Option } from '../definition';

/** How a document reaches the student; shared by the certificate application, which orders them differently. */
export const DELIVERY_METHODS = {
  email: { value: 'email', label: 'By e-mail, to the address in your details' },
  post: { value: 'post', label: 'By post, to an address in Australia' },
  postOverseas: { value: 'post-overseas', label: 'By post, to an address outside Australia' },
  pickup: { value: 'pickup', label: 'I will pick it up from reception at my campus' },
} as const satisfies Record<string, Option>;

/** The delivery choice and the address it needs; the keys (`delivery`, `postal_*`) are the same in every family using it. */
export const deliveryFields = (methods: readonly Option[], help: string): Field[] => {
  const posted: Condition = { field: 'delivery', equals: DELIVERY_METHODS.post.value };
  return [
    { key: 'delivery', label: 'How you want to receive it', kind: 'radio', options: methods, required: true, help },
    ...australianAddress('postal', 'Postal address', posted),
    {
      key: 'overseas_address',
      label: 'Postal address outside Australia',
      kind: 'textarea',
      maxLength: 400,
      required: true,
      showIf: { field: 'delivery', equals: DELIVERY_METHODS.postOverseas.value },
      help: 'The full address as the post office needs it, with the country on the last line',
    },
  ];
};

// Checkbox values are stable: staff filter and report on them.
const DOCUMENTS = options('Academic transcript', 'Statement of attainment', 'Letter of enrolment', 'Attendance record', 'Fee statement', 'Other');

const PURPOSES = options('Student visa application', 'Employment', 'Further study', 'A government agency', 'My own records', 'Other');

export const requestOfInformationForm: FormDefinition = {
  purpose: 'Ask the college for your records: a transcript, a statement of attainment, a letter, your attendance or your fees.',
  steps: [
    studentStep(),
    {
      id: 'request',
      title: 'What you need',
      fields: [
        ...courseFields('Course the records are about'),
        { key: 'requested', label: 'Documents you need', kind: 'checkboxes', options: DOCUMENTS, required: true, help: 'Tick every one you need' },
        {
          key: 'requested_other',
          label: 'What else you need',
          kind: 'text',
          maxLength: 300,
          help: 'Tell us what the document is and what it should show',
          showIf: { field: 'requested', includes: 'other' },
          required: true,
        },
        { key: 'purpose', label: 'What you need it for', kind: 'select', options: PURPOSES, required: true },
        {
          key: 'purpose_details',
          label: 'Details of what you need it for',
          kind: 'text',
          maxLength: 300,
          required: true,
          showIf: { field: 'purpose', equals: 'other' },
        },
        {
          key: 'needed_by',
          label: 'Date you need it by',
          kind: 'date',
          future: true,
          help: 'Leave it empty if there is no deadline. Allow at least 5 working days for us to prepare it.',
        },
      ],
    },
    {
      id: 'delivery',
      title: 'How you receive it',
      fields: deliveryFields(
        [DELIVERY_METHODS.email, DELIVERY_METHODS.post, DELIVERY_METHODS.postOverseas, DELIVERY_METHODS.pickup],
        'Bring photo identification if you pick it up; we give your records only to you or to someone you authorise in writing',
      ),
    },
    declarationStep(
      'I ask the college to give me these records in the way I chose. I declare that I am the student named in this form, and I have read the privacy notice: the college keeps my details and may share them with government agencies as the law requires.',
    ),
  ],
  listColumns: ['requested', 'delivery'],
};
