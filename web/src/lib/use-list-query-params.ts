import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SORT_ORDERS, type SortOrder } from './sort-order';

/** The page sizes a list offers; any other `pagination` in the address falls back to the default. */
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 15;

/** The fields every paged, sorted, searchable list keeps in the address bar. */
export interface ListParams<F extends string> {
  search?: string;
  order_by: F;
  order: SortOrder;
  page: number;
  pagination: number;
}

/** What `useListQueryParams` gives a list page: its query, a way to change it, and what is filtered. */
export interface ListQueryState<F extends string, T = object> {
  query: ListParams<F> & T;
  /** Merges changes into the address; any change other than the page itself goes back to page 1. */
  update(changes: Partial<ListParams<F> & T>): void;
  /** A search or a filter is set. */
  hasFilters: boolean;
  /** How many filters (not counting the search) are set: a phone's folded "Filters" button says so. */
  activeFilters: number;
  clearFilters(): void;
}

/** How to read each filter of a list from its raw query-string value (`null` when absent). */
export type FilterParsers<T> = { [K in keyof T]-?: (raw: string | null) => T[K] | undefined };

/** What a list's URL state needs to know: its sort fields, the default one, and its filters. */
export interface ListQueryConfig<F extends string, T> {
  sortFields: readonly F[];
  defaultSort: F;
  filters: FilterParsers<T>;
}

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const pageSize = (raw: string | null) => {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
};

/** The raw value if it is one of `allowed`, else `undefined`. */
export const oneOf = <T extends string>(raw: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(raw as T) ? (raw as T) : undefined;

/** A free-text filter: the raw value, or `undefined` when absent. */
export const text = (raw: string | null): string | undefined => raw ?? undefined;

/**
 * A list's search, filters, sort and page live in the address bar, so a reload, a shared link
 * or "back" from the edit page returns to the same view. Pass a config defined once at module scope.
 */
export const useListQueryParams = <F extends string, T extends object>({
  sortFields,
  defaultSort,
  filters,
}: ListQueryConfig<F, T>): ListQueryState<F, T> => {
  const [params, setParams] = useSearchParams();
  const filterKeys = useMemo(() => Object.keys(filters) as (keyof T & string)[], [filters]);

  const query = useMemo(() => {
    const values = Object.fromEntries(filterKeys.map((key) => [key, filters[key](params.get(key))])) as T;
    return {
      search: params.get('search') ?? undefined,
      ...values,
      order_by: oneOf(params.get('order_by'), sortFields) ?? defaultSort,
      order: oneOf(params.get('order'), SORT_ORDERS) ?? 'asc',
      page: positiveInt(params.get('page'), 1),
      pagination: pageSize(params.get('pagination')),
    } as ListParams<F> & T;
  }, [params, filterKeys, filters, sortFields, defaultSort]);

  const update = useCallback(
    (changes: Partial<ListParams<F> & T>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === null) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const activeFilters = filterKeys.filter((key) => Boolean(query[key])).length;
  const hasFilters = Boolean(query.search) || activeFilters > 0;
  const clearFilters = useCallback(
    () => update(Object.fromEntries(['search', ...filterKeys].map((key) => [key, undefined])) as Partial<ListParams<F> & T>),
    [update, filterKeys],
  );

  return { query, update, hasFilters, activeFilters, clearFilters };
};
