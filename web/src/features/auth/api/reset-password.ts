import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetPasswordBody } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const resetPassword = (body: z.output<typeof ResetPasswordBody>) => api.call(authApi.resetPassword, { body });

export const resetPasswordMutation = mutationOptions({ mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutation);
