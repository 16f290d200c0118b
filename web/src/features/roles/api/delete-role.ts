import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Resolves `null` when the person declines the client's "Are you sure?" confirmation. */
export const deleteRole = (id: string) => api.call(roleApi.remove, { params: { id } });

// The list, the matrix and the user forms' role picker.
export const deleteRoleMutation = mutationOptions({ mutationFn: deleteRole, meta: { invalidates: [queryKeys.roles.all] } });

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteRoleMutation,
    // Its page would only answer 404 now: not kept to be shown again.
    onSuccess: (result, id) => (result === null ? undefined : queryClient.removeQueries({ queryKey: queryKeys.roles.detail(id) })),
  });
};
