// The one writer of form records: every write moves the kept counts (per form type for the lists'
// totals, per course for "this course is in use") in the same transaction, and every change after the
// first is conditional on the revision it was read at, so two saves of one form never both win silently.
// Its arrivals and first verification are filed for the dashboards' trends in that transaction too (trend-events.ts).
// A form an agent filled in also keeps, in that transaction, the agent's list of students and the claim of the
// student it is about (student-links.ts).
import { config } from '@functions/platform/config';
import { keyMaker, quickParser, rewriteWhole } from '@functions/platform/db';
import { ConflictError } from '@functions/platform/errors';
import { clockAttributes } from './clocks';
import { FORMS_LIST, FormEntity, courseScope, formRecords, stageScopesOf, typeScope, type Form } from './form-db';
import { countOf, moveCount, setCounts } from '@functions/platform/list-counts';
import { entryWrites, putEntriesInBatches, type Filed, type SearchScope } from '@functions/platform/search-index';
import { FORM_FILTER_ATTRIBUTES } from '@functions/platform/table-schema';
import { itemsOf } from '@functions/platform/transactions';
import { fileTrendEvents, trendWrites } from '@functions/platform/trends';
import { formTrendEvents } from './trend-events';
import { studentUserOf, transactWithLinks } from './student-links';

/** The attributes a writer gives; the store keeps the rest (revision, search text, timestamps). */
export type FormFields = Omit<Form, 'revision' | 'searchText' | 'createdAt' | 'updatedAt' | 'clockDueOn' | 'clockDone' | 'studentUserId'>;

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

/** Where a family's forms are filed for its search box (search-index.ts). */
export const searchScopeOf = (formTypeId: number): SearchScope => ({ list: FORMS_LIST, scope: String(formTypeId) });

/** A form as its family's search index files it: its search text, its place in the list and what the list filters by. */
type Fileable = Pick<Form, 'id' | 'createdAt' | 'formTypeId' | (typeof FORM_FILTER_ATTRIBUTES)[number]>;

export const filed = (form: Fileable): Filed => ({
  text: form.searchText,
  sortKey: `${form.createdAt}#${form.id}`,
  key: formKey(form.id),
  attributes: Object.fromEntries(FORM_FILTER_ATTRIBUTES.filter((a) => a !== 'searchText').map((a) => [a, form[a]])),
});

/** A form's table key, to read it beside other items in one round trip (`getTogether`, a read-ahead). */
export const formKey = keyMaker((id) => FormEntity.get({ id }));

/** A form from the raw item such a read returned. */
export const formFromItem: (item: Record<string, unknown> | undefined) => Form | undefined = quickParser(FormEntity);

/**
 * Creates a form, counting it under its type and its course. `startedAt` back-dates it, for forms brought in
 * from elsewhere (the demo data); a form started through the API is started now.
 */
export const createForm = async (form: FormFields, { startedAt }: { startedAt?: string } = {}): Promise<Form> => {
  const studentUserId = await studentUserOf(undefined, form);
  const created = {
    ...form,
    ...clockAttributes(form),
    ...(studentUserId ? { studentUserId } : {}),
    searchText: searchTextOf(form),
    revision: 1,
    createdAt: startedAt ?? new Date().toISOString(),
  };
  const formItems = [
    ...itemsOf(
      formRecords.transaction.write(({ form: forms, listCount }) => [
        forms.create(created).commit(),
        moveCount(listCount, FORMS_LIST, typeScope(form.formTypeId), 1),
        ...(form.courseId ? [moveCount(listCount, FORMS_LIST, courseScope(form.courseId), 1)] : []),
        ...stageScopesOf(form).map((scope) => moveCount(listCount, FORMS_LIST, scope, 1)),
      ]),
    ),
    ...entryWrites(config.tableName, searchScopeOf(form.formTypeId), undefined, filed(created)),
    ...trendWrites(formTrendEvents(undefined, created)),
  ];
  const outcome = await transactWithLinks(formItems, undefined, created);
  if (outcome.canceled) throw new ConflictError('form.busy', 'Many forms are being saved right now. Try again in a moment.');
  return read(form.id);
};

