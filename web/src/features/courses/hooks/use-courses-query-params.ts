import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AQF_LEVELS, COURSE_STATUSES } from '@shared/schemas/courses';
import type { CourseSortField, CoursesQuery, SortOrder } from '../api/get-courses';

export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 15;
const SORT_FIELDS: readonly CourseSortField[] = ['name', 'national_code', 'aqf_level', 'created_at'];

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const pageSize = (raw: string | null) => {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
};

const oneOf = <T extends string>(raw: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(raw as T) ? (raw as T) : undefined;

/**
 * The course list's search, filters, sort and page live in the address bar, so a reload, a shared link
 * or "back" from the edit page returns to the same view.
 */
export const useCoursesQueryParams = () => {
  const [params, setParams] = useSearchParams();

  const query = useMemo<CoursesQuery>(
    () => ({
      search: params.get('search') ?? undefined,
      category_id: params.get('category_id') ?? undefined,
      location_id: params.get('location_id') ?? undefined,
      aqf_level: oneOf(params.get('aqf_level'), AQF_LEVELS),
      status: oneOf(params.get('status'), COURSE_STATUSES),
      order_by: oneOf(params.get('order_by'), SORT_FIELDS) ?? 'name',
      order: oneOf<SortOrder>(params.get('order'), ['asc', 'desc']) ?? 'asc',
      page: positiveInt(params.get('page'), 1),
      pagination: pageSize(params.get('pagination')),
    }),
    [params],
  );

  /** Merges changes into the address; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<CoursesQuery>) => {
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

  const hasFilters = Boolean(query.search || query.category_id || query.location_id || query.aqf_level || query.status);
  const clearFilters = useCallback(
    () => update({ search: undefined, category_id: undefined, location_id: undefined, aqf_level: undefined, status: undefined }),
    [update],
  );

  return { query, update, hasFilters, clearFilters };
};
