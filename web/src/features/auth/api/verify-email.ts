import { useMutation } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const verifyEmail = ({ id, token }: { id: string; token: string }) =>
  api.call(authApi.verifyEmail, { params: { id, token } });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
