// Demo forms: a few of each state so the form lists, the detail pages, verification and the clocks have
// something real on them. Each person answers as themself (their own phone, student id, address and story, dated
// on the college's clock relative to the day of the seed); a field they leave out falls back on its family's
// example (shared/forms/examples.ts), so a new field still has an answer. Only what the form asks is kept, checked
// by the family's own validation; signatures are real stored PNGs, as the wizard would have sent them.
import { formTypeBySlug } from '@shared/forms/catalogue';
import { addDays, collegeDate, collegeTimestamp, weekOf } from '@shared/college-time';
import { holds, isRequired, visibleSteps, type Answers } from '@shared/forms/conditions';
import { completeAnswers } from '@shared/forms/examples';
import { fieldsOf, type FormDefinition } from '@shared/forms/definition';
import { validateAnswers, type ValidationMode } from '@shared/forms/schema';
import { withArticle } from '@shared/text';
import { storeReceivedFile } from '@functions/platform/attachments';
import { record } from '@functions/platform/audit';
import { courseIdOfCode, findCourse, findLocation } from '@functions/courses/courses';
import { findByEmail } from '@functions/users/users';
import { createForm } from '@functions/forms/forms';
import { newId } from '@functions/platform/secrets';
import { ONE_PAGE_PDF } from './demo-files';
import { signaturePng } from './signature-png';

// A demo document's stand-in.
const DEMO_PDF = ONE_PAGE_PDF;

/** What a demo form's answers may depend on: the day it was filled in and the store's ids. */
interface Filled {
  /** The college's date it was submitted (a draft: last touched), `YYYY-MM-DD`. */
  on: string;
  /** That date's year. */
  year: number;
  /** The first intake of the demo course at its campus at least `leadDays` after `on`. */
  intake: (leadDays: number) => string;
  /** The id of the second course a demo applicant prefers. */
  secondCourseId: string;
}

interface DemoForm {
  slug: string;
  /** Whose form it is (the person who filled it in). */
  owner: string;
  /** The student it is about, when an agent filled it in. */
  about?: { firstname: string; lastname: string; email: string };
  status: 'draft' | 'submitted';
  /** A draft's step (its id): the one the student is on, the steps before it answered, it and the rest not yet. */
  draftAt?: string;
  /** Verified by this member of staff, the next day at this time of the college's day (`HH:mm`). */
  verifiedBy?: { email: string; at: string };
  /** The person's own answers, over the family's examples (shared/forms/examples.ts); an empty string leaves one out. */
  answers: (filled: Filled) => Record<string, unknown>;
  daysAgo: number;
  /** When, on the college's clock (`HH:mm`), it was submitted (a draft: last touched). */
  at: string;
  /** How long filling it in took, in minutes: it was started this long before `at`. */
  minutes: number;
}

/**
 * The demo people's own phones and student ids: their accounts, their forms and their bookings share them, and no
 * two people share one.
 */
export const DEMO_PEOPLE: Record<string, { phone: string; studentId?: string }> = {
  'student@example.edu.au': { phone: '0423 518 907', studentId: 'HI2026014' },
  'agent@example.edu.au': { phone: '(02) 9188 4410' },
  'mei.chen@example.com': { phone: '0435 271 096', studentId: 'HI2025087' },
  'liam.oconnor@example.com': { phone: '0447 860 315', studentId: 'HI2026032' },
  'aisha.rahman@example.com': { phone: '0409 638 152' },
  'diego.santos@example.com': { phone: '0452 993 184', studentId: 'HI2024119' },
  'nguyen.thi@example.com': { phone: '0426 750 418' },
  'raj.patel@globaledu.example.com': { phone: '(03) 9620 3381' },
};

const own = (email: string) => ({ phone: DEMO_PEOPLE[email]!.phone, student_id: DEMO_PEOPLE[email]!.studentId ?? '' });

// Jordan Student's home since the move his change of address reports (his enrolment, started after it, gives it too).
const JORDAN_HOME = { home_street: '14/52 Church Street', home_suburb: 'Parramatta', home_state: 'NSW', home_postcode: '2150', postal_same: true };

