// Certificate application: a student asks the college to issue, correct or replace a testamur or statement
// of attainment. It must be issued within 30 calendar days of completion once fees are paid (Compliance
// Standards for RTOs 2025), and never without a verified USI unless the student is exempt (Student Identifiers Act 2014 s 53).
import { courseFields, dateOfBirthField, declarationStep, studentStep } from '../common';
import type { Condition, FormDefinition } from '../definition';
import { DELIVERY_METHODS, deliveryFields } from './request-of-information';

const REPLACING: Condition = { field: 'reason', in: ['reissue', 'lost'] };
const EXEMPT: Condition = { field: 'usi_status', equals: 'exempt' };

export const certificateApplicationForm: FormDefinition = {
  purpose: 'Ask for your certificate or statement of attainment, or for a corrected or replacement copy.',
  steps: [
    studentStep([{ ...dateOfBirthField, help: 'We check your USI against your name and date of birth' }]),
    {
      id: 'certificate',
      title: 'Your certificate',
      fields: [
        ...courseFields('Qualification or course'),
        {
          key: 'document_type',
          label: 'What you are asking for',
          kind: 'radio',
          options: [
            { value: 'qualification', label: 'A certificate for the whole qualification (testamur and record of results)' },
            { value: 'statement-of-attainment', label: 'A statement of attainment for the units I completed' },
          ],
          required: true,
        },
        {
          key: 'reason',
          label: 'Why you are asking',
          kind: 'radio',
          options: [
            { value: 'issue', label: 'I have finished and need it issued for the first time' },
            { value: 'reissue', label: 'It needs a correction, such as a change of name' },
            { value: 'lost', label: 'It was lost or damaged and I need a replacement' },
          ],
          required: true,
        },
        { key: 'completed_on', label: 'Date you finished', kind: 'date', past: true, required: true, showIf: { field: 'reason', equals: 'issue' } },
        {
          key: 'replacement_details',
          label: 'What needs correcting, or what happened to the original',
          kind: 'textarea',
          maxLength: 1000,
          required: true,
          showIf: REPLACING,
          help: 'A corrected or replacement certificate cancels the original; return a damaged one to us if you still have it',
        },
        {
          key: 'name_on_certificate',
          label: 'Your full name as it should appear',
          kind: 'text',
          maxLength: 150,
          required: true,
          help: 'Your legal name, as on your passport or other identity document',
        },
        {
          key: 'replacement_fee',
          label: 'I understand that a replacement fee applies unless the college made the error',
          kind: 'checkbox',
          mustAgree: true,
          required: true,
          showIf: REPLACING,
        },
      ],
    },
    {
      id: 'usi',
      title: 'Your Unique Student Identifier (USI)',
      description: 'The law does not let the college issue a certificate without a verified USI, unless you are exempt.',
      fields: [
        {
          key: 'usi_status',
          label: 'Whether you have a USI',
          kind: 'radio',
          options: [
            { value: 'have', label: 'I have a USI' },
            { value: 'exempt', label: 'I am exempt from having a USI' },
          ],
          required: true,
        },
        { key: 'usi', label: 'USI', kind: 'usi', required: true, showIf: { field: 'usi_status', equals: 'have' }, help: 'Find it at usi.gov.au' },
        {
          key: 'usi_exemption',
          label: 'Why you are exempt',
          kind: 'select',
          options: [
            { value: 'registrar', label: 'The Student Identifiers Registrar gave me an individual exemption' },
            { value: 'offshore', label: 'I studied only outside Australia, as an international student' },
            { value: 'before-2015', label: 'I finished all my study for it before 1 January 2015' },
          ],
          required: true,
          showIf: EXEMPT,
        },
        {
          key: 'supporting_files',
          label: 'Supporting documents',
          kind: 'files',
          group: 'other',
          max: 3,
          showIf: { any: [REPLACING, EXEMPT] },
          required: { all: [EXEMPT, { field: 'usi_exemption', equals: 'registrar' }] },
          help: "For a correction, evidence such as a change-of-name certificate. For an individual exemption, the Registrar's letter. PDF, JPEG or PNG.",
        },
      ],
    },
    {
      id: 'delivery',
      title: 'How you receive it',
      fields: deliveryFields(
        [DELIVERY_METHODS.post, DELIVERY_METHODS.postOverseas, DELIVERY_METHODS.pickup, DELIVERY_METHODS.email],
        'By e-mail you receive a digital certificate (PDF); by post or at reception, the printed one. Bring photo identification to pick it up.',
      ),
    },
    declarationStep(
      'I declare that the information I have given is true. I understand that the college issues a certificate only when my results are complete and my fees are paid, and that a corrected or replacement certificate cancels the one it replaces. I have read the privacy notice: the college keeps my details and may share them with government agencies as the law requires.',
    ),
  ],
  listColumns: ['reason', 'delivery'],
  clocks: [
    { kind: 'calendar-days', days: 30, from: 'completed_on', label: 'Issue the certificate within 30 days of completion, once fees are paid' },
  ],
};
