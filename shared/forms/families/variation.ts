// Variation of enrolment: a change to study load, units, timetable, delivery mode or campus varies the
// written agreement (National Code 2018, Standard 3), so the student asks in writing and signs, with a
// guardian when under 18. For student visa holders a lighter load or more online study is allowed only in
// set cases (Standard 8), and a change may need a new Confirmation of Enrolment.
import { courseFields, dateOfBirthField, declarationStep, options, studentStep, STUDY_LOAD_OPTIONS, YES_NO } from '../common';
import type { Condition, FormDefinition } from '../definition';

const OVERSEAS: Condition = { field: 'is_overseas_student', equals: 'yes' };
const changing = (type: string): Condition => ({ field: 'variation_type', equals: type });

const DELIVERY_MODES = options('Face to face', 'Online', 'Blended');

export const variationForm: FormDefinition = {
  purpose: 'Ask to change your study load, units, timetable, delivery mode or campus.',
  steps: [
    studentStep([
      dateOfBirthField,
      { key: 'is_overseas_student', label: 'Are you on a student visa?', kind: 'radio', options: YES_NO, required: true },
    ]),
    {
      id: 'current',
      title: 'Your current enrolment',
      fields: [
        ...courseFields('Your course'),
        { key: 'current_study_load', label: 'Current study load', kind: 'radio', options: STUDY_LOAD_OPTIONS, required: true },
        { key: 'current_delivery_mode', label: 'Current delivery mode', kind: 'radio', options: DELIVERY_MODES, required: true },
        { key: 'current_timetable', label: 'Current class or timetable', kind: 'text', maxLength: 150, example: 'Monday to Wednesday, 9 am to 3 pm' },
      ],
    },
    {
      id: 'change',
      title: 'The change you are asking for',
      fields: [
        {
          key: 'variation_type',
          label: 'What do you want to change?',
          kind: 'radio',
          options: [
            { value: 'study-load', label: 'Study load' },
            { value: 'units', label: 'Units' },
            { value: 'timetable', label: 'Timetable or class' },
            { value: 'delivery-mode', label: 'Delivery mode' },
            { value: 'campus', label: 'Campus' },
          ],
          required: true,
          help: 'One change per form. To ask for more than one, describe the others under "Anything else".',
        },
        {
          key: 'requested_study_load',
          label: 'Study load you want',
          kind: 'radio',
          options: STUDY_LOAD_OPTIONS,
          required: true,
          showIf: changing('study-load'),
        },
        {
          key: 'unit_changes',
          label: 'Units to add or withdraw from',
          kind: 'repeat',
          itemLabel: 'unit',
          min: 1,
          max: 10,
          required: true,
          showIf: changing('units'),
          fields: [
            {
              key: 'action',
              label: 'Add or withdraw',
              kind: 'select',
              options: [
                { value: 'add', label: 'Add' },
                { value: 'withdraw', label: 'Withdraw' },
              ],
              required: true,
            },
            {
              key: 'unit_code',
              label: 'Unit code',
              kind: 'text',
              required: true,
              maxLength: 15,
              pattern: { regex: '^[A-Za-z0-9]{5,15}$', message: 'A unit code has letters and digits, like BSBWHS411' },
              example: 'BSBWHS411',
            },
            { key: 'unit_title', label: 'Unit title', kind: 'text', required: true, maxLength: 200 },
          ],
        },
        {
          key: 'requested_timetable',
          label: 'Class or timetable you want',
          kind: 'text',
          maxLength: 150,
          required: true,
          showIf: changing('timetable'),
          example: 'Thursday and Friday, 9 am to 5 pm',
        },
        {
          key: 'requested_delivery_mode',
          label: 'Delivery mode you want',
          kind: 'radio',
          options: DELIVERY_MODES,
          required: true,
          showIf: changing('delivery-mode'),
          help: 'Student visa holders may study at most a third of their course online and must study at least one unit face to face each study period.',
        },
        {
          key: 'requested_location_id',
          label: 'Campus you want',
          kind: 'location',
          courseField: 'course_id',
          required: true,
          showIf: changing('campus'),
        },
        { key: 'other_changes', label: 'Anything else', kind: 'textarea', maxLength: 1000 },
        {
          key: 'effective_date',
          label: 'Date you want the change to start',
          kind: 'date',
          future: true,
          required: true,
          help: 'A change cannot be backdated.',
        },
        { key: 'reason', label: 'Why you are asking for the change', kind: 'textarea', maxLength: 2000, required: true },
        {
          key: 'evidence_files',
          label: 'Supporting documents (optional)',
          kind: 'files',
          group: 'other',
          max: 3,
          help: 'e.g. a medical certificate or a letter from your employer',
        },
      ],
    },
    {
      id: 'impact',
      title: 'What the change means',
      fields: [
        {
          key: 'impact_acknowledged',
          label:
            'I understand the change may alter my timetable, my fees and the date I finish my course, and it takes effect only when the college confirms it in writing.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
        },
        {
          key: 'visa_impact_acknowledged',
          label:
            'I understand that as a student visa holder I must keep a full-time load and enough face-to-face study; the college reports changes to my enrolment to the Department of Home Affairs and may need to issue a new Confirmation of Enrolment.',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
          showIf: OVERSEAS,
        },
      ],
    },
    declarationStep('I declare that the information I have given is true and complete, and I ask the college to vary my enrolment as described.', {
      guardian: true,
    }),
  ],
  listColumns: ['variation_type', 'effective_date'],
};
