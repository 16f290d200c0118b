// Application for admission, often lodged through an education agent. For overseas applicants the college
// must check English, qualifications and funds before it offers a place (National Code 2018, Standard 2),
// record the agent (Standard 4), see health cover arranged (visa condition 8501) and approve the welfare of
// an applicant under 18 (Standard 5).
import { australianAddress, courseFields, dateOfBirthField, declarationStep, identityFields, UNDER_18, YES_NO } from '../common';
import type { Condition, FormDefinition, Option } from '../definition';
import { GENDER_OPTIONS } from './enrolment';

const OVERSEAS: Condition = { field: 'residency', equals: 'overseas' };
const NOT_NATIVE_ENGLISH: Condition = { field: 'english_first_language', equals: 'no' };
const TOOK_ENGLISH_TEST: Condition = {
  all: [NOT_NATIVE_ENGLISH, { field: 'english_test', filled: true }, { not: { field: 'english_test', equals: 'none' } }],
};
const THROUGH_AGENT: Condition = { field: 'through_agent', equals: 'yes' };
const EMPLOYED: Condition = { field: 'employment_status', in: ['full-time', 'part-time', 'self-employed'] };
const THIS_YEAR = new Date().getFullYear();

const ENGLISH_TESTS: Option[] = [
  { value: 'ielts-academic', label: 'IELTS Academic' },
  { value: 'ielts-general', label: 'IELTS General Training' },
  { value: 'pte-academic', label: 'PTE Academic' },
  { value: 'toefl-ibt', label: 'TOEFL iBT' },
  { value: 'cambridge', label: 'Cambridge English (C1 Advanced or B2 First)' },
  { value: 'oet', label: 'OET' },
  { value: 'other', label: 'Another test' },
  { value: 'none', label: 'I have not taken a test' },
];

const declaration = declarationStep(
  'I declare that the information and documents I have given are true, complete and my own. I understand the college may check them with the institutions that issued them, and may withdraw an offer or cancel an enrolment made on false or incomplete information.',
  { guardian: true },
);

