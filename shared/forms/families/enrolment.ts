// Enrolment (version 5): a student enrols in a course. An RTO reports every enrolment to NCVER under the
// AVETMISS standard and may not issue a qualification without a verified Unique Student Identifier (Student
// Identifiers Act 2014), so the form asks the NCVER questions in NCVER's words and stores NCVER's codes.
// The DSRC enrolment builds on the steps exported here.
import { australianAddress, courseFields, dateOfBirthField, declarationStep, identityFields, options, studentIdField, YES_NO } from '../common';
import type { Condition, FormDefinition, Option, Step } from '../definition';

/** NCVER's code for each answer is the stored value, so the AVETMISS export needs no mapping table. */
const ncver = (pairs: [code: string, label: string][]): Option[] => pairs.map(([value, label]) => ({ value, label }));

/** The AVETMISS gender identifier (shared with the application form). */
export const GENDER_OPTIONS = ncver([
  ['M', 'Male'],
  ['F', 'Female'],
  ['X', 'Other (indeterminate, intersex or unspecified)'],
]);

const INDIGENOUS_OPTIONS = ncver([
  ['4', 'No'],
  ['1', 'Yes, Aboriginal'],
  ['2', 'Yes, Torres Strait Islander'],
  ['3', 'Yes, Aboriginal and Torres Strait Islander'],
]);

const SPOKEN_ENGLISH_OPTIONS = ncver([
  ['1', 'Very well'],
  ['2', 'Well'],
  ['3', 'Not well'],
  ['4', 'Not at all'],
]);

const DISABILITY_OPTIONS = ncver([
  ['11', 'Hearing/deaf'],
  ['12', 'Physical'],
  ['13', 'Intellectual'],
  ['14', 'Learning'],
  ['15', 'Mental illness'],
  ['16', 'Acquired brain impairment'],
  ['17', 'Vision'],
  ['18', 'Medical condition'],
  ['19', 'Other'],
]);

const SCHOOL_LEVEL_OPTIONS = ncver([
  ['12', 'Year 12 or equivalent'],
  ['11', 'Year 11 or equivalent'],
  ['10', 'Year 10 or equivalent'],
  ['09', 'Year 9 or equivalent'],
  ['08', 'Year 8 or below'],
  ['02', 'Never attended school'],
]);

const PRIOR_QUALIFICATION_OPTIONS = ncver([
  ['008', 'Bachelor degree or higher degree'],
  ['410', 'Advanced diploma or associate degree'],
  ['420', 'Diploma (or associate diploma)'],
  ['511', 'Certificate IV (or advanced certificate/technician)'],
  ['514', 'Certificate III (or trade certificate)'],
  ['521', 'Certificate II'],
  ['524', 'Certificate I'],
  ['990', 'Certificates other than the above'],
]);

const PRIOR_RECOGNITION_OPTIONS = ncver([
  ['A', 'Australian qualification'],
  ['E', 'Australian equivalent (an overseas qualification recognised as equivalent)'],
  ['I', 'International (an overseas qualification)'],
]);

const EMPLOYMENT_OPTIONS = ncver([
  ['01', 'Full-time employee'],
  ['02', 'Part-time employee'],
  ['03', 'Self-employed – not employing others'],
  ['04', 'Employer'],
  ['05', 'Employed – unpaid worker in a family business'],
  ['06', 'Unemployed – seeking full-time work'],
  ['07', 'Unemployed – seeking part-time work'],
  ['08', 'Not employed – not seeking employment'],
]);

const STUDY_REASON_OPTIONS = ncver([
  ['01', 'To get a job'],
  ['02', 'To develop my existing business'],
  ['03', 'To start my own business'],
  ['04', 'To try for a different career'],
  ['05', 'To get a better job or promotion'],
  ['06', 'It was a requirement of my job'],
  ['07', 'I wanted extra skills for my job'],
  ['08', 'To get into another course of study'],
  ['12', 'For personal interest or self-development'],
  ['13', 'To get skills for community/voluntary work'],
  ['11', 'Other reasons'],
]);

