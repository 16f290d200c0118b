import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionSettingsView } from '@shared/schemas/roles';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface PermissionCell {
  role_id: string;
  permission: string;
  granted: boolean;
}

export const updatePermissionCell = (cell: PermissionCell) => api.call(roleApi.setPermission, { body: cell });

const withCell = (settings: PermissionSettingsView, { role_id, permission, granted }: PermissionCell): PermissionSettingsView => ({
  ...settings,
  roles: settings.roles.map((role) => {
    if (role.id !== role_id) return role;
    const others = role.permissions.filter((p) => p !== permission);
    return { ...role, permissions: granted ? [...others, permission] : others };
  }),
});

/**
 * Grants or revokes one permission of one role. The matrix shows the change at once (optimistic) and puts
 * the box back if the server refuses; the client's error toast says why.
 */
export const useUpdatePermissionCell = () => {
  const queryClient = useQueryClient();
  const key = queryKeys.roles.permissionSettings();
  const mutationKey = [...key, 'cell'];
  return useMutation({
    mutationKey,
    mutationFn: updatePermissionCell,
    onMutate: async (cell) => {
      // A refetch landing mid-click would overwrite the optimistic tick with stale data.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PermissionSettingsView>(key);
      if (previous) queryClient.setQueryData(key, withCell(previous, cell));
    },
    onError: (_error, cell) => {
      // Undo only this cell, so other clicks made meanwhile are kept.
      const current = queryClient.getQueryData<PermissionSettingsView>(key);
      if (current) queryClient.setQueryData(key, withCell(current, { ...cell, granted: !cell.granted }));
    },
    onSettled: () => {
      // Refetch only after the last of several quick clicks: an earlier refetch would briefly undo the later ticks.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      // The roles list and role details show permissions too, so everything under `roles` is refreshed.
      return queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
    },
  });
};
