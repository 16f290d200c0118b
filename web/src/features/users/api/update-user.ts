import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@shared/schemas/users';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  api.call(userApi.update, { params: { id }, body });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The detail, the trainer profile (which embeds the user) and every list may show the changed fields.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
