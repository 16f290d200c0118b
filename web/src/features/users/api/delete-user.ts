import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

/** Resolves `null` when the person declines the client's "Are you sure?" confirmation. */
export const deleteUser = (id: string) => api.call(userApi.remove, { params: { id } });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (result, id) => {
      if (result === null) return;
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
};
