import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder, UserSortField, UsersQuery } from '../api/get-users';

export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 15;
const SORT_FIELDS: readonly UserSortField[] = ['name', 'email', 'created_at'];

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const pageSize = (raw: string | null) => {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
};

const oneOf = <T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(raw as T) ? (raw as T) : fallback;

/**
 * The users list's search, filters, sort and page live in the address bar, so a reload, a shared link
 * or "back" from the edit page returns to the same view.
 */
export const useUsersQueryParams = () => {
  const [params, setParams] = useSearchParams();

  const query = useMemo<UsersQuery>(() => {
    const verified = params.get('verified');
    return {
      search: params.get('search') ?? undefined,
      role: params.get('role') ?? undefined,
      verified: verified === 'true' || verified === 'false' ? verified : undefined,
      order_by: oneOf(params.get('order_by'), SORT_FIELDS, 'name'),
      order: oneOf<SortOrder>(params.get('order'), ['asc', 'desc'], 'asc'),
      page: positiveInt(params.get('page'), 1),
      pagination: pageSize(params.get('pagination')),
    };
  }, [params]);

  /** Merges changes into the address; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<UsersQuery>) => {
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

  const hasFilters = Boolean(query.search || query.role || query.verified);

  return { query, update, hasFilters };
};
