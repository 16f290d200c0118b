import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const verifyEmail = ({ id, token }: { id: string; token: string }) =>
  api.post<{ message: string }>(`/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(token)}`);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
