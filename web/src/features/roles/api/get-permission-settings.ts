import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getPermissionSettings = () => api.call(roleApi.permissionSettings).then((res) => res.data);

export const permissionSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.roles.permissionSettings(), queryFn: getPermissionSettings });

export const usePermissionSettings = () => useQuery(permissionSettingsQueryOptions());
