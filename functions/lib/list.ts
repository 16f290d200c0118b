// Spec §3 listing fields applied to rows already in memory: search, order, order_by, page, pagination.
import type { ListMeta, ListQuery } from '@shared/schemas/common';

export interface ListOptions<T> {
  /** The text fields `search` looks in (case-insensitive substring). */
  searchIn: (row: T) => (string | undefined)[];
  /** Sort keys by `order_by` name; the first is the default. */
  sortKeys: Record<string, (row: T) => string | number>;
}

/** Filters, sorts and pages rows the way every list call answers: `{ data, meta }`. */
export const paginate = <T>(rows: T[], query: ListQuery, options: ListOptions<T>): { data: T[]; meta: ListMeta } => {
  const needle = query.search?.toLowerCase();
  const found = needle
    ? rows.filter((row) => options.searchIn(row).some((v) => v?.toLowerCase().includes(needle)))
    : rows;
  const defaultKey = Object.keys(options.sortKeys)[0];
  const key = options.sortKeys[query.order_by ?? ''] ?? (defaultKey ? options.sortKeys[defaultKey] : undefined);
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
