// Spec §3 listing fields applied to rows already in memory: search, order, order_by, page, pagination.
import type { ListMeta, ListQuery } from '@shared/schemas/common';

type SortKey<T> = (row: T) => string | number;

export interface ListOptions<T, S extends string> {
  /** The text fields `search` looks in (case-insensitive substring). */
  searchIn: (row: T) => (string | undefined)[];
  /** A sort key for every column the list's `order_by` enum names. */
  sortKeys: Record<S, SortKey<T>>;
}

/** The sort key of a column; only the list's own columns count, never inherited properties. */
const sortKeyOf = <T, S extends string>(sortKeys: Record<S, SortKey<T>>, column: string | undefined): SortKey<T> | undefined => {
  const columns = Object.keys(sortKeys) as S[];
  const chosen = columns.find((c) => c === column) ?? columns[0];
  return chosen === undefined ? undefined : sortKeys[chosen];
};

/** Filters, sorts and pages rows the way every list call answers: `{ data, meta }`. */
export const paginate = <T, S extends string>(
  rows: T[],
  query: ListQuery & { order_by?: S },
  options: ListOptions<T, S>,
): { data: T[]; meta: ListMeta } => {
  const needle = query.search?.toLowerCase();
  const found = needle ? rows.filter((row) => options.searchIn(row).some((v) => v?.toLowerCase().includes(needle))) : rows;
  const key = sortKeyOf(options.sortKeys, query.order_by);
  const direction = query.order === 'desc' ? -1 : 1;
  const sorted = key
    ? [...found].sort((a, b) => {
        const x = key(a);
        const y = key(b);
        return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
      })
    : found;
  const start = (query.page - 1) * query.pagination;
  return {
    data: sorted.slice(start, start + query.pagination),
    meta: { page: query.page, pagination: query.pagination, total: found.length },
  };
};
