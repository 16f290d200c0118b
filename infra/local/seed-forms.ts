// Demo forms: a few of each state so the form lists, the detail pages, verification and the clocks have
// something real on them. Answers come from each family's definition (shared/forms/examples.ts), with the
// people's own names; signatures are real stored PNGs, as the wizard would have sent them.
import { formTypeBySlug } from '@shared/forms/catalogue';
import { holds, isRequired, visibleSteps } from '@shared/forms/conditions';
import { completeAnswers } from '@shared/forms/examples';
import { fieldsOf } from '@shared/forms/definition';
import { withArticle } from '@shared/text';
import { storeReceivedFile } from '@functions/platform/attachments';
import { record } from '@functions/platform/audit';
import { courseIdOfCode, findCourse, findLocation } from '@functions/courses/courses';
import { findByEmail } from '@functions/users/users';
import { createForm } from '@functions/forms/forms';
import { newId } from '@functions/platform/secrets';
import { signaturePng } from './signature-png';

// The smallest PDF a viewer opens: a demo document's stand-in.
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface DemoForm {
  slug: string;
  /** Whose form it is (the person who filled it in). */
  owner: string;
  /** The student it is about, when an agent filled it in. */
  about?: { firstname: string; lastname: string; email: string };
  status: 'draft' | 'submitted';
  /** Verified by this member of staff. */
  verifiedBy?: string;
  answers?: Record<string, unknown>;
  daysAgo: number;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

const DEMO_FORMS: DemoForm[] = [
  { slug: 'enrolment', owner: 'student@example.edu.au', status: 'draft', daysAgo: 1 },
  {
    slug: 'change-of-address',
    owner: 'student@example.edu.au',
    status: 'submitted',
    answers: { moved_on: day(3).toISOString().slice(0, 10) },
    daysAgo: 1,
  },
  {
    slug: 'application',
    owner: 'agent@example.edu.au',
    about: { firstname: 'Wei', lastname: 'Zhang', email: 'wei.zhang@example.com' },
    status: 'submitted',
    daysAgo: 4,
  },
  {
    slug: 'application',
    owner: 'agent@example.edu.au',
    about: { firstname: 'Ana', lastname: 'Souza', email: 'ana.souza@example.com' },
    status: 'submitted',
    verifiedBy: 'admissions@example.edu.au',
    daysAgo: 9,
  },
  { slug: 'complaints-appeals', owner: 'mei.chen@example.com', status: 'submitted', answers: { kind: 'complaint' }, daysAgo: 6 },
  {
    slug: 'credit-transfer',
    owner: 'liam.oconnor@example.com',
    status: 'submitted',
    // The college's decision, recorded by staff (a staff-only step): the student reads it on the form.
    answers: {
      unit_outcomes: [{ unit_code: 'BSBWHS311', outcome: 'credit-granted', reason: 'Checked on the USI transcript' }],
      decided_on: day(1).toISOString().slice(0, 10),
    },
    daysAgo: 2,
  },
  { slug: 'request-of-information', owner: 'diego.santos@example.com', status: 'submitted', verifiedBy: 'admin@example.edu.au', daysAgo: 12 },
];

const nameParts = (name: string) => {
  const [firstname = '', ...rest] = name.split(' ');
  return { firstname, lastname: rest.join(' ') };
};

export const seedForms = async (): Promise<void> => {
  const courseId = (await courseIdOfCode('BSB40120'))!;
  const course = await findCourse(courseId);
  const locationId = course!.locations[0]!.locationId;
  const location = await findLocation(locationId);
  for (const demo of DEMO_FORMS) {
    const type = formTypeBySlug(demo.slug)!;
    const owner = (await findByEmail(demo.owner))!;
    const id = newId();
    const person = demo.about ?? { ...nameParts(owner.name), email: owner.email };
    // Answered on the day it was submitted: a signature dated then, not days after.
    const base = { ...completeAnswers(type.definition, { courseId, locationId }, day(demo.daysAgo)), ...person, middlename: '', ...demo.answers };
    // Only the signatures the answers ask for (a guardian's only for an under-18), as the wizard sends them.
    const signatures = new Map<number, string>();
    const asked = visibleSteps(type.definition, base).flatMap((step) => step.fields.filter((f) => holds(f.showIf, base)));
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
    const header = (key: string) => String(answers[key] ?? '');
    const headerKeys = new Set(fieldsOf(type.definition).flatMap((f) => ('header' in f && f.header ? [f.key] : [])));
    const verifier = demo.verifiedBy ? await findByEmail(demo.verifiedBy) : undefined;
    // Started an hour before it was submitted (a draft: when it was last touched).
    const startedAt = new Date(day(demo.daysAgo).getTime() - 3_600_000);
    await createForm(
      {
        id,
        formTypeId: type.id,
        ownerId: owner.id,
        ownerName: owner.name,
        status: demo.status,
        step: demo.status === 'draft' ? 1 : type.definition.steps.length - 1,
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
        ...(demo.status === 'submitted' ? { submittedAt: day(demo.daysAgo).toISOString() } : {}),
        ...(verifier ? { verifiedBy: verifier.id, verifiedByName: verifier.name, verifiedAt: day(demo.daysAgo - 1).toISOString() } : {}),
      },
      { startedAt: startedAt.toISOString() },
    );
    // Their histories, as the API would have written them.
    const form = { type: 'form', id };
    const summary =
      demo.status === 'draft' ? `Started ${withArticle(`${type.name.toLowerCase()} form`)}.` : `Submitted the ${type.name.toLowerCase()} form.`;
    const at = (demo.status === 'draft' ? startedAt : day(demo.daysAgo)).toISOString();
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
        at: day(demo.daysAgo - 1).toISOString(),
      });
  }
};
