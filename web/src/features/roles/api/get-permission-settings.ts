import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionSettingsView } from '@shared/schemas/roles';
import { api } from '@web/lib/api-client';
import { roleKeys } from './role-keys';

export const getPermissionSettings = () =>
  api.get<{ data: PermissionSettingsView }>('/permission-settings').then((res) => res.data);

export const permissionSettingsQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.permissionSettings(), queryFn: getPermissionSettings });

export const usePermissionSettings = () => useQuery(permissionSettingsQueryOptions());
