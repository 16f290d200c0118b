import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordBody } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const forgotPassword = (body: z.output<typeof ForgotPasswordBody>) => api.call(authApi.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
