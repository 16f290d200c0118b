import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody, RoleView } from '@shared/schemas/roles';
import { api } from '@web/lib/api-client';
import { roleKeys } from './role-keys';

export const createRole = (body: RoleBody) => api.post<{ message: string; data: RoleView }>('/roles', body);

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
};
