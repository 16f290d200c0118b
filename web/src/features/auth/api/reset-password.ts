import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetPasswordBody } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

export const resetPassword = (body: z.output<typeof ResetPasswordBody>) => api.post<{ message: string }>('/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
