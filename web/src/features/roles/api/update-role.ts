import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody } from '@shared/schemas/roles';
import { roleApi } from '@shared/api/roles';
import { api } from '@web/lib/api-client';
import { roleKeys } from './role-keys';

export const updateRole = ({ id, body }: { id: string; body: RoleBody }) =>
  api.call(roleApi.update, { params: { id }, body });

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
};
