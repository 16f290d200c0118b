import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Resolves `null` when the person declines the client's "Are you sure?" confirmation. */
export const deleteUser = (id: string) => api.call(userApi.remove, { params: { id } });

export const deleteUserMutation = mutationOptions({
  mutationFn: deleteUser,
  // Roles count their users; courses count the trainers who deliver them.
  meta: { invalidates: [queryKeys.users.lists(), queryKeys.roles.lists(), queryKeys.catalogue.courses()] },
});

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteUserMutation,
    // Their page would only answer 404 now: not kept to be shown again.
    onSuccess: (result, id) => (result === null ? undefined : queryClient.removeQueries({ queryKey: queryKeys.users.detail(id) })),
  });
};
