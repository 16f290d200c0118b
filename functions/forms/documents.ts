// A person's documents, as their record shows them to staff: the files of the forms they filled in or an agent filled
// in for them (the newest TIMELINE_PER_KIND of each, as their timeline reads them), each named by the question it
// answers. Only the forms the reader may open are shown (the form's own rule), and only files an answer names: a
// drawn signature is not a document, nor a file a later save replaced.
import type { PersonDocumentView } from '@shared/schemas/dashboard';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { formTypeById } from '@shared/forms/catalogue';
import { fieldsOf } from '@shared/forms/definition';
import { attachmentsOfRecords } from '@functions/platform/attachments';
import { getTogether } from '@functions/platform/db';
import type { Caller } from '@functions/platform/session';
import { seesFamily } from './access';
import { answersOf, FormEntity, type Form } from './form-db';
import { formFromItem, formKey } from './form-store';
import { StudentClaimEntity } from './student-claims';

/** The forms of a person the viewer may open: theirs, and those an agent filled in for them. */
const formsOfPerson = async (personId: string, viewer: Caller): Promise<Form[]> => {
  const [own, claimed] = await Promise.all([
    FormEntity.query.byOwner({ ownerId: personId }).go({ order: 'desc', count: TIMELINE_PER_KIND }),
    StudentClaimEntity.query.byStudent({ studentUserId: personId }).go({ order: 'desc', count: TIMELINE_PER_KIND }),
  ]);
  const claimedForms = claimed.data.length
    ? (await getTogether(claimed.data.map((c) => formKey(c.formId)))).flatMap((item) => formFromItem(item) ?? [])
    : [];
  return [...own.data, ...claimedForms].filter((form) => {
    const type = formTypeById(form.formTypeId);
    return type && (viewer.userId === form.ownerId || seesFamily(viewer, type));
  });
};

/** The files each answer of a form names, by file id: the question's label. */
const questionsOfFiles = (form: Form): Map<string, string> => {
  const type = formTypeById(form.formTypeId)!;
  const answers = answersOf(form);
  const labels = new Map<string, string>();
  for (const field of fieldsOf(type.definition)) {
    if (field.kind !== 'files') continue;
    for (const id of ([] as unknown[]).concat(answers[field.key] ?? [])) labels.set(String(id), field.label);
  }
  return labels;
};

/** The documents of a person's forms the viewer may open, newest form first, each form's files in upload order. */
export const documentsOfPerson = async (personId: string, viewer: Caller): Promise<PersonDocumentView[]> => {
  const forms = (await formsOfPerson(personId, viewer)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const files = await attachmentsOfRecords(forms.map((form) => ({ area: 'forms', id: form.id })));
  return forms.flatMap((form) => {
    const type = formTypeById(form.formTypeId)!;
    const questions = questionsOfFiles(form);
    return (files.get(form.id) ?? []).flatMap((file) => {
      const label = questions.get(file.id);
      if (!label) return [];
      return [
        {
          id: file.id,
          name: file.name,
          type: file.type,
          size: file.size,
          uploaded_at: file.createdAt,
          label,
          form: { id: form.id, form_type: type.slug, title: `${type.name} form`, link: `${type.path}/${form.id}` },
        },
      ];
    });
  });
};
