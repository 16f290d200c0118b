import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import type { UserListQuery } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The listing fields `GET /api/users` understands (spec §3), sort columns included, as its contract parses them. */
export type UsersQuery = UserListQuery;
export type UserSortField = UserListQuery['order_by'];
export type SortOrder = UserListQuery['order'];

// Empty filters are left out of the query string rather than sent as `search=`.
const withoutEmpty = (query: UsersQuery): Partial<UsersQuery> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const getUsers = (query: UsersQuery) => api.call(userApi.list, { query: withoutEmpty(query) });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: () => getUsers(query),
    // Keep the current page on screen while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
