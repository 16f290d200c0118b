// The PDF of a form, read back as text: what a person finds in it (the college, every visible step, labels
// with their answers as people read them, the verification) and what they must not (a hidden field).
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formTypeBySlug, type FormType } from '@shared/forms/catalogue';
import { visibleSteps } from '@shared/forms/conditions';
import { completeAnswers } from '@shared/forms/examples';
import type { ClockView } from '@shared/schemas/forms';
import { answersOf, type Form } from '@functions/forms/forms';
import { formatDate, formContent } from './form-content';
import { pdfText } from './read-pdf-text';
import { breakLongWord, renderFormPdf, type RenderFormPdfInput } from './render-pdf';

const TODAY = new Date('2027-02-08T00:00:00Z');
const typeOf = (slug: string): FormType => formTypeBySlug(slug)!;

// ---- A form as the store keeps it, filled in with the definition's own complete answers.

const HEADER_KEYS: Record<string, keyof Form> = {
  firstname: 'firstname',
  middlename: 'middlename',
  lastname: 'lastname',
  email: 'email',
  phone: 'phone',
  student_id: 'studentId',
  course_id: 'courseId',
  course_location_id: 'courseLocationId',
  applied_date: 'appliedDate',
};

const fakeForm = (type: FormType, overrides: Record<string, unknown> = {}, record: Partial<Form> = {}): Form => {
  const answers = {
    ...completeAnswers(
      type.definition,
      { courseId: 'course-1', locationId: 'campus-1', fileId: (group) => `file-${group}`, signatureId: (slot) => `signature-${slot}` },
      TODAY,
    ),
    firstname: 'Mia',
    middlename: '',
    lastname: 'Nguyen',
    ...overrides,
  } as Record<string, unknown>;
  const header = Object.fromEntries(Object.entries(HEADER_KEYS).map(([key, column]) => [column, (answers[key] as string | undefined) ?? '']));
  const answer = Object.fromEntries(Object.entries(answers).filter(([key]) => !(key in HEADER_KEYS)));
  return {
    id: 'F7Q2K9X4',
    formTypeId: type.id,
    ownerId: 'user-student',
    status: 'submitted',
    step: type.definition.steps.length - 1,
    ...header,
    answer,
    isAgent: false,
    agentName: '',
    agentEmail: '',
    verified: true,
    verifiedBy: 'user-staff',
    verifiedAt: '2027-02-09T23:30:00.000Z', // 10 Feb in Sydney
    submittedAt: '2027-02-08T01:00:00.000Z',
    clockDueOn: '',
    searchText: '',
    revision: 3,
    createdAt: '2027-02-07T01:00:00.000Z',
    updatedAt: '2027-02-09T23:30:00.000Z',
    campusState: 'NSW',
    ...record,
  } as Form;
};

const inputFor = (type: FormType, form: Form, extra: Partial<RenderFormPdfInput> = {}): RenderFormPdfInput => ({
  form,
  type,
  names: { owner: 'Mia Nguyen', verifiedBy: 'Sam Okafor' },
  courseNames: new Map([['course-1', 'Certificate IV in Kitchen Management']]),
  campusNames: new Map([['campus-1', 'Sydney, George Street']]),
  files: [
    { id: 'file-other', name: 'usi-exemption-letter.pdf', type: 'application/pdf', size: 245_760 },
    { id: 'signature-1', name: 'signature1.png', type: 'image/png', size: 2_048 },
  ],
  signatures: new Map(),
  clocks: [],
  today: TODAY,
  ...extra,
});

