import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody } from '@shared/schemas/roles';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { roleKeys } from './role-keys';

export const createRole = (body: RoleBody) => api.call(roleApi.create, { body });

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
};
