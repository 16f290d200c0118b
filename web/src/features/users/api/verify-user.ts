import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export const verifyUser = ({ id, verify }: { id: string; verify: boolean }) =>
  api.post<{ message: string; data?: UserView }>(`/users/${encodeURIComponent(id)}/verify`, { verify });

export const useVerifyUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
