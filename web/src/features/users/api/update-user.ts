import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { UpdateUserBody } from '@shared/schemas/users';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) => api.call(userApi.update, { params: { id }, body });

export const updateUserMutation = mutationOptions({
  mutationFn: updateUser,
  // The detail, the trainer profile (which embeds the user) and every list may show the changed fields;
  // the roles list counts each role's users.
  meta: { invalidates: [queryKeys.users.all, queryKeys.roles.lists()] },
});

export const useUpdateUser = () => useMutation(updateUserMutation);
