import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

export const login = (body: LoginBody) => api.post<LoginResponse>('/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
