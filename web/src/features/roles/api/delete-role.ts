import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { roleKeys } from './role-keys';

/** Resolves `null` when the person declines the client's "Are you sure?" confirmation. */
export const deleteRole = (id: string) => api.call(roleApi.remove, { params: { id } });

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (result, id) => {
      if (result === null) return;
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
};
