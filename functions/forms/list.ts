// A family's list (docs/decisions.md, "Forms"): its forms paged over an index, with the spec's listing fields and the
// filters staff work by (course, campus, verified, draft or submitted, clock state), never sorted in memory.
import { formTypeBySlug, type FormType } from '@shared/forms/catalogue';
import { DUE_SOON_DAYS, localDateOf } from '@shared/forms/clocks';
import type { ListResponse } from '@shared/schemas/common';
import type { ClockState, FormExportQuery, FormListItem, FormListQuery } from '@shared/schemas/forms';
import { ForbiddenError, ValidationError } from '@functions/platform/errors';
import { FORMS_LIST, FormEntity, typeScope, type Form } from './form-db';
import * as FormStore from './form-store';
import type { ReadItems } from '@functions/platform/http';
import { countAhead, keptCount, type CountAhead } from '@functions/platform/list-counts';
import { pageFromIndex, type IndexQuery } from '@functions/platform/paging';
import { prefixOfTerm, recordKeyOf, searchQuery } from '@functions/platform/search-index';
import { quickListParser } from '@functions/platform/db';
import type { Caller } from '@functions/platform/session';
import { FORM_FILTER_ATTRIBUTES, TABLE_SCHEMA } from '@functions/platform/table-schema';
import { isApplicant, mayList, seesFamily } from './access';
import { namesOf } from './people';
import { toListItem } from './view';

type Filter = Parameters<ReturnType<typeof FormEntity.query.byType>['where']>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const formsFromItems = quickListParser(FormEntity);

/** gsi2 (a family, newest first) with the list filters only (functions/platform/table-schema.ts). */
const FORM_FILTERS_INDEX = TABLE_SCHEMA.globalIndexes.find((g) => g.include === FORM_FILTER_ATTRIBUTES)!.indexName;

/**
 * The forms whose clock is in a state today, from what each save kept (clocks.ts): a done clock is met
 * or late for good; a running one is overdue, due within two days, or on time by its due date.
 */
const clockFilter = (state: ClockState): Filter => {
  const today = localDateOf(new Date(), 'NSW');
  const soon = localDateOf(new Date(Date.now() + DUE_SOON_DAYS * DAY_MS), 'NSW');
  return (a, { eq, notExists, lt, gt, between }) => {
    // Each case names only the attributes it reads: DynamoDB refuses a name the expression leaves unused.
    const running = () => `${notExists(a.clockDone)} AND ${gt(a.clockDueOn, '')}`;
    switch (state) {
      case 'met':
        return eq(a.clockDone, 'met');
      case 'overdue':
        return `(${eq(a.clockDone, 'late')} OR (${running()} AND ${lt(a.clockDueOn, today)}))`;
      case 'due-soon':
        return `(${running()} AND ${between(a.clockDueOn, today, soon)})`;
      case 'on-time':
        return `(${running()} AND ${gt(a.clockDueOn, soon)})`;
    }
  };
};

/**
 * The index query of a family's list and its filters: the family's own partition for its staff, the
 * caller's own forms (of that family) for students and agents. 422 without a family, 403 without its list permission.
 */
export const familyIndexQuery = (caller: Caller, query: FormExportQuery, counted?: CountAhead): { type: FormType; indexQuery: IndexQuery<Form> } => {
  const type = formTypeBySlug(query.form_type);
  if (!type) throw new ValidationError({ form_type: ['Please select form first'] }, 'Please select form first');
  if (!mayList(caller, type)) throw new ForbiddenError('form.forbidden', `You may not list ${type.name.toLowerCase()} forms.`);
  const own = isApplicant(caller) || !seesFamily(caller, type);
  const filters: Filter[] = [
    ...(own ? [((a, { eq }) => eq(a.formTypeId, type.id)) as Filter] : []),
    ...(query.course_id ? [((a, { eq }) => eq(a.courseId, query.course_id!)) as Filter] : []),
    ...(query.location_id ? [((a, { eq }) => eq(a.courseLocationId, query.location_id!)) as Filter] : []),
    ...(query.verified ? [((a, { eq }) => eq(a.verified, query.verified === 'true')) as Filter] : []),
    ...(query.status ? [((a, { eq }) => eq(a.status, query.status!)) as Filter] : []),
    ...(query.search ? [((a, { contains }) => contains(a.searchText, query.search!.toLowerCase())) as Filter] : []),
    ...(query.clock ? [clockFilter(query.clock)] : []),
  ];
  const where: Filter = (a, ops) => filters.map((f) => f(a, ops)).join(' AND ');
  const options = { order: query.order };
  const base = own ? FormEntity.query.byOwner({ ownerId: caller.userId }) : FormEntity.query.byType({ formTypeId: type.id });
  const params: Record<string, unknown> = (filters.length ? base.where(where) : base).params(options);
  const parse = formsFromItems;
  if (own) return { type, indexQuery: { params, parse } };
  if (filters.length === 0) return { type, indexQuery: { params, parse, total: keptCount(counted, FORMS_LIST, typeScope(type.id)) } };
  // A searched family list reads only the entries filed under its word's first letters (search-index.ts).
  const prefix = query.search ? prefixOfTerm(query.search) : undefined;
  if (prefix) {
    const entries = searchQuery(params, FormStore.searchScopeOf(type.id), prefix);
    return { type, indexQuery: { params: entries, parse, slimIndex: true, wholeKeyOf: recordKeyOf } };
  }
  // Any other filtered family list reads its whole family: from the index's slim copy, which holds only what it filters by.
  return { type, indexQuery: { params: { ...params, IndexName: FORM_FILTERS_INDEX }, parse, slimIndex: true } };
};

/**
 * A family's kept count, read beside the session when the list's query narrows it by nothing else (whether the
 * caller sees the family, or only their own forms of it, is known after).
 */
export const formsCountAhead = (query: FormListQuery, items: ReadItems): CountAhead => {
  const type = formTypeBySlug(query.form_type);
  const narrowed = query.course_id || query.location_id || query.verified || query.status || query.search || query.clock;
  return countAhead(FORMS_LIST, type && !narrowed ? typeScope(type.id) : undefined, items);
};

/** `GET /api/form?form_type=...`: one page of a family's list, newest first by default. */
export const listForms = async (caller: Caller, query: FormListQuery, counted?: CountAhead): Promise<ListResponse<FormListItem>> => {
  const { type, indexQuery } = familyIndexQuery(caller, query, counted);
  const page = await pageFromIndex(indexQuery, { page: query.page, pagination: query.pagination, cursor: query.cursor });
  const names = await namesOf(page.data);
  const today = new Date();
  const rows = page.data.map((form) => toListItem(form, type, names, today));
  return { data: rows, meta: page.meta };
};
