// Variation of course: a student asks to change to another course of the college. The new course needs a
// new written agreement (National Code 2018, Standard 3) and, for a student visa holder, a new
// Confirmation of Enrolment; a course at a lower AQF level may not fit the student's visa (condition 8202).
import { currentCourseFields, dateOfBirthField, declarationStep, studentStep, YES_NO } from '../common';
import type { Condition, FormDefinition } from '../definition';

const OVERSEAS: Condition = { field: 'is_overseas_student', equals: 'yes' };

export const variationOfCourseForm: FormDefinition = {
  purpose: 'Ask to change to another course at the college.',
  steps: [
    studentStep([
      dateOfBirthField,
      { key: 'is_overseas_student', label: 'Are you on a student visa?', kind: 'radio', options: YES_NO, required: true },
    ]),
    {
      id: 'current',
      title: 'Your current course',
      fields: [
        ...currentCourseFields(OVERSEAS),
        { key: 'current_start_date', label: 'Date you started this course', kind: 'date', past: true, required: true },
      ],
    },
    {
      id: 'requested',
      title: 'The course you want',
      fields: [
        { key: 'requested_course_id', label: 'Course you want to change to', kind: 'course', required: true },
        { key: 'requested_location_id', label: 'Campus', kind: 'location', courseField: 'requested_course_id', required: true },
        {
          key: 'requested_start_date',
          label: 'Start date you want',
          kind: 'date',
          future: true,
          required: true,
          help: 'One of the start dates listed for the course',
        },
        { key: 'reason', label: 'Why you want to change course', kind: 'textarea', maxLength: 2000, required: true },
      ],
    },
    {
      id: 'credit',
      title: 'Credit for study you have done',
      fields: [
        {
          key: 'credit_sought',
          label: 'Do you want credit in the new course for units you have already completed?',
          kind: 'radio',
          options: YES_NO,
          required: true,
        },
        {
          key: 'credit_units',
          label: 'Units you want credit for (code and title)',
          kind: 'textarea',
          maxLength: 2000,
          required: true,
          showIf: { field: 'credit_sought', equals: 'yes' },
          help: 'Units of your current course are checked from your record; for others, send the credit transfer form with your evidence.',
        },
      ],
    },
    {
      id: 'acknowledgement',
      title: 'What the change means',
      fields: [
        {
          key: 'new_agreement_acknowledged',
          label:
            'I understand I will need to accept a new written agreement, and the fees, length and timetable of the new course may differ from my current course.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        {
          key: 'coe_acknowledged',
          label:
            'I understand the college will issue a new Confirmation of Enrolment and cancel my current one, and that I must check the new course suits my visa: a course at a lower AQF level may need a new visa.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
          showIf: OVERSEAS,
        },
      ],
    },
    declarationStep('I declare that the information I have given is true and complete, and I ask the college to move me to the course above.', {
      guardian: true,
    }),
  ],
  listColumns: ['requested_course_id', 'requested_start_date'],
};
