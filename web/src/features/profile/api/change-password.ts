import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeOwnPasswordBody } from '@shared/schemas/auth';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';

export const changePassword = (body: z.output<typeof ChangeOwnPasswordBody>) => api.call(profileApi.changePassword, { body });

export const changePasswordMutation = mutationOptions({ mutationFn: changePassword });

export const useChangePassword = () => useMutation(changePasswordMutation);