/** The stage counts a save moves: out of the old stage's scopes and into the new one's, when the stage changed. */
const stageMoves = (before: Form, after: Form): [string, number][] => {
  const [was, now] = [stageScopesOf(before), stageScopesOf(after)];
  if (was.join() === now.join()) return [];
  return [...was.map((scope): [string, number] => [scope, -1]), ...now.map((scope): [string, number] => [scope, 1])];
};

/**
 * Writes a form's new state, conditional on the revision `before` was read at (409 otherwise). A new
 * course moves the form between the courses' counts.
 */
export const saveForm = async (before: Form, after: FormFields): Promise<Form> => {
  // What the store keeps itself never comes from a writer, even one that spread a record it read.
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    revision: _revision,
    searchText: _search,
    studentUserId: _student,
    ...given
  } = after as Form;
  const changes = {
    ...given,
    ...clockAttributes(after),
    studentUserId: await studentUserOf(before, after),
    searchText: searchTextOf(after),
    revision: before.revision + 1,
  };
  // An attribute given as undefined (a verification taken back) is removed, not set.
  const removed = Object.entries(changes)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key as keyof typeof changes);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as typeof changes;
  const written = { ...Object.fromEntries(Object.entries(before).filter(([key]) => !removed.includes(key as never))), ...set } as Form;
  const formItems = [
    ...itemsOf(
      formRecords.transaction.write(({ form: forms, listCount }) => [
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
        ...stageMoves(before, written).map(([scope, delta]) => moveCount(listCount, FORMS_LIST, scope, delta)),
      ]),
    ),
    ...entryWrites(config.tableName, searchScopeOf(before.formTypeId), filed(before), filed(written)),
    ...trendWrites(formTrendEvents(before, written)),
  ];
  const outcome = await transactWithLinks(formItems, before, written);
  if (outcome.canceled) throw changedMeanwhile();
  return read(before.id);
};

/** How many forms name a course (the catalogue refuses to delete a course in use). */
export const countFormsOfCourse = (courseId: string): Promise<number> => countOf(FORMS_LIST, courseScope(courseId));

/** How many forms of a type there are: a family list's total when nothing but the type narrows it. */
export const countFormsOfType = (formTypeId: number): Promise<number> => countOf(FORMS_LIST, typeScope(formTypeId));

/**
 * Files forms written without their search entries in their family's search index: the migration of stores
 * from before the index, and the bench's generated college. Only while nothing else writes.
 */
export const fileInSearchIndex = async (forms: readonly Fileable[]): Promise<number> => {
  const entries = forms.flatMap((form) => entryWrites(config.tableName, searchScopeOf(form.formTypeId), undefined, filed(form)));
  await putEntriesInBatches(entries);
  return forms.length;
};

/** Store migration (docs/decisions.md, "Searching a family"): every form filed in its family's search index. */
export const migrateToSearchIndex = async (): Promise<number> => fileInSearchIndex((await FormEntity.scan.go({ pages: 'all' })).data);

/** Files the forms whose clock runs in their owners' live records (a migration: run while nothing else writes). */
export const fileRunningClocksInOwnFeed = async (): Promise<number> => {
  const { data } = await FormEntity.query.byRunningClock({}).go({ pages: 'all' });
  await rewriteWhole(data.map((form) => FormEntity.put(form)));
  return data.length;
};

/**
 * Sets the forms' stage counts (per type and per owner) from the forms themselves: the migration of stores from
 * before the dashboards, and the bench's generated college. Only while nothing else writes.
 */
export const countStages = async (forms?: Pick<Form, 'status' | 'verified' | 'formTypeId' | 'ownerId'>[]): Promise<number> => {
  const all = forms ?? (await FormEntity.scan.go({ pages: 'all', attributes: ['status', 'verified', 'formTypeId', 'ownerId'] })).data;
  const counts = new Map<string, number>();
  for (const form of all) for (const scope of stageScopesOf(form)) counts.set(scope, (counts.get(scope) ?? 0) + 1);
  await setCounts(FORMS_LIST, counts);
  return all.length;
};

/**
 * Files every form's submission and first verification for the dashboards' trends, as they stand (a form returned
 * and submitted again counts its last arrival): the migration of stores from before the trends. Only while nothing else writes.
 */
export const fileFormTrends = async (): Promise<number> => {
  const { data } = await FormEntity.scan.go({ pages: 'all' });
  return fileTrendEvents(data.flatMap((form) => formTrendEvents(undefined, form)));
};
