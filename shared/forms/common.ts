// Fields and steps many families share: who the student is, how to reach them, where they live, and
// the declaration with its signatures. A family takes these and adds its own steps.
import type { Condition, Field, Option, Step } from './definition';

export const options = (...labels: string[]): Option[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }));

export const YES_NO: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const AUSTRALIAN_STATE_OPTIONS: Option[] = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((s) => ({ value: s, label: s }));

/** The study loads a student enrols in or changes between; their values are stored on the forms. */
export const STUDY_LOAD_OPTIONS: Option[] = options('Full time', 'Part time');

/** The student's name, e-mail and phone: the header fields of spec §3. */
export const identityFields: Field[] = [
  { key: 'firstname', label: 'First name', kind: 'text', header: 'firstname', required: true, maxLength: 100 },
  { key: 'middlename', label: 'Middle name', kind: 'text', header: 'middlename', maxLength: 100 },
  { key: 'lastname', label: 'Last name', kind: 'text', header: 'lastname', required: true, maxLength: 100 },
  { key: 'email', label: 'E-mail', kind: 'email', header: 'email', required: true },
  { key: 'phone', label: 'Phone', kind: 'phone', header: 'phone', required: true },
];

export const studentIdField: Field = {
  key: 'student_id',
  label: 'Student id',
  kind: 'text',
  header: 'student_id',
  required: true,
  maxLength: 20,
  pattern: { regex: '^[A-Za-z0-9-]+$', message: 'Use the letters and digits of your student id' },
  example: 'HI2026001',
  help: 'On your student card and your offer letter',
};

export const dateOfBirthField: Field = { key: 'date_of_birth', label: 'Date of birth', kind: 'date', past: true, required: true };

/** The form's course and campus (header fields); the campus list follows the course. */
export const courseFields = (label = 'Course'): Field[] => [
  { key: 'course_id', label, kind: 'course', header: 'course_id', required: true },
  {
    key: 'course_location_id',
    label: 'Campus',
    kind: 'location',
    courseField: 'course_id',
    header: 'course_location_id',
    required: true,
    // Spec §5's words for a form saved without its campus.
    requiredMessage: 'Please select the course location first',
  },
];

/**
 * The course and campus a student is enrolled in now, and its Confirmation of Enrolment number; `coeShownIf`
 * asks for the number only from the students who have one.
 */
export const currentCourseFields = (coeShownIf?: Condition): Field[] => [
  ...courseFields('Your current course'),
  {
    key: 'coe_number',
    label: 'Confirmation of Enrolment (CoE) number',
    kind: 'text',
    required: true,
    ...(coeShownIf ? { showIf: coeShownIf } : {}),
    maxLength: 20,
    pattern: { regex: '^[A-Za-z0-9]{6,20}$', message: 'Use the letters and digits of your CoE number' },
    example: 'E1234567',
    help: 'On your CoE',
  },
];

export const UNDER_18: Condition = { field: 'date_of_birth', ageUnder: 18 };

/** An address in Australia, its keys prefixed (`home_street`, `postal_street`). */
export const australianAddress = (prefix: string, label: string, shown?: Condition): Field[] => {
  const at = shown ? { showIf: shown } : {};
  return [
    { key: `${prefix}_street`, label: `${label}: street`, kind: 'text', required: true, maxLength: 150, ...at },
    { key: `${prefix}_suburb`, label: `${label}: suburb`, kind: 'text', required: true, maxLength: 80, ...at },
    { key: `${prefix}_state`, label: `${label}: state`, kind: 'select', options: AUSTRALIAN_STATE_OPTIONS, required: true, ...at },
    {
      key: `${prefix}_postcode`,
      label: `${label}: postcode`,
      kind: 'text',
      required: true,
      maxLength: 4,
      pattern: { regex: '^\\d{4}$', message: 'A postcode has four digits' },
      example: '2000',
      ...at,
    },
  ];
};

/** The student's details: the first step of most families. */
export const studentStep = (extra: Field[] = []): Step => ({
  id: 'student',
  title: 'Your details',
  fields: [...identityFields, studentIdField, ...extra],
});

/**
 * The declaration and signatures step: the student agrees and signs; a parent or guardian signs too when
 * the student is under 18 (only where the family asks for the date of birth).
 */
export const declarationStep = (statement: string, options: { guardian?: boolean; witness?: string } = {}): Step => ({
  id: 'declaration',
  title: 'Declaration and signature',
  fields: [
    { key: 'declaration', label: statement, kind: 'checkbox', mustAgree: true, required: true },
    { key: 'signature_student', label: 'Student signature', kind: 'signature', slot: 1, required: true },
    ...(options.guardian
      ? [
          { key: 'guardian_name', label: 'Parent or guardian name', kind: 'text', required: true, showIf: UNDER_18, maxLength: 150 } as const,
          { key: 'signature_guardian', label: 'Parent or guardian signature', kind: 'signature', slot: 2, required: true, showIf: UNDER_18 } as const,
        ]
      : []),
    ...(options.witness ? [{ key: 'signature_witness', label: options.witness, kind: 'signature', slot: 3 } as const] : []),
    { key: 'signed_date', label: 'Date signed', kind: 'date', past: true, required: true },
  ],
});

/** The college's decision on the form: a staff-only step, last, that staff fill in once they have decided. */
export const decisionStep = (description: string, fields: readonly Field[]): Step => ({
  id: 'decision',
  title: 'College decision',
  description,
  staffOnly: true,
  fields,
});

export const PRIVACY_STATEMENT =
  'I declare that the information I have given is true and complete, and I have read the privacy notice: the college keeps my details and may share them with government agencies as the law requires.';

/** What the families that ask for a new provider (transfer, overseas) each say and allow on that step. */
export interface NewProviderAsks {
  providerCode: { label: string; example: string; help: string };
  courseName: string;
  courseCode: { label: string; example: string };
  /** Whether a code's format message shows its example too ("…, like 01234K"). */
  examplesInMessages: boolean;
  courseStart: { label: string; future?: true };
  offerLetters: { label: string; help: string; max: number; required: boolean | Condition };
}

// One step for both families, so that their answers are stored under the same keys, kinds and formats.
/** The provider a student leaves for and the course they will study there, worded by each family for its readers. */
export const newProviderStep = ({ providerCode, courseName, courseCode, examplesInMessages, courseStart, offerLetters }: NewProviderAsks): Step => {
  const like = (example: string) => (examplesInMessages ? `, like ${example}` : '');
  return {
    id: 'new-provider',
    title: 'Your new provider',
    fields: [
      { key: 'new_provider_name', label: 'Name of the new provider', kind: 'text', maxLength: 150, required: true },
      {
        key: 'new_provider_cricos',
        label: providerCode.label,
        kind: 'text',
        maxLength: 6,
        required: true,
        pattern: { regex: '^\\d{5}[A-Za-z]$', message: `A CRICOS provider code has five digits and a letter${like(providerCode.example)}` },
        example: providerCode.example,
        help: providerCode.help,
      },
      { key: 'new_course_name', label: courseName, kind: 'text', maxLength: 200, required: true },
      {
        key: 'new_course_cricos',
        label: courseCode.label,
        kind: 'text',
        maxLength: 7,
        pattern: { regex: '^\\d{6}[A-Za-z]$', message: `A CRICOS course code has six digits and a letter${like(courseCode.example)}` },
        example: courseCode.example,
      },
      { key: 'new_course_start', label: courseStart.label, kind: 'date', ...(courseStart.future ? { future: true } : {}), required: true },
      { key: 'offer_letter_files', kind: 'files', group: 'other', ...offerLetters },
    ],
  };
};
