import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@shared/schemas/auth';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const login = (body: LoginBody) => api.call(authApi.login, { body });

export const loginMutation = mutationOptions({ mutationFn: login });

export const useLogin = () => useMutation(loginMutation);
