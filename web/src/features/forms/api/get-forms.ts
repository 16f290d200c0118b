import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import type { FormListQuery } from '@shared/schemas/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What a family's list asks `GET /api/form` for: the listing fields and filters, without the cursor (kept here). */
export type FormsQuery = Omit<FormListQuery, 'cursor'>;
export type FormSortField = FormListQuery['order_by'];

// Empty filters are left out of the query string rather than sent as `search=`.
const withoutEmpty = <T extends object>(query: T): Partial<T> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;

/**
 * `meta.next_cursor` of each page, by the query it belongs to and the page it opens. The list is paged over
 * an index (functions/platform/paging.ts): sent back with the next page, the cursor spares the server the walk to
 * it. It is only a hint (the server ignores one that does not fit), so it stays out of the query key: the
 * same page is the same data with or without it.
 */
const cursors = new Map<string, string>();
const MAX_CURSORS = 200;

const cursorKey = ({ page, ...rest }: FormsQuery, forPage = page) => `${JSON.stringify(withoutEmpty(rest))}#${forPage}`;

export const getForms = async (query: FormsQuery) => {
  const cursor = query.page > 1 ? cursors.get(cursorKey(query)) : undefined;
  const answer = await api.call(formApi.list, { query: withoutEmpty({ ...query, cursor }) });
  if (answer.meta.next_cursor) {
    if (cursors.size >= MAX_CURSORS) cursors.clear();
    cursors.set(cursorKey(query, query.page + 1), answer.meta.next_cursor);
  }
  return answer;
};

export const formsQueryOptions = (query: FormsQuery) =>
  queryOptions({
    queryKey: queryKeys.forms.list(query.form_type, query),
    queryFn: () => getForms(query),
    // Keep the current page on screen while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

/** One family's forms: all of them for its staff, the caller's own for students and agents (the server decides). */
export const useForms = (query: FormsQuery) => useQuery(formsQueryOptions(query));
