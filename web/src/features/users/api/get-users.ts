import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@shared/schemas/common';
import type { UserView } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export type UserSortField = 'name' | 'email' | 'created_at';
export type SortOrder = 'asc' | 'desc';

/** The listing fields `GET /api/users` understands (spec §3, shared/schemas/users.ts UserListQuery). */
export interface UsersQuery {
  search?: string;
  page: number;
  pagination: number;
  order: SortOrder;
  order_by: UserSortField;
  /** A role name, as the API filters by name. */
  role?: string;
  verified?: 'true' | 'false';
}

// Empty filters are left out of the query string rather than sent as `search=`.
const withoutEmpty = (query: UsersQuery): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const getUsers = (query: UsersQuery) => api.get<ListResponse<UserView>>('/users', withoutEmpty(query));

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    // Keep the current page on screen while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
