import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordBody } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const forgotPassword = (body: z.output<typeof ForgotPasswordBody>) => api.call(authApi.forgotPassword, { body });

export const forgotPasswordMutation = mutationOptions({ mutationFn: forgotPassword });

export const useForgotPassword = () => useMutation(forgotPasswordMutation);