const CITIZENSHIP_OPTIONS: Option[] = [
  { value: 'australian-citizen', label: 'Australian citizen' },
  { value: 'permanent-resident', label: 'Australian permanent resident' },
  { value: 'nz-citizen', label: 'New Zealand citizen' },
  { value: 'student-visa', label: 'Student visa holder' },
  { value: 'other-visa', label: 'Other visa holder' },
];

const ON_STUDENT_VISA: Condition = { field: 'citizenship', equals: 'student-visa' };
const HAS_USI: Condition = { not: { field: 'usi_status', equals: 'exempt' } };
const THIS_YEAR = new Date().getFullYear();

export const enrolmentPersonalStep: Step = {
  id: 'personal',
  title: 'Your details',
  fields: [
    ...identityFields,
    { ...studentIdField, required: false, help: 'If the college has given you one: it is on your letter of offer' },
    dateOfBirthField,
    { key: 'citizenship', label: 'Citizenship or residency', kind: 'select', options: CITIZENSHIP_OPTIONS, required: true },
    {
      key: 'passport_number',
      label: 'Passport number',
      kind: 'text',
      required: true,
      showIf: ON_STUDENT_VISA,
      maxLength: 20,
      pattern: { regex: '^[A-Za-z0-9]{5,20}$', message: 'Use the letters and digits of your passport number' },
      example: 'PA1234567',
    },
    { key: 'visa_expiry', label: 'Student visa expiry date', kind: 'date', future: true, required: true, showIf: ON_STUDENT_VISA },
    ...australianAddress('home', 'Residential address'),
    { key: 'postal_same', label: 'My postal address is the same', kind: 'checkbox' },
    ...australianAddress('postal', 'Postal address', { not: { field: 'postal_same', equals: true } }),
  ],
};

export const usiStep: Step = {
  id: 'usi',
  title: 'Unique Student Identifier (USI)',
  description:
    'Everyone doing nationally recognised training in Australia needs a USI; without one the college cannot issue your certificate. You can create one for free at usi.gov.au.',
  fields: [
    {
      key: 'usi_status',
      label: 'Your USI',
      kind: 'radio',
      options: [
        { value: 'have', label: 'I have a USI' },
        { value: 'exempt', label: 'I am exempt from needing a USI' },
      ],
      required: true,
    },
    { key: 'usi', label: 'USI', kind: 'usi', required: HAS_USI, showIf: HAS_USI, help: '10 letters and digits, e.g. from your USI account' },
    {
      key: 'usi_verify_consent',
      label: 'I allow the college to check my USI with the Student Identifiers Registrar and to see my USI transcript when it needs to',
      kind: 'checkbox',
      mustAgree: true,
      required: HAS_USI,
      showIf: HAS_USI,
    },
    {
      key: 'usi_exemption',
      label: 'Why you are exempt',
      kind: 'radio',
      options: [
        { value: 'offshore', label: 'I am an international student studying only outside Australia' },
        { value: 'registrar', label: 'The Student Identifiers Registrar has granted me an exemption' },
      ],
      required: { field: 'usi_status', equals: 'exempt' },
      showIf: { field: 'usi_status', equals: 'exempt' },
    },
    {
      key: 'usi_exemption_files',
      label: "The Registrar's exemption letter",
      kind: 'files',
      group: 'other',
      max: 1,
      required: true,
      showIf: {
        all: [
          { field: 'usi_status', equals: 'exempt' },
          { field: 'usi_exemption', equals: 'registrar' },
        ],
      },
    },
  ],
};

