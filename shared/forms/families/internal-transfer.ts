// Internal transfer: a move to another campus, class or course of the same college. It depends on places
// being free and changes the student's enrolment record (reported under AVETMISS, and in PRISMS for student
// visa holders), so the student asks in writing and staff confirm it.
import { courseFields, declarationStep, studentStep } from '../common';
import type { Condition, FormDefinition } from '../definition';

const moving = (type: string): Condition => ({ field: 'transfer_type', equals: type });

export const internalTransferForm: FormDefinition = {
  purpose: 'Ask to move to another campus, class or course of the college.',
  steps: [
    studentStep(),
    {
      id: 'from',
      title: 'Where you study now',
      fields: [
        ...courseFields('Your current course'),
        { key: 'current_class', label: 'Your class or group', kind: 'text', maxLength: 100, help: 'Optional: as on your timetable' },
      ],
    },
    {
      id: 'to',
      title: 'Where you want to move',
      fields: [
        {
          key: 'transfer_type',
          label: 'What do you want to change?',
          kind: 'radio',
          options: [
            { value: 'campus', label: 'Campus' },
            { value: 'class', label: 'Class or timetable' },
            { value: 'course', label: 'Course' },
          ],
          required: true,
        },
        { key: 'to_location_id', label: 'Campus you want', kind: 'location', courseField: 'course_id', required: true, showIf: moving('campus') },
        {
          key: 'to_class',
          label: 'Class or timetable you want',
          kind: 'text',
          maxLength: 150,
          required: true,
          showIf: moving('class'),
          example: 'Evening class, Tuesday and Thursday',
        },
        { key: 'to_course_id', label: 'Course you want', kind: 'course', required: true, showIf: moving('course') },
        {
          key: 'to_course_location_id',
          label: 'Campus of that course',
          kind: 'location',
          courseField: 'to_course_id',
          required: true,
          showIf: moving('course'),
          help: 'Student visa holders changing course: use the variation of course form, which covers your CoE.',
        },
        { key: 'preferred_start_date', label: 'When you would like to start', kind: 'date', future: true, required: true },
        { key: 'reason', label: 'Why you want to move', kind: 'textarea', maxLength: 2000, required: true },
      ],
    },
    declarationStep(
      'I declare that the information I have given is true, and I understand the move depends on a place being available, may change my timetable and fees, and takes effect only when the college confirms it.',
    ),
  ],
  listColumns: ['transfer_type', 'preferred_start_date'],
};