// ---- A real PNG, as a signature pad draws it: a dark stroke on a transparent background.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const signaturePng = (width = 240, height = 80): Uint8Array => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then RGBA
    for (let x = 0; x < width; x += 1) {
      const stroke = Math.abs(y - (height / 2 + Math.sin(x / 14) * (height / 3))) < 2.5;
      if (stroke) row.set([20, 40, 90, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// ---- The PDF's text (tests/support/pdf-text.ts).

const flat = (text: string) => text.replace(/\s+/g, ' ');
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderFormPdf', () => {
  it('renders a complete enrolment from its definition, every visible step with its answers as people read them', async () => {
    const type = typeOf('enrolment');
    const form = fakeForm(type);
    const pdf = await renderFormPdf(inputFor(type, form, { signatures: new Map([['signature-1', signaturePng()]]) }));

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28'); // A4
    const text = flat(pdfText(pdf));

    // The letterhead, the form and its state.
    for (const line of [
      'Harbour Institute',
      'Harbour Institute Portal',
      'RTO 91234 · CRICOS 01234A',
      'Enrolment',
      'Form F7Q2K9X4',
      'Submitted on 8 Feb 2027',
    ]) {
      expect(text).toContain(line);
    }
    // Every visible step, in the definition's words.
    const steps = visibleSteps(type.definition, answersOf(form), TODAY);
    expect(steps.map((s) => s.title)).toContain('Unique Student Identifier (USI)');
    for (const step of steps) expect(text).toContain(step.title);

    // Labels with their answers: options by label (never the stored NCVER codes), dates spelt out, the course
    // and campus by name, a ticked acknowledgement as "Agreed", a checkbox list.
    for (const phrase of [
      'Citizenship or residency Australian citizen',
      'Your USI I have a USI',
      'USI BCDFGH234K',
      'Gender Male',
      'Are you of Aboriginal or Torres Strait Islander origin? No',
      'What is your highest COMPLETED school level? Year 12 or equivalent',
      'Which BEST describes your current employment status? Full-time employee',
      'Which of these apply to you? • Hearing/deaf',
      'Course you are enrolling in Certificate IV in Kitchen Management',
      'Campus Sydney, George Street',
      'Intake (start date) 8 Feb 2027',
      'Study load Full time',
      'Who pays your fees? I do',
      'I have read the student handbook, including attendance, course progress, complaints and appeals, and the code of conduct. Agreed',
      `Date of birth ${formatDate(form.answer.date_of_birth)}`,
    ]) {
      expect(text).toContain(phrase);
    }

    // The signature is drawn from its PNG, with who signed and when.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(text).toContain(`Student signature Signed on ${formatDate(form.answer.signed_date)}`);
    expect(text).not.toContain('Signature image unavailable');
    expect(text).toContain('Middle name —'); // not answered

    // Files, verification and page numbers.
    expect(text).toContain('Files attached usi-exemption-letter.pdf PDF, 240 KB');
    expect(text).not.toContain('signature1.png'); // drawn above, not listed
    expect(text).toContain('Verified by Sam Okafor on 10 Feb 2027');
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);

    // What the definition hides for this adult Australian citizen with a USI is not there, though answered.
    for (const hidden of [
      'Parent or guardian signature',
      'Parent or guardian name',
      'Passport number',
      'PA1234567',
      'Postal address: street',
      'Why you are exempt',
      "The Registrar's exemption letter",
      'Country of birth',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('shows the guardian signature and the USI exemption for an under-18 student who is exempt', async () => {
    const type = typeOf('enrolment');
    const form = fakeForm(type, { date_of_birth: '2011-05-01', usi_status: 'exempt', usi_exemption: 'registrar', guardian_name: 'Linh Nguyen' });
    const text = flat(pdfText(await renderFormPdf(inputFor(type, form, { signatures: new Map([['signature-1', signaturePng()]]) }))));

    expect(text).toContain('Parent or guardian name Linh Nguyen');
    expect(text).toContain(`Parent or guardian signature Signature image unavailable Signed on ${formatDate(form.answer.signed_date)}`); // its PNG was not given
    expect(text).toContain('Why you are exempt The Student Identifiers Registrar has granted me an exemption');
    expect(text).toContain("The Registrar's exemption letter • usi-exemption-letter.pdf (PDF, 240 KB)");
    expect(text).not.toContain('BCDFGH234K');
  });

  it('renders a change of address with its clock, and says when the form is not verified', async () => {
    const type = typeOf('change-of-address');
    const form = fakeForm(type, { moved_on: '2027-02-03' }, { verified: false, verifiedBy: undefined, verifiedAt: undefined });
    const clocks: ClockView[] = [
      { label: 'Report the new address within 7 days of moving', due_on: '2027-02-10', state: 'met', days_left: 2, working_days: false },
    ];
    const pdf = await renderFormPdf(inputFor(type, form, { names: { owner: 'Mia Nguyen' }, clocks, files: [] }));
    const text = flat(pdfText(pdf));

    for (const phrase of [
      'Change of address',
      'Harbour Institute',
      'Your details',
      'Your new address',
      'Declaration and signature',
      'Are you on a student visa? Yes',
      'Date you moved 3 Feb 2027',
      'Residential address: state ACT',
      'Residential address: postcode 2000',
      'My postal address is the same Yes',
      'Name Mia Nguyen',
      'Report the new address within 7 days of moving Due 10 Feb 2027: met',
      'No files attached',
      'Not verified',
      'Student signature Signature image unavailable',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain('Verified by');
    expect(text).not.toContain('Postal address: suburb'); // hidden: the postal address is the same
    expect(text).toContain(`Page 1 of ${pageCount(pdf)}`);
  });

  it('shows the college’s decision on a submitted complaint, says when none is recorded, and leaves it off a draft', async () => {
    // Prepare
    const type = typeOf('complaints-appeals');
    const decision = { outcome: 'partly-upheld', outcome_reasons: 'The assessment was marked against the old rubric.', decided_on: '2027-02-20' };
    // Act
    const decided = flat(pdfText(await renderFormPdf(inputFor(type, fakeForm(type, decision)))));
    const undecided = flat(pdfText(await renderFormPdf(inputFor(type, fakeForm(type)))));
    const draft = flat(pdfText(await renderFormPdf(inputFor(type, fakeForm(type, {}, { status: 'draft' })))));
    // Assess
    for (const phrase of [
      'College decision',
      'Outcome Partly upheld',
      'Reasons for the outcome The assessment was marked',
      'Date of the outcome 20 Feb 2027',
    ]) {
      expect(decided).toContain(phrase);
    }
    expect(undecided).toContain('College decision');
    expect(undecided).toContain('The college has not recorded its decision yet.');
    expect(draft).not.toContain('College decision');
  });

  it('writes names in Vietnamese, Greek, Cyrillic and Polish as they are spelt, and embeds a font only when one needs it', async () => {
    // Prepare
    const type = typeOf('change-of-address');
    const spelt = { firstname: 'Ολυμπία', middlename: 'Анна', lastname: 'Nguyễn', home_street: '12 Łódź Lane' };
    // Act
    const pdf = await renderFormPdf(inputFor(type, fakeForm(type, spelt), { names: { owner: 'Ngọc Nguyễn' } }));
    const plain = await renderFormPdf(inputFor(type, fakeForm(type)));
    // Assess: the letters Helvetica lacks are drawn in runs of their own, so compare without white space
    const text = pdfText(pdf).replace(/\s+/g, '');
    for (const word of ['Ολυμπία', 'Анна', 'Nguyễn', 'NgọcNguyễn', '12ŁódźLane']) expect(text).toContain(word);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(plain.toString('latin1')).not.toContain('DejaVu');
  });

  it('wraps long answers and keeps repeated rows as a table', async () => {
    const type = typeOf('credit-transfer');
    const units = Array.from({ length: 30 }, (_, i) => ({
      unit_code: `BSBWHS${300 + i}`,
      unit_name: `Unit number ${i + 1} with a long enough name to wrap inside its table cell`,
      completed_at: 'Another RTO',
      rto_code: '12345',
    }));
    const form = fakeForm(type, { units });
    const pdf = await renderFormPdf(inputFor(type, form));
    const text = flat(pdfText(pdf));
    expect(text).toContain('Unit code');
    expect(text).toContain('BSBWHS300');
    expect(text).toContain('BSBWHS329');
    expect(text).toContain(`Page ${pageCount(pdf)} of ${pageCount(pdf)}`);
  });
});

describe('breakLongWord', () => {
  it('keeps words whole, and lets only a token too long for a column break after its punctuation', () => {
    expect(breakLongWord('HI2026001')).toEqual(['HI2026001']);
    expect(breakLongWord('jordan.student@example.com')).toEqual(['jordan.', 'student@', 'example.', 'com']);
    expect(breakLongWord('A'.repeat(40)).join('')).toBe('A'.repeat(40));
  });
});

describe('formContent', () => {
  it('reads dates as "8 Feb 2027" and stamps the verification in the campus state’s date', () => {
    expect(formatDate('2027-02-08')).toBe('8 Feb 2027');
    expect(formatDate('2027-12-31')).toBe('31 Dec 2027');
    const type = typeOf('change-of-address');
    const content = formContent(inputFor(type, fakeForm(type, {}, { campusState: 'WA' })));
    expect(content.verification).toEqual({ verified: true, text: 'Verified by Sam Okafor on 10 Feb 2027' });
    expect(content.status).toBe('Submitted on 8 Feb 2027');
  });

  it('reads the age condition on the day the form was submitted, not today', () => {
    const type = typeOf('enrolment');
    // 17 when submitted in February 2027, 18 in May 2027.
    const form = fakeForm(type, { date_of_birth: '2009-05-01' });
    const titles = (today?: Date) =>
      formContent({ ...inputFor(type, form), today })
        .sections.flatMap((s) => s.items)
        .map((i) => i.label);
    expect(titles(undefined)).toContain('Parent or guardian signature');
    expect(titles(new Date('2027-06-01T00:00:00Z'))).not.toContain('Parent or guardian signature');
  });
});
