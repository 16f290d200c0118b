// A family's complete answer as the `form[...]` fields a submission sends, and the smallest files the server
// takes: pure, so the HTTP suites (support/forms.ts) and the browser suite (which cannot load vitest's
// context) build submissions the same way.
import { formTypeBySlug, type FormType } from '@shared/forms/catalogue';
import { fieldsOf } from '@shared/forms/definition';
import { completeAnswers, type StoredIds } from '@shared/forms/examples';
import { ONE_PAGE_PDF } from '@infra/local/demo-files';

/** The smallest PNG and PDF that are what they claim, first bytes to last. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = ONE_PAGE_PDF;

export const formType = (slug: string): FormType => {
  const type = formTypeBySlug(slug);
  if (!type) throw new Error(`No form type ${slug}`);
  return type;
};

/**
 * The `form[...]` fields of a complete answer to a family: header fields by their spec §3 names, every other
 * answer in `form[answer]`. Files and signatures are left out (send them as parts); `overrides` replace answers.
 */
export const completeFields = (
  slug: string,
  ids: Pick<StoredIds, 'courseId' | 'locationId'>,
  overrides: Record<string, unknown> = {},
): Record<string, string> => {
  const type = formType(slug);
  const answers = { ...completeAnswers(type.definition, ids), ...overrides };
  const header: Record<string, string> = {};
  const answer: Record<string, unknown> = {};
  for (const field of fieldsOf(type.definition)) {
    const value = answers[field.key];
    if (value === undefined || field.kind === 'files' || field.kind === 'signature') continue;
    if ('header' in field && field.header) header[`form[${field.header}]`] = String(value);
    else answer[field.key] = value;
  }
  return { ...header, 'form[form_type_id]': String(type.id), 'form[version]': 'v5', 'form[answer]': JSON.stringify(answer) };
};