export const backgroundStep: Step = {
  id: 'background',
  title: 'About you',
  description:
    'The college must ask these questions of every student for the national VET statistics (AVETMISS) that it reports to NCVER. Your answers do not affect your enrolment.',
  fields: [
    { key: 'gender', label: 'Gender', kind: 'radio', options: GENDER_OPTIONS, required: true },
    { key: 'country_of_birth', label: 'In which country were you born?', kind: 'radio', options: options('Australia', 'Other'), required: true },
    {
      key: 'country_of_birth_other',
      label: 'Country of birth',
      kind: 'text',
      maxLength: 80,
      required: true,
      showIf: { field: 'country_of_birth', equals: 'other' },
    },
    {
      key: 'home_language',
      label: 'Do you speak a language other than English at home?',
      kind: 'radio',
      options: [
        { value: 'english', label: 'No, English only' },
        { value: 'other', label: 'Yes, another language' },
      ],
      required: true,
    },
    {
      key: 'home_language_other',
      label: 'Language spoken at home',
      kind: 'text',
      maxLength: 80,
      required: true,
      showIf: { field: 'home_language', equals: 'other' },
    },
    {
      key: 'spoken_english',
      label: 'How well do you speak English?',
      kind: 'radio',
      options: SPOKEN_ENGLISH_OPTIONS,
      required: true,
      showIf: { field: 'home_language', equals: 'other' },
    },
    {
      key: 'indigenous_status',
      label: 'Are you of Aboriginal or Torres Strait Islander origin?',
      kind: 'radio',
      options: INDIGENOUS_OPTIONS,
      required: true,
    },
    {
      key: 'disability',
      label: 'Do you consider yourself to have a disability, impairment or long-term condition?',
      kind: 'radio',
      options: YES_NO,
      required: true,
    },
    {
      key: 'disability_types',
      label: 'Which of these apply to you?',
      kind: 'checkboxes',
      options: DISABILITY_OPTIONS,
      required: true,
      showIf: { field: 'disability', equals: 'yes' },
    },
    {
      key: 'support_needs',
      label: 'What support or adjustments would help you study?',
      kind: 'textarea',
      maxLength: 1000,
      showIf: { field: 'disability', equals: 'yes' },
      help: 'Optional. The college uses it only to arrange support with you.',
    },
  ],
};

export const schoolingStep: Step = {
  id: 'schooling',
  title: 'Schooling, qualifications and work',
  fields: [
    { key: 'school_level', label: 'What is your highest COMPLETED school level?', kind: 'select', options: SCHOOL_LEVEL_OPTIONS, required: true },
    {
      key: 'school_level_year',
      label: 'In which year did you complete that school level?',
      kind: 'number',
      integer: true,
      min: 1940,
      max: THIS_YEAR,
      required: true,
      showIf: { all: [{ field: 'school_level', filled: true }, { not: { field: 'school_level', equals: '02' } }] },
    },
    { key: 'at_school', label: 'Are you still enrolled in secondary school?', kind: 'radio', options: YES_NO, required: true },
    {
      key: 'prior_qualifications',
      label: 'Have you successfully completed any qualifications after school?',
      kind: 'radio',
      options: YES_NO,
      required: true,
    },
    {
      key: 'prior_qualification_levels',
      label: 'Which qualifications have you completed?',
      kind: 'checkboxes',
      options: PRIOR_QUALIFICATION_OPTIONS,
      required: true,
      showIf: { field: 'prior_qualifications', equals: 'yes' },
    },
    {
      key: 'prior_qualification_recognition',
      label: 'Where were they completed?',
      kind: 'radio',
      options: PRIOR_RECOGNITION_OPTIONS,
      required: true,
      showIf: { field: 'prior_qualifications', equals: 'yes' },
      help: 'If your qualifications differ, answer for the highest one.',
    },
    {
      key: 'employment_status',
      label: 'Which BEST describes your current employment status?',
      kind: 'select',
      options: EMPLOYMENT_OPTIONS,
      required: true,
    },
    {
      key: 'study_reason',
      label: 'Which BEST describes the main reason you are doing this course?',
      kind: 'select',
      options: STUDY_REASON_OPTIONS,
      required: true,
    },
  ],
};

