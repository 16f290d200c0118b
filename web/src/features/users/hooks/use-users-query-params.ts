import { oneOf, text, useListQueryParams, type ListQueryConfig } from '@web/lib/use-list-query-params';
import type { UserSortField, UsersQuery } from '../api/get-users';

type UserFilters = Pick<UsersQuery, 'role' | 'verified' | 'active'>;

const CONFIG: ListQueryConfig<UserSortField, UserFilters> = {
  sortFields: ['name', 'email', 'created_at'],
  defaultSort: 'name',
  filters: {
    role: text,
    verified: (raw) => oneOf(raw, ['true', 'false']),
    active: (raw) => oneOf(raw, ['true', 'false']),
  },
};

/** The users list's search, filters, sort and page, kept in the address bar. */
export const useUsersQueryParams = () => useListQueryParams(CONFIG);
