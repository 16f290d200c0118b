import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getRole = (id: string) => api.call(roleApi.show, { params: { id } }).then((res) => res.data);

export const roleQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.roles.detail(id), queryFn: () => getRole(id) });

/** Disabled without an id: the same page creates a role at `/roles/new`. */
export const useRole = (id: string | undefined) => useQuery({ ...roleQueryOptions(id ?? ''), enabled: Boolean(id) });
