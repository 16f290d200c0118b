// Read by the user forms' role picker and the users list's role filter; the roles feature's changes refresh it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The roles a user can be given (`GET /api/roles/list`). */
export const getRoleOptions = () => api.call(roleApi.options).then((res) => res.data);

// Under the roles prefix: creating, renaming or deleting a role refreshes it.
export const roleOptionsQueryOptions = () => queryOptions({ queryKey: queryKeys.roles.options(), queryFn: getRoleOptions });

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions());
