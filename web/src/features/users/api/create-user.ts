import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CreateUserBody } from '@shared/schemas/users';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const createUser = (body: CreateUserBody) => api.call(userApi.create, { body });

export const createUserMutation = mutationOptions({
  mutationFn: createUser,
  // The roles list counts each role's users.
  meta: { invalidates: [queryKeys.users.lists(), queryKeys.roles.lists()] },
});

export const useCreateUser = () => useMutation(createUserMutation);