export const emergencyContactStep: Step = {
  id: 'emergency',
  title: 'Emergency contact',
  description: 'Someone the college can call if you are hurt or unwell.',
  fields: [
    { key: 'emergency_name', label: 'Name', kind: 'text', required: true, maxLength: 150 },
    { key: 'emergency_relationship', label: 'Relationship to you', kind: 'text', required: true, maxLength: 50, example: 'Mother' },
    { key: 'emergency_phone', label: 'Phone', kind: 'phone', required: true },
    { key: 'emergency_email', label: 'E-mail', kind: 'email' },
  ],
};

export const enrolmentCourseStep: Step = {
  id: 'course',
  title: 'Course, campus and intake',
  fields: [
    ...courseFields('Course you are enrolling in'),
    { key: 'intake_date', label: 'Intake (start date)', kind: 'date', required: true, help: 'The start date on your letter of offer' },
    {
      key: 'study_load',
      label: 'Study load',
      kind: 'radio',
      options: options('Full time', 'Part time'),
      required: true,
      help: 'Student visa holders must study full time.',
    },
  ],
};

export const feesStep: Step = {
  id: 'fees',
  title: 'Fees',
  fields: [
    {
      key: 'fee_payer',
      label: 'Who pays your fees?',
      kind: 'radio',
      options: [
        { value: 'self', label: 'I do' },
        { value: 'employer', label: 'My employer' },
        { value: 'sponsor', label: 'A family member or other sponsor' },
      ],
      required: true,
    },
    {
      key: 'fee_payer_name',
      label: 'Name of your employer or sponsor',
      kind: 'text',
      maxLength: 150,
      required: true,
      showIf: { field: 'fee_payer', in: ['employer', 'sponsor'] },
    },
    {
      key: 'fees_acknowledged',
      label:
        'I have received the fee schedule of my course. I understand the tuition and other fees, when they are due, and the refund policy, and that I am responsible for paying them if my employer or sponsor does not.',
      kind: 'checkbox',
      mustAgree: true,
      required: true,
    },
  ],
};

export const agreementsStep: Step = {
  id: 'agreements',
  title: 'Written agreement and privacy',
  fields: [
    {
      key: 'written_agreement',
      label:
        'I have read and accept my written agreement (the letter of offer and acceptance): the course, its start and end dates, the fees and the refund conditions.',
      kind: 'checkbox',
      mustAgree: true,
      required: true,
    },
    {
      key: 'privacy_notice',
      label:
        "I have read the college's privacy notice and the NCVER privacy notice: my personal information is given to NCVER and government departments for national VET statistics, research and surveys, as the law requires.",
      kind: 'checkbox',
      mustAgree: true,
      required: true,
    },
    {
      key: 'policies_read',
      label: 'I have read the student handbook, including attendance, course progress, complaints and appeals, and the code of conduct.',
      kind: 'checkbox',
      mustAgree: true,
      required: true,
    },
  ],
};

export const ENROLMENT_DECLARATION =
  'I declare that the information I have given is true and complete, and I agree to follow the policies of the college. I understand the college may cancel my enrolment if it finds the information false or incomplete.';

/** A parent or guardian signs with a student under 18 (the written agreement is a contract). */
export const enrolmentDeclarationStep = declarationStep(ENROLMENT_DECLARATION, { guardian: true });

export const enrolmentForm: FormDefinition = {
  purpose: 'Enrol in a course: your details, USI, the national statistics questions, your course and intake, and your agreement.',
  steps: [
    enrolmentPersonalStep,
    usiStep,
    backgroundStep,
    schoolingStep,
    emergencyContactStep,
    enrolmentCourseStep,
    feesStep,
    agreementsStep,
    enrolmentDeclarationStep,
  ],
  listColumns: ['intake_date', 'citizenship', 'usi'],
};
