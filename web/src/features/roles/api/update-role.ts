import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody, RoleView } from '@shared/schemas/roles';
import { api } from '@web/lib/api-client';
import { roleKeys } from './role-keys';

export const updateRole = ({ id, body }: { id: string; body: RoleBody }) =>
  api.put<{ message: string; data: RoleView }>(`/roles/${encodeURIComponent(id)}`, body);

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
};
