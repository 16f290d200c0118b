import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

// A college has a handful of roles; one page of all of them (spec §9's select size) keeps the list simple.
const ALL_ROLES = 1000;

export const getRoles = (search?: string) => api.call(roleApi.list, { query: { pagination: ALL_ROLES, ...(search ? { search } : {}) } });

export const rolesQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: queryKeys.roles.list({ search }),
    queryFn: () => getRoles(search),
    placeholderData: keepPreviousData,
  });

export const useRoles = (search?: string) => useQuery(rolesQueryOptions(search));