// Priya Agent's agency, as the applications she files for her students name it.
const AGENCY = {
  through_agent: 'yes',
  agency_name: 'Bridge Education Services',
  agency_contact: 'Priya Agent',
  agency_email: 'agent@example.edu.au',
  agency_phone: DEMO_PEOPLE['agent@example.edu.au']!.phone,
};

const DEMO_FORMS: DemoForm[] = [
  {
    slug: 'enrolment',
    owner: 'student@example.edu.au',
    status: 'draft',
    // Filled in up to the agreements: not yet accepted, signed or submitted.
    draftAt: 'agreements',
    answers: ({ year, intake }) => ({
      ...own('student@example.edu.au'),
      date_of_birth: `${year - 23}-03-17`,
      citizenship: 'australian-citizen',
      ...JORDAN_HOME,
      usi_status: 'have',
      usi: '3KW7PQ9HR4',
      gender: 'M',
      country_of_birth: 'australia',
      home_language: 'english',
      indigenous_status: '4',
      disability: 'no',
      school_level: '12',
      school_level_year: year - 5,
      at_school: 'no',
      prior_qualifications: 'yes',
      prior_qualification_levels: ['514'],
      prior_qualification_recognition: 'A',
      employment_status: '01',
      study_reason: '05',
      emergency_name: 'Michelle Student',
      emergency_relationship: 'Mother',
      emergency_phone: '0418 204 663',
      emergency_email: 'michelle.student@example.com',
      intake_date: intake(14),
      study_load: 'part-time',
      fee_payer: 'self',
    }),
    daysAgo: 1,
    at: '19:45',
    minutes: 35,
  },
  {
    slug: 'change-of-address',
    owner: 'student@example.edu.au',
    status: 'submitted',
    // Moved two days before telling the college: within the seven days.
    answers: ({ on }) => ({
      ...own('student@example.edu.au'),
      is_overseas_student: 'no',
      moved_on: addDays(on, -2),
      ...JORDAN_HOME,
      new_phone: '',
      new_email: '',
    }),
    daysAgo: 1,
    at: '08:40',
    minutes: 10,
  },
  {
    slug: 'application',
    owner: 'agent@example.edu.au',
    about: { firstname: 'Wei', lastname: 'Zhang', email: 'wei.zhang@example.com' },
    status: 'submitted',
    answers: ({ on, year, intake, secondCourseId }) => ({
      phone: '+86 138 2814 6093',
      date_of_birth: `${year - 23}-08-03`,
      gender: 'M',
      nationality: 'Chinese',
      residency: 'overseas',
      passport_number: 'EK3941726',
      passport_country: 'China',
      passport_expiry: `${year + 6}-05-21`,
      in_australia: 'no',
      visa_refused: 'no',
      oshc: 'college',
      home_country_street: 'Room 1204, 18 Renmin South Road, Wuhou District',
      home_country_city: 'Chengdu',
      home_country_region: 'Sichuan',
      home_country_postcode: '610041',
      home_country: 'China',
      has_australian_address: 'no',
      // Time for a student visa before the course starts.
      intake_date: intake(56),
      second_course_id: secondCourseId,
      credit_sought: 'no',
      education_history: [
        {
          qualification: 'Diploma of Business English',
          institution: 'Chengdu Vocational College of Commerce',
          country: 'China',
          status: 'completed',
          year: year - 2,
        },
        {
          qualification: 'Senior High School Graduation Certificate',
          institution: 'Chengdu Jinjiang High School',
          country: 'China',
          status: 'completed',
          year: year - 5,
        },
      ],
      english_first_language: 'no',
      first_language: 'Mandarin',
      english_test: 'ielts-academic',
      english_score: 6,
      english_test_date: addDays(on, -96),
      employment_status: 'full-time',
      employer: 'Tianfu Trading Co., Ltd.',
      job_title: 'Sales coordinator',
      work_experience:
        'Two years as a sales coordinator: I plan the team’s weekly targets, train new sales staff and report to the regional manager.',
      ...AGENCY,
      education_in_english: 'no',
    }),
    daysAgo: 4,
    at: '15:20',
    minutes: 50,
  },
  {
    slug: 'application',
    owner: 'agent@example.edu.au',
    about: { firstname: 'Ana', lastname: 'Souza', email: 'ana.souza@example.com' },
    status: 'submitted',
    verifiedBy: { email: 'admissions@example.edu.au', at: '10:30' },
    answers: ({ on, year, intake }) => ({
      phone: '0468 205 731',
      date_of_birth: `${year - 27}-11-02`,
      gender: 'F',
      nationality: 'Brazilian',
      residency: 'overseas',
      passport_number: 'FX482915',
      passport_country: 'Brazil',
      passport_expiry: `${year + 4}-02-14`,
      in_australia: 'yes',
      visa_type: 'visitor',
      visa_expiry: addDays(on, 75),
      visa_refused: 'no',
      oshc: 'own',
      oshc_provider: 'Allianz Care Australia',
      home_country_street: 'Rua Augusta, 1508, apto 32',
      home_country_city: 'São Paulo',
      home_country_region: 'São Paulo',
      home_country_postcode: '01304-001',
      home_country: 'Brazil',
      has_australian_address: 'yes',
      australian_street: '5/27 Bondi Road',
      australian_suburb: 'Bondi Junction',
      australian_state: 'NSW',
      australian_postcode: '2022',
      intake_date: intake(56),
      second_course_id: '',
      credit_sought: 'no',
      education_history: [
        {
          qualification: 'Bachelor of Business Administration',
          institution: 'Universidade Presbiteriana Mackenzie',
          country: 'Brazil',
          status: 'completed',
          year: year - 4,
        },
        {
          qualification: 'Secondary school certificate (Ensino Médio)',
          institution: 'Colégio Santa Cruz',
          country: 'Brazil',
          status: 'completed',
          year: year - 9,
        },
      ],
      english_first_language: 'no',
      first_language: 'Portuguese',
      english_test: 'pte-academic',
      english_score: 58,
      english_test_date: addDays(on, -140),
      employment_status: 'not-working',
      work_experience:
        'Three years as an administrative assistant at a logistics company in São Paulo: scheduling, purchasing and supplier accounts.',
      ...AGENCY,
      education_in_english: 'no',
    }),
    daysAgo: 9,
    at: '11:05',
    minutes: 45,
  },
  {
    slug: 'complaints-appeals',
    owner: 'mei.chen@example.com',
    status: 'submitted',
    answers: ({ on }) => ({
      ...own('mei.chen@example.com'),
      kind: 'complaint',
      about: 'college',
      what_happened:
        'Our Thursday evening class was cancelled by text message ten minutes before it was due to start, when I was already at the campus. ' +
        'It is the second time this term, and no make-up class has been offered for either.',
      happened_on: lastThursdayBefore(on),
      tried_informally: 'yes',
      outcome_sought: 'A make-up class for the two sessions we missed, and a day’s notice of a cancelled class except in an emergency.',
      support_person_name: '',
      interpreter_language: '',
    }),
    daysAgo: 6,
    at: '21:10',
    minutes: 25,
  },
  {
    slug: 'credit-transfer',
    owner: 'liam.oconnor@example.com',
    status: 'submitted',
    answers: ({ year }) => ({
      ...own('liam.oconnor@example.com'),
      units: [
        {
          unit_code: 'BSBWHS311',
          unit_name: 'Assist with maintaining workplace safety',
          completed_at: 'TAFE NSW',
          rto_code: '90003',
          completed_year: year - 2,
        },
      ],
      usi: 'LQ4T8ZN2WV',
      usi_transcript_access: true,
      // The college's decision, recorded by staff (a staff-only step): the student reads it on the form.
      unit_outcomes: [{ unit_code: 'BSBWHS311', outcome: 'credit-granted', reason: 'Checked on the USI transcript' }],
      decided_on: collegeDate(-1),
    }),
    daysAgo: 2,
    at: '12:35',
    minutes: 20,
  },
  {
    slug: 'request-of-information',
    owner: 'diego.santos@example.com',
    status: 'submitted',
    verifiedBy: { email: 'admin@example.edu.au', at: '14:00' },
    answers: ({ on }) => ({
      ...own('diego.santos@example.com'),
      requested: ['academic-transcript', 'letter-of-enrolment'],
      purpose: 'student-visa-application',
      needed_by: addDays(on, 21),
      delivery: 'email',
    }),
    daysAgo: 12,
    at: '09:15',
    minutes: 15,
  },
];

