import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export interface RoleOption {
  id: string;
  name: string;
}

/** The roles a user can be given, for the role select and the role filter (`GET /api/roles/list`). */
export const getRoleOptions = () => api.call(roleApi.options).then((res) => res.data);

export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.roleOptions(),
    queryFn: getRoleOptions,
    // Roles change rarely; one fetch per five minutes is plenty for a select.
    staleTime: 5 * 60 * 1000,
  });

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions());
