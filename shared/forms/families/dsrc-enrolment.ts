// DSRC enrolment: the spec names this variant only by its path, so it is the version 5 enrolment (AVETMISS,
// USI) plus the pre-training review an RTO does before it enrols a student: that the course suits them and
// what language, literacy, numeracy and digital support they need (Outcome Standards for RTOs, Quality
// Area 2, student support). The staff member who did the review signs it.
import { declarationStep, YES_NO } from '../common';
import type { FormDefinition, Option } from '../definition';
import {
  agreementsStep,
  backgroundStep,
  emergencyContactStep,
  ENROLMENT_DECLARATION,
  enrolmentCourseStep,
  enrolmentPersonalStep,
  feesStep,
  schoolingStep,
  usiStep,
} from './enrolment';

const CONFIDENCE: Option[] = [
  { value: 'very-confident', label: 'Very confident' },
  { value: 'confident', label: 'Confident' },
  { value: 'need-help', label: 'I would like some help' },
];

export const dsrcEnrolmentForm: FormDefinition = {
  purpose: 'Enrol in a course, with a pre-training review of your goals, your experience and the support you may need.',
  steps: [
    enrolmentPersonalStep,
    usiStep,
    backgroundStep,
    schoolingStep,
    {
      id: 'pre-training',
      title: 'Pre-training review',
      description: 'Before you enrol, the college checks with you that the course suits you and what support would help you finish it.',
      fields: [
        { key: 'course_goals', label: 'What do you want to achieve with this course?', kind: 'textarea', maxLength: 1000, required: true },
        {
          key: 'related_experience',
          label: 'Study or work you have done that relates to the course',
          kind: 'textarea',
          maxLength: 1000,
          help: 'Optional. It helps the college plan your training and spot credit you may get.',
        },
        {
          key: 'reading_writing',
          label: 'How confident are you reading and writing in English?',
          kind: 'radio',
          options: CONFIDENCE,
          required: true,
        },
        { key: 'numeracy', label: 'How confident are you with numbers and calculations?', kind: 'radio', options: CONFIDENCE, required: true },
        {
          key: 'digital_skills',
          label: 'How confident are you using a computer, e-mail and online learning?',
          kind: 'radio',
          options: CONFIDENCE,
          required: true,
        },
        { key: 'digital_access', label: 'Do you have a computer and internet access for study?', kind: 'radio', options: YES_NO, required: true },
        {
          key: 'recognition_interest',
          label: 'Do you want to apply for credit transfer or recognition of prior learning (RPL)?',
          kind: 'radio',
          options: YES_NO,
          required: true,
        },
        {
          key: 'lln_assessment',
          label: 'I understand the college may ask me to do a short language, literacy and numeracy assessment before it confirms my enrolment.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
      ],
    },
    emergencyContactStep,
    enrolmentCourseStep,
    feesStep,
    agreementsStep,
    declarationStep(ENROLMENT_DECLARATION, { guardian: true, witness: 'Signature of the staff member who did the pre-training review' }),
  ],
  listColumns: ['intake_date', 'citizenship', 'recognition_interest'],
};
