import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, UserView } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export const createUser = (body: CreateUserBody) => api.post<{ message: string; data: UserView }>('/users', body);

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
};
