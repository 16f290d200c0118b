// Student intervention: staff record the meeting with a student at risk of not meeting course progress or
// attendance requirements, and the strategies agreed. Colleges must monitor overseas students' progress and
// run an intervention strategy before reporting them (National Code 2018 Standard 8), and support every
// student to progress (Outcome Standards for RTOs 2025).
import { courseFields, identityFields, options, studentIdField } from '../common';
import type { FormDefinition } from '../definition';

const RISKS = options('Course progress', 'Attendance', 'Personal', 'Other');

const SUPPORT = options(
  'Extra classes or tutoring',
  'A study plan with the trainer',
  'A reduced study load',
  'Counselling or welfare support',
  'English language or study skills support',
);

export const studentInterventionForm: FormDefinition = {
  purpose: 'Staff: record an intervention with a student at risk of not meeting course progress or attendance requirements.',
  steps: [
    {
      id: 'student',
      title: 'The student',
      description: 'Fill this in with the student at the intervention meeting.',
      fields: [...identityFields, studentIdField, ...courseFields()],
    },
    {
      id: 'risk',
      title: 'Why the student is at risk',
      fields: [
        { key: 'risk_reasons', label: 'Reasons', kind: 'checkboxes', options: RISKS, required: true },
        {
          key: 'risk_details',
          label: 'What the college has seen',
          kind: 'textarea',
          maxLength: 3000,
          required: true,
          help: 'Units not yet competent, attendance, what the student told you',
        },
        { key: 'attendance_rate', label: 'Attendance so far (%)', kind: 'number', min: 0, max: 100, help: 'If attendance is a reason' },
      ],
    },
    {
      id: 'plan',
      title: 'Intervention plan',
      fields: [
        { key: 'meeting_date', label: 'Date of the meeting', kind: 'date', past: true, required: true },
        { key: 'support_offered', label: 'Support offered', kind: 'checkboxes', options: SUPPORT },
        {
          key: 'strategies',
          label: 'Strategies agreed',
          kind: 'textarea',
          maxLength: 3000,
          required: true,
          help: 'What the student and the college will each do, and by when',
        },
        { key: 'student_comments', label: "Student's comments", kind: 'textarea', maxLength: 2000 },
        { key: 'review_date', label: 'Date of the next review', kind: 'date', future: true, required: true },
        { key: 'staff_name', label: "Staff member's name", kind: 'text', maxLength: 150, required: true },
        { key: 'staff_position', label: 'Their position', kind: 'text', maxLength: 100 },
      ],
    },
    {
      id: 'declaration',
      title: 'Agreement and signatures',
      fields: [
        {
          key: 'declaration',
          label:
            'I have discussed this plan with the college and agree to the strategies above. I understand that if I am on a student visa and still do not meet course progress or attendance requirements, the college may have to report me to the Department, which can affect my visa, and that I may appeal such a decision.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        { key: 'signature_student', label: 'Student signature', kind: 'signature', slot: 1, required: true },
        { key: 'signature_staff', label: 'Staff signature', kind: 'signature', slot: 3, required: true },
        { key: 'signed_date', label: 'Date signed', kind: 'date', past: true, required: true },
      ],
    },
  ],
  listColumns: ['risk_reasons', 'review_date'],
};
