import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const register = (body: RegisterBody) => api.call(authApi.register, { body });

export const registerMutation = mutationOptions({ mutationFn: register });

export const useRegister = () => useMutation(registerMutation);