/** The instant of a time of the college's day (`HH:mm`, Sydney) on the college's date `daysAgo` days before today. */
const collegeInstant = (daysAgo: number, time: string): Date => {
  const date = collegeDate(-daysAgo);
  // Sydney's offset from UTC that day (+10:00 or +11:00), read from the college's clock.
  const offset = collegeTimestamp(`${date}T${time}:00Z`).slice(-6);
  return new Date(`${date}T${time}:00${offset}`);
};

/** The Thursday before a date `YYYY-MM-DD` (weeks run Monday to Sunday). */
const lastThursdayBefore = (date: string) => {
  const thursday = addDays(weekOf(date), 3);
  return thursday < date ? thursday : addDays(thursday, -7);
};

const isBlank = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const nameParts = (name: string) => {
  const [firstname = '', ...rest] = name.split(' ');
  return { firstname, lastname: rest.join(' ') };
};

export const seedForms = async (): Promise<void> => {
  const courseId = (await courseIdOfCode('BSB40120'))!;
  const course = await findCourse(courseId);
  const { locationId, intakes } = course!.locations[0]!;
  const location = await findLocation(locationId);
  const secondCourseId = (await courseIdOfCode('BSB50120'))!;
  for (const demo of DEMO_FORMS) {
    const type = formTypeBySlug(demo.slug)!;
    const owner = (await findByEmail(demo.owner))!;
    const id = newId();
    const person = demo.about ?? { ...nameParts(owner.name), email: owner.email };
    // Submitted (a draft: last touched) at a time of the college's day; started the minutes it took before.
    const doneAt = collegeInstant(demo.daysAgo, demo.at);
    const startedAt = new Date(doneAt.getTime() - demo.minutes * 60_000);
    const on = collegeDate(-demo.daysAgo);
    const intake = (leadDays: number) =>
      [...intakes].sort().find((date) => date >= addDays(on, leadDays)) ?? addDays(weekOf(addDays(on, leadDays + 28)), 7);
    // The family's examples for anything the person's own answers leave out; signed on the day it was submitted.
    const given: Record<string, unknown> = {
      ...completeAnswers(type.definition, { courseId, locationId }, doneAt),
      ...person,
      middlename: '',
      signed_date: on,
      ...demo.answers({ on, year: Number(on.slice(0, 4)), intake, secondCourseId }),
    };
    // A draft has its steps before the one the student is on answered, the rest not yet.
    const draftStep = demo.draftAt ? type.definition.steps.findIndex((step) => step.id === demo.draftAt) : -1;
    const reached = type.definition.steps.filter((_, index) => draftStep < 0 || index < draftStep);
    // Only what the form asks, given those answers (a citizen is not asked for a passport), as the wizard sends it.
    const asked = visibleSteps({ ...type.definition, steps: reached }, given).flatMap((step) => step.fields.filter((f) => holds(f.showIf, given)));
    const base = Object.fromEntries(asked.flatMap((f) => (isBlank(given[f.key]) ? [] : [[f.key, given[f.key]]])));
    // Only the signatures the answers ask for (a guardian's only for an under-18), as the wizard sends them.
    const signatures = new Map<number, string>();
    for (const field of asked) {
      if (field.kind !== 'signature') continue;
      const png = signaturePng(signatures.size + demo.daysAgo);
      const file = await storeReceivedFile({ area: 'forms', id }, owner.id, {
        filename: `signature${field.slot}.png`,
        type: 'image/png',
        bytes: png,
      });
      signatures.set(field.slot, file.id);
    }
    // And a document for each upload the answers require, so a submitted form is complete.
    const documents = new Map<string, string[]>();
    for (const field of asked) {
      if (field.kind !== 'files' || !isRequired(field.required, base)) continue;
      const file = await storeReceivedFile({ area: 'forms', id }, owner.id, {
        filename: `${field.group}.pdf`,
        type: 'application/pdf',
        bytes: DEMO_PDF,
      });
      documents.set(field.key, [file.id]);
    }
    const answers: Record<string, unknown> = {
      ...base,
      ...Object.fromEntries(asked.flatMap((f) => (f.kind === 'signature' ? [[f.key, signatures.get(f.slot)]] : []))),
      ...Object.fromEntries(documents),
    };
    checkDemoAnswers(type.definition, answers, draftStep, doneAt, `${person.firstname} ${person.lastname}'s ${demo.slug} form`);
    const header = (key: string) => String(answers[key] ?? '');
    const headerKeys = new Set(fieldsOf(type.definition).flatMap((f) => ('header' in f && f.header ? [f.key] : [])));
    const verifier = demo.verifiedBy ? await findByEmail(demo.verifiedBy.email) : undefined;
    const verifiedAt = demo.verifiedBy && collegeInstant(demo.daysAgo - 1, demo.verifiedBy.at).toISOString();
    await createForm(
      {
        id,
        formTypeId: type.id,
        ownerId: owner.id,
        ownerName: owner.name,
        status: demo.status,
        step: demo.status === 'draft' ? Math.max(draftStep, 0) : type.definition.steps.length - 1,
        firstname: header('firstname'),
        middlename: header('middlename'),
        lastname: header('lastname'),
        email: header('email'),
        phone: header('phone'),
        studentId: header('student_id'),
        courseId: header('course_id'),
        courseLocationId: header('course_location_id'),
        appliedDate: header('applied_date'),
        campusState: location?.state,
        answer: Object.fromEntries(
          Object.entries(answers).filter(([key]) => !headerKeys.has(key) && !['firstname', 'lastname', 'email'].includes(key)),
        ),
        isAgent: owner.email === 'agent@example.edu.au',
        agentName: owner.email === 'agent@example.edu.au' ? owner.name : '',
        agentEmail: owner.email === 'agent@example.edu.au' ? owner.email : '',
        verified: Boolean(verifier),
        ...(demo.status === 'submitted' ? { submittedAt: doneAt.toISOString() } : {}),
        ...(verifier ? { verifiedBy: verifier.id, verifiedByName: verifier.name, verifiedAt } : {}),
      },
      { startedAt: startedAt.toISOString() },
    );
    // Their histories, as the API would have written them.
    const form = { type: 'form', id };
    const summary =
      demo.status === 'draft' ? `Started ${withArticle(`${type.name.toLowerCase()} form`)}.` : `Submitted the ${type.name.toLowerCase()} form.`;
    const at = (demo.status === 'draft' ? startedAt : doneAt).toISOString();
    await record({
      actor: { userId: owner.id, user: owner },
      record: form,
      action: demo.status === 'draft' ? 'form.created' : 'form.submitted',
      summary,
      at,
    });
    if (verifier)
      await record({
        actor: { userId: verifier.id, user: verifier },
        record: form,
        action: 'form.verified',
        summary: 'Verified the form.',
        at: verifiedAt,
      });
  }
};

/**
 * The demo answers pass the family's own validation as the wizard would have sent them on that day: every step of a
 * submitted form (the staff's decision aside), a draft's answered steps one by one. A demo value a family's rules
 * no longer accept stops the seed here, naming it, rather than showing a form no one could have sent.
 */
const checkDemoAnswers = (definition: FormDefinition, answers: Answers, draftStep: number, at: Date, what: string) => {
  const applicant = { ...definition, steps: definition.steps.filter((step) => !step.staffOnly) };
  const modes: ValidationMode[] = draftStep < 0 ? [{ kind: 'submit' }] : [...Array(draftStep).keys()].map((index) => ({ kind: 'step', index }));
  for (const mode of modes) {
    const checked = validateAnswers(applicant, answers, mode, at);
    if (!checked.ok) throw new Error(`The demo data's ${what} does not pass its own validation: ${JSON.stringify(checked.errors)}`);
  }
};
