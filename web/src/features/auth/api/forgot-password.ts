import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordBody } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

export const forgotPassword = (body: z.output<typeof ForgotPasswordBody>) => api.post<{ message: string }>('/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
