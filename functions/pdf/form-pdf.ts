// `GET /api/form/{id}/pdf`: the form as an A4 PDF (documents/), for whoever may read the form,
// with its people, courses and campuses by name and its drawn signatures.
import { fieldsOf } from '@shared/forms/definition';
import { listAttachments, readAttachment, type RecordRef } from '@functions/platform/attachments';
import { allLocations, coursesByIds } from '@functions/courses/courses';
import { FileAnswer } from '@functions/platform/http';
import { answersOf, assertReadable, clocksOfForm, getForm, namesOf } from '@functions/forms/forms';
import type { Caller } from '@functions/platform/session';
import { renderFormPdf } from './documents/render-pdf';

export const formPdf = async (caller: Caller, id: string): Promise<FileAnswer> => {
  const form = assertReadable(caller, await getForm(id));
  const { type } = form;
  const ref: RecordRef = { area: 'forms', id };
  const fields = fieldsOf(type.definition);
  const answers = answersOf(form);
  const courseIds = fields.filter((f) => f.kind === 'course').flatMap((f) => (answers[f.key] ? [String(answers[f.key])] : []));
  const signatureIds = fields.filter((f) => f.kind === 'signature').flatMap((f) => (answers[f.key] ? [String(answers[f.key])] : []));
  const [files, names, courses, campuses] = await Promise.all([listAttachments(ref), namesOf([form]), coursesByIds(courseIds), allLocations()]);
  const stored = new Set(files.map((f) => f.id));
  const signatures = new Map(
    await Promise.all(signatureIds.filter((s) => stored.has(s)).map(async (fileId) => [fileId, await readAttachment(ref, fileId)] as const)),
  );
  const pdf = await renderFormPdf({
    form,
    type,
    names: { owner: names.get(form.ownerId) ?? 'A former user', verifiedBy: form.verifiedBy ? names.get(form.verifiedBy) : undefined },
    courseNames: new Map(courses.map((c) => [c.id, `${c.nationalCode} ${c.name}`])),
    campusNames: new Map(campuses.map((l) => [l.id, l.name])),
    files: files.map((f) => ({ id: f.id, name: f.name, type: f.type, size: f.size })),
    signatures,
    clocks: clocksOfForm(form),
  });
  return new FileAnswer(pdf, 'application/pdf', `${type.slug}-form-${form.id}.pdf`, true);
};
