// Credit transfer: a student asks for credit for units they have already completed elsewhere. The college
// must recognise units on AQF certification documents from any RTO and on authenticated USI transcripts,
// once it has checked they are genuine (Standards for RTOs; Student Identifiers Act 2014).
import { courseFields, decisionStep, declarationStep, options, studentStep } from '../common';
import type { FormDefinition } from '../definition';

// Training packages began in the 1990s, and a unit cannot be completed in a later year than this one.
const THIS_YEAR = new Date().getUTCFullYear();

export const creditTransferForm: FormDefinition = {
  purpose: 'Ask for credit for units of competency you have already completed, so that you do not study them again.',
  steps: [
    studentStep(),
    {
      id: 'units',
      title: 'Units you ask credit for',
      description: 'Give the units of your course you ask credit for, as they appear on your certificate or transcript.',
      fields: [
        ...courseFields('Course you are enrolled in'),
        {
          key: 'units',
          label: 'Units',
          kind: 'repeat',
          itemLabel: 'unit',
          min: 1,
          max: 40,
          required: true,
          fields: [
            {
              key: 'unit_code',
              label: 'Unit code',
              kind: 'text',
              maxLength: 15,
              required: true,
              pattern: { regex: '^[A-Za-z0-9]{5,15}$', message: 'Use the letters and digits of the unit code, for example BSBWHS311' },
              example: 'BSBWHS311',
            },
            { key: 'unit_name', label: 'Unit name', kind: 'text', maxLength: 200, required: true },
            {
              key: 'completed_at',
              label: 'Where you completed it',
              kind: 'text',
              maxLength: 150,
              required: true,
              help: 'The RTO named on your certificate',
            },
            {
              key: 'rto_code',
              label: 'Its RTO code',
              kind: 'text',
              maxLength: 5,
              pattern: { regex: '^\\d{4,5}$', message: 'An RTO code has four or five digits' },
              example: '90001',
            },
            { key: 'completed_year', label: 'Year completed', kind: 'number', integer: true, min: 1990, max: THIS_YEAR, required: true },
          ],
        },
      ],
    },
    {
      id: 'evidence',
      title: 'Your evidence',
      description: 'We check every certificate with the RTO that issued it, or against your USI transcript.',
      fields: [
        {
          key: 'usi',
          label: 'USI',
          kind: 'usi',
          required: true,
          help: 'Your Unique Student Identifier. Units completed since 2015 are on your USI transcript.',
        },
        {
          key: 'usi_transcript_access',
          label: 'I have given the college permission to view my USI transcript',
          kind: 'checkbox',
          help: 'In your account at usi.gov.au, under Provider access',
        },
        {
          key: 'evidence_files',
          label: 'Certificates, statements of attainment or your USI transcript',
          kind: 'files',
          group: 'education',
          max: 10,
          required: true,
          help: 'With the record of results that lists the units. PDF, JPEG or PNG.',
        },
        {
          key: 'certified_files',
          label: 'Certified copies',
          kind: 'files',
          group: 'ceducation',
          max: 10,
          help: 'Copies certified by a Justice of the Peace or another authorised person, for a paper certificate we cannot check online',
        },
      ],
    },
    declarationStep(
      'I declare that I completed these units myself and that the documents I have given are genuine. I understand that the college will check them with the issuing RTO or my USI transcript, and that false documents may lead to the cancellation of my enrolment. I have read the privacy notice: the college keeps my details and may share them with government agencies as the law requires.',
    ),
    decisionStep(
      'The outcome for each unit once its evidence has been checked with the issuing RTO or the USI transcript. The student sees this on their form.',
      [
        {
          key: 'unit_outcomes',
          label: 'Outcome for each unit',
          kind: 'repeat',
          itemLabel: 'unit',
          max: 40,
          fields: [
            { key: 'unit_code', label: 'Unit code', kind: 'text', maxLength: 15, required: true, example: 'BSBWHS311' },
            { key: 'outcome', label: 'Outcome', kind: 'select', options: options('Credit granted', 'Credit not granted'), required: true },
            { key: 'reason', label: 'Reason', kind: 'text', maxLength: 300, help: 'Why credit was not granted, or how the evidence was checked' },
          ],
        },
        { key: 'decided_on', label: 'Date of the decision', kind: 'date', past: true },
      ],
    ),
  ],
  listColumns: ['usi'],
};
