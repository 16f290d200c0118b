// The one writer of form records: every write moves the kept counts (per form type for the lists'
// totals, per course for "this course is in use") in the same transaction, and every change after the
// first is conditional on the revision it was read at, so two saves of one form never both win silently.
import { ConflictError } from './errors';
import { clockAttributes } from './form-clocks';
import { FORMS_LIST, FormEntity, courseScope, formRecords, typeScope, type Form } from './form-db';
import { countOf, moveCount } from './list-counts';
import { withRetries } from './transactions';

/** The attributes a writer gives; the store keeps the rest (revision, search text, timestamps). */
export type FormFields = Omit<Form, 'revision' | 'searchText' | 'createdAt' | 'updatedAt' | 'clockDueOn' | 'clockDone'>;

const searchTextOf = (f: Pick<Form, 'firstname' | 'middlename' | 'lastname' | 'email' | 'studentId'>): string =>
  [[f.firstname, f.middlename, f.lastname].filter(Boolean).join(' '), f.email, f.studentId].join('\n').toLowerCase();

const changedMeanwhile = () => new ConflictError('form.changed', 'Someone else saved this form at the same time. Reload it and try again.');

/** A save that names the revision it was made from, when the form has moved on since. */
export const changedSinceRead = () =>
  new ConflictError('form.changed', 'This form was changed after you opened it, in another window or by someone else. Reload it to see the changes.');

const read = async (id: string): Promise<Form> => {
  const { data } = await FormEntity.get({ id }).go({ consistent: true });
  if (!data) throw changedMeanwhile();
  return data;
};

export const getForm = async (id: string): Promise<Form | undefined> => (await FormEntity.get({ id }).go()).data ?? undefined;

/**
 * Creates a form, counting it under its type and its course. `startedAt` back-dates it, for forms brought in
 * from elsewhere (the demo data); a form started through the API is started now.
 */
export const createForm = async (form: FormFields, { startedAt }: { startedAt?: string } = {}): Promise<Form> => {
  const outcome = await withRetries(() =>
    formRecords.transaction
      .write(({ form: forms, listCount }) => [
        forms
          .create({ ...form, ...clockAttributes(form), searchText: searchTextOf(form), revision: 1, ...(startedAt && { createdAt: startedAt }) })
          .commit(),
        moveCount(listCount, FORMS_LIST, typeScope(form.formTypeId), 1),
        ...(form.courseId ? [moveCount(listCount, FORMS_LIST, courseScope(form.courseId), 1)] : []),
      ])
      .go(),
  );
  if (outcome.canceled) throw new ConflictError('form.busy', 'Many forms are being saved right now. Try again in a moment.');
  return read(form.id);
};

/**
 * Writes a form's new state, conditional on the revision `before` was read at (409 otherwise). A new
 * course moves the form between the courses' counts.
 */
export const saveForm = async (before: Form, after: FormFields): Promise<Form> => {
  // What the store keeps itself never comes from a writer, even one that spread a record it read.
  const { id: _id, createdAt: _created, updatedAt: _updated, revision: _revision, searchText: _search, ...given } = after as Form;
  const changes = { ...given, ...clockAttributes(after), searchText: searchTextOf(after), revision: before.revision + 1 };
  // An attribute given as undefined (a verification taken back) is removed, not set.
  const removed = Object.entries(changes)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key as keyof typeof changes);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as typeof changes;
  const outcome = await withRetries(() =>
    formRecords.transaction
      .write(({ form: forms, listCount }) => [
        forms
          .patch({ id: before.id })
          .set(set)
          .remove(removed)
          .where((a, { eq }) => eq(a.revision, before.revision))
          .commit(),
        ...(before.courseId === after.courseId
          ? []
          : [
              ...(before.courseId ? [moveCount(listCount, FORMS_LIST, courseScope(before.courseId), -1)] : []),
              ...(after.courseId ? [moveCount(listCount, FORMS_LIST, courseScope(after.courseId), 1)] : []),
            ]),
      ])
      .go(),
  );
  if (outcome.canceled) throw changedMeanwhile();
  return read(before.id);
};

/** How many forms name a course (the catalogue refuses to delete a course in use). */
export const countFormsOfCourse = (courseId: string): Promise<number> => countOf(FORMS_LIST, courseScope(courseId));

/** How many forms of a type there are: a family list's total when nothing but the type narrows it. */
export const countFormsOfType = (formTypeId: number): Promise<number> => countOf(FORMS_LIST, typeScope(formTypeId));
