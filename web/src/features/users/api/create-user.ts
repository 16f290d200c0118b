import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '@shared/schemas/users';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export const createUser = (body: CreateUserBody) => api.call(userApi.create, { body });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
};
