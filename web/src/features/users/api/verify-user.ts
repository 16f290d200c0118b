import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export const verifyUser = ({ id, verify }: { id: string; verify: boolean }) =>
  api.call(userApi.verify, { params: { id }, body: { verify } });

export const useVerifyUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