export const applicationForm: FormDefinition = {
  purpose: 'Apply for a place in a course, yourself or through an education agent.',
  steps: [
    {
      id: 'personal',
      title: 'Your details',
      description: 'Write your name exactly as it appears in your passport or other identity document.',
      fields: [
        ...identityFields,
        dateOfBirthField,
        { key: 'gender', label: 'Gender', kind: 'radio', options: GENDER_OPTIONS, required: true },
        { key: 'nationality', label: 'Nationality (citizenship)', kind: 'text', required: true, maxLength: 80 },
        {
          key: 'residency',
          label: 'Will you study as a domestic or an overseas student?',
          kind: 'radio',
          options: [
            { value: 'domestic', label: 'Domestic: Australian citizen or permanent resident, or New Zealand citizen' },
            { value: 'overseas', label: 'Overseas: I hold, or will apply for, a student visa' },
          ],
          required: true,
        },
      ],
    },
    {
      id: 'passport',
      title: 'Passport, visa and health cover',
      showIf: OVERSEAS,
      fields: [
        {
          key: 'passport_number',
          label: 'Passport number',
          kind: 'text',
          required: true,
          maxLength: 20,
          pattern: { regex: '^[A-Za-z0-9]{5,20}$', message: 'Use the letters and digits of your passport number' },
          example: 'PA1234567',
        },
        { key: 'passport_country', label: 'Country that issued your passport', kind: 'text', required: true, maxLength: 80 },
        { key: 'passport_expiry', label: 'Passport expiry date', kind: 'date', future: true, required: true },
        { key: 'in_australia', label: 'Are you in Australia now?', kind: 'radio', options: YES_NO, required: true },
        {
          key: 'visa_type',
          label: 'Your current visa',
          kind: 'select',
          options: [
            { value: 'student', label: 'Student visa (subclass 500)' },
            { value: 'visitor', label: 'Visitor visa' },
            { value: 'working-holiday', label: 'Working holiday visa' },
            { value: 'graduate', label: 'Temporary graduate visa (subclass 485)' },
            { value: 'other', label: 'Another visa' },
          ],
          required: true,
          showIf: { field: 'in_australia', equals: 'yes' },
        },
        {
          key: 'visa_expiry',
          label: 'Visa expiry date',
          kind: 'date',
          future: true,
          required: true,
          showIf: { field: 'in_australia', equals: 'yes' },
        },
        {
          key: 'visa_refused',
          label: 'Have you ever been refused a visa, for Australia or any other country?',
          kind: 'radio',
          options: YES_NO,
          required: true,
        },
        {
          key: 'visa_refusal_details',
          label: 'Which visa, which country and when',
          kind: 'textarea',
          maxLength: 1000,
          required: true,
          showIf: { field: 'visa_refused', equals: 'yes' },
        },
        {
          key: 'oshc',
          label: 'Overseas Student Health Cover (OSHC)',
          kind: 'radio',
          options: [
            { value: 'college', label: 'Please arrange OSHC for me and add it to my fees' },
            { value: 'own', label: 'I will arrange my own OSHC' },
          ],
          required: true,
          help: 'A student visa requires health cover for your whole stay.',
        },
        { key: 'oshc_provider', label: 'OSHC provider', kind: 'text', maxLength: 100, required: true, showIf: { field: 'oshc', equals: 'own' } },
        {
          key: 'welfare_arrangement',
          label: 'Who will look after you in Australia while you are under 18?',
          kind: 'radio',
          options: [
            { value: 'parent', label: 'A parent, or a relative over 21 approved by the Department of Home Affairs' },
            { value: 'college', label: 'I ask the college to approve my accommodation and welfare arrangements' },
          ],
          required: true,
          showIf: UNDER_18,
        },
      ],
    },
    {
      id: 'addresses',
      title: 'Your addresses',
      fields: [
        { key: 'home_country_street', label: 'Home-country address: street', kind: 'text', maxLength: 150, required: true, showIf: OVERSEAS },
        { key: 'home_country_city', label: 'Home-country address: city or town', kind: 'text', maxLength: 80, required: true, showIf: OVERSEAS },
        { key: 'home_country_region', label: 'Home-country address: state or province', kind: 'text', maxLength: 80, showIf: OVERSEAS },
        { key: 'home_country_postcode', label: 'Home-country address: postcode', kind: 'text', maxLength: 12, showIf: OVERSEAS },
        { key: 'home_country', label: 'Home-country address: country', kind: 'text', maxLength: 80, required: true, showIf: OVERSEAS },
        {
          key: 'has_australian_address',
          label: 'Do you have an address in Australia?',
          kind: 'radio',
          options: YES_NO,
          required: true,
          showIf: OVERSEAS,
        },
        ...australianAddress('australian', 'Address in Australia', {
          any: [{ field: 'residency', equals: 'domestic' }, { all: [OVERSEAS, { field: 'has_australian_address', equals: 'yes' }] }],
        }),
      ],
    },
    {
      id: 'course',
      title: 'Course preference',
      fields: [
        ...courseFields('Course you are applying for'),
        {
          key: 'intake_date',
          label: 'Preferred intake (start date)',
          kind: 'date',
          future: true,
          required: true,
          help: 'One of the start dates listed for the course',
        },
        { key: 'second_course_id', label: 'Second preference (optional)', kind: 'course' },
        {
          key: 'credit_sought',
          label: 'Will you ask for credit for study you have already completed (credit transfer or RPL)?',
          kind: 'radio',
          options: YES_NO,
          required: true,
          help: 'Credit can shorten your course; for a student visa it changes the dates on your Confirmation of Enrolment.',
        },
      ],
    },
    {
      id: 'education',
      title: 'Education history',
      fields: [
        {
          key: 'education_history',
          label: 'Your schooling and qualifications, the highest first',
          kind: 'repeat',
          itemLabel: 'qualification',
          min: 1,
          max: 8,
          required: true,
          fields: [
            { key: 'qualification', label: 'Qualification', kind: 'text', required: true, maxLength: 150, example: 'Year 12 certificate' },
            { key: 'institution', label: 'School, college or university', kind: 'text', required: true, maxLength: 150 },
            { key: 'country', label: 'Country', kind: 'text', required: true, maxLength: 80 },
            {
              key: 'status',
              label: 'Status',
              kind: 'select',
              options: [
                { value: 'completed', label: 'Completed' },
                { value: 'studying', label: 'Studying now' },
                { value: 'not-completed', label: 'Not completed' },
              ],
              required: true,
            },
            { key: 'year', label: 'Year completed (or expected)', kind: 'number', integer: true, min: 1950, max: THIS_YEAR + 6, required: true },
          ],
        },
      ],
    },
    {
      id: 'english',
      title: 'English',
      fields: [
        { key: 'english_first_language', label: 'Is English your first language?', kind: 'radio', options: YES_NO, required: true },
        { key: 'first_language', label: 'Your first language', kind: 'text', maxLength: 80, required: true, showIf: NOT_NATIVE_ENGLISH },
        { key: 'english_test', label: 'English test', kind: 'select', options: ENGLISH_TESTS, required: true, showIf: NOT_NATIVE_ENGLISH },
        {
          key: 'english_test_other',
          label: 'Name of the test',
          kind: 'text',
          maxLength: 100,
          required: true,
          showIf: { all: [NOT_NATIVE_ENGLISH, { field: 'english_test', equals: 'other' }] },
        },
        {
          key: 'english_score',
          label: 'Overall score',
          kind: 'number',
          min: 0,
          max: 990,
          required: true,
          showIf: TOOK_ENGLISH_TEST,
          help: 'As on your result: e.g. IELTS 6.0, PTE 50, TOEFL iBT 60',
        },
        {
          key: 'english_test_date',
          label: 'Test date',
          kind: 'date',
          past: true,
          required: true,
          showIf: TOOK_ENGLISH_TEST,
          help: 'Most results count for two years',
        },
        {
          key: 'english_other_evidence',
          label: 'How else can you show your English?',
          kind: 'textarea',
          maxLength: 1000,
          required: true,
          showIf: { all: [NOT_NATIVE_ENGLISH, { field: 'english_test', equals: 'none' }] },
          help: 'e.g. five years of study in English, or a qualification taught in English',
        },
      ],
    },
    {
      id: 'employment',
      title: 'Employment',
      fields: [
        {
          key: 'employment_status',
          label: 'Are you working now?',
          kind: 'radio',
          options: [
            { value: 'full-time', label: 'Yes, full time' },
            { value: 'part-time', label: 'Yes, part time' },
            { value: 'self-employed', label: 'Yes, self-employed' },
            { value: 'not-working', label: 'No' },
          ],
          required: true,
        },
        { key: 'employer', label: 'Employer', kind: 'text', maxLength: 150, required: true, showIf: EMPLOYED },
        { key: 'job_title', label: 'Your job', kind: 'text', maxLength: 100, required: true, showIf: EMPLOYED },
        {
          key: 'work_experience',
          label: 'Work experience related to the course',
          kind: 'textarea',
          maxLength: 2000,
          help: 'Optional: roles, employers and years',
        },
      ],
    },
    {
      id: 'agent',
      title: 'Education agent',
      fields: [
        { key: 'through_agent', label: 'Are you applying through an education agent?', kind: 'radio', options: YES_NO, required: true },
        { key: 'agency_name', label: 'Agency', kind: 'text', maxLength: 150, required: true, showIf: THROUGH_AGENT },
        { key: 'agency_contact', label: 'Your contact at the agency', kind: 'text', maxLength: 150, required: true, showIf: THROUGH_AGENT },
        { key: 'agency_email', label: "Agency's e-mail", kind: 'email', required: true, showIf: THROUGH_AGENT },
        { key: 'agency_phone', label: "Agency's phone", kind: 'phone', showIf: THROUGH_AGENT },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      description: 'Clear scans or photos of the originals, as PDF, JPEG or PNG.',
      fields: [
        {
          key: 'passport_files',
          label: 'Passport (the page with your photo)',
          kind: 'files',
          group: 'passport',
          max: 2,
          required: OVERSEAS,
          help: 'Domestic applicants may add a passport or other photo identity instead.',
        },
        {
          key: 'education_files',
          label: 'Transcripts and certificates of your education',
          kind: 'files',
          group: 'education',
          max: 10,
          required: true,
        },
        {
          key: 'education_in_english',
          label: 'Are all your education documents in English?',
          kind: 'radio',
          options: YES_NO,
          required: true,
        },
        {
          key: 'certified_education_files',
          label: 'Certified copies and English translations of your education documents',
          kind: 'files',
          group: 'ceducation',
          max: 10,
          required: { field: 'education_in_english', equals: 'no' },
          help: 'Certified by a Justice of the Peace, a notary or the institution that issued them; translations by an accredited translator.',
        },
        {
          key: 'english_test_files',
          label: 'English test result',
          kind: 'files',
          group: 'language',
          max: 2,
          required: true,
          showIf: TOOK_ENGLISH_TEST,
        },
        {
          key: 'oshc_files',
          label: 'Your OSHC policy',
          kind: 'files',
          group: 'other',
          max: 2,
          required: true,
          showIf: { all: [OVERSEAS, { field: 'oshc', equals: 'own' }] },
        },
        {
          key: 'finance_files',
          label: 'Evidence of funds for your fees and living costs',
          kind: 'files',
          group: 'finance',
          max: 5,
          required: true,
          showIf: OVERSEAS,
          help: 'Bank statements, a loan approval or a letter from your sponsor',
        },
      ],
    },
    {
      ...declaration,
      fields: [
        {
          key: 'information_read',
          label: 'I have read the course information, the fees and refund policy and the student handbook.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        {
          key: 'privacy_read',
          label:
            'I have read the privacy notice: the college keeps my details and, for overseas students, shares them with the Department of Home Affairs and the Department of Education as the ESOS Act requires.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        ...declaration.fields,
      ],
    },
  ],
  listColumns: ['residency', 'intake_date', 'agency_name'],
};
