import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const resendVerification = () => api.post<{ message: string }>('/email/resend');

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
