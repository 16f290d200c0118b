// Student forms for the suites: a course to name, complete answers generated from a family's definition,
// and submissions sent the way the SPA and the old client send them (multipart with `form[...]` fields).
import { holds, visibleSteps } from '@shared/forms/conditions';
import { fieldsOf } from '@shared/forms/definition';
import { completeAnswers, type StoredIds } from '@shared/forms/examples';
import { call, type ApiResponse, type Client } from './api';
import { newCourse, newLocation } from './fixtures';
import { completeFields, formType, PDF_BYTES, PNG_BYTES } from './form-fields';

export { completeFields, formType, PDF_BYTES, PNG_BYTES };

export interface FilePartInput {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData makes it. */
export const multipartBody = (fields: Record<string, string>, files: FilePartInput[] = []) => {
  const boundary = `----portal-test-${Math.random().toString(36).slice(2)}`;
  const part = (headers: string, content: Buffer) => [Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), content, Buffer.from('\r\n')];
  const body = Buffer.concat([
    ...Object.entries(fields).flatMap(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value))),
    ...files.flatMap((f) => part(`Content-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}`, f.bytes)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Sends a multipart form call as `client`. */
export const postMultipart = <T = any>(
  client: Client,
  path: string,
  fields: Record<string, string>,
  files: FilePartInput[] = [],
): Promise<ApiResponse<T>> => {
  const { body, contentType } = multipartBody(fields, files);
  return call<T>('POST', path, { token: client.token, rawBody: body, headers: { 'content-type': contentType } });
};

/** A course running at a throwaway campus in NSW, for forms to name. */
export const courseAtCampus = async () => {
  const location = await newLocation({ state: 'NSW' });
  const { newCategory } = await import('./fixtures');
  const category = await newCategory();
  const course = await newCourse({ category_id: category.id, locations: [{ location_id: location.id, intakes: ['2027-02-08'] }] });
  return { course, location };
};

/** The signature parts every declaration asks for (slot 1; slot 2 for an under-18's guardian when asked). */
export const signatureParts = (slots: number[] = [1]): FilePartInput[] =>
  slots.map((slot) => ({ name: `signature[signature${slot}]`, filename: `signature${slot}.png`, type: 'image/png', bytes: PNG_BYTES }));

/** One PDF part for each files field the complete answer shows. */
export const documentParts = (slug: string, ids: Pick<StoredIds, 'courseId' | 'locationId'>): FilePartInput[] => {
  const { definition } = formType(slug);
  const answers = completeAnswers(definition, ids);
  return visibleSteps(definition, answers)
    .flatMap((step) => step.fields.filter((f) => f.kind === 'files' && holds(f.showIf, answers)))
    .map((f) => ({ name: `${(f as { group: string }).group}[0]`, filename: `${f.key}.pdf`, type: 'application/pdf', bytes: PDF_BYTES }));
};

/**
 * A change to a stored form as the wizard sends it: the whole form, its stored files and signatures named in the
 * answers (a submitted form keeps them; a save that left them out would be refused), `overrides` on top.
 */
export const changedFields = (
  slug: string,
  ids: Pick<StoredIds, 'courseId' | 'locationId'>,
  stored: { answer: Record<string, unknown> },
  overrides: Record<string, unknown> = {},
): Record<string, string> => {
  const fields = completeFields(slug, ids, overrides);
  const answer = JSON.parse(fields['form[answer]']!) as Record<string, unknown>;
  for (const field of fieldsOf(formType(slug).definition)) {
    if ((field.kind === 'files' || field.kind === 'signature') && stored.answer[field.key] !== undefined)
      answer[field.key] = stored.answer[field.key];
  }
  return { ...fields, 'form[answer]': JSON.stringify(answer) };
};
