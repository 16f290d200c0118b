import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

export const register = (body: RegisterBody) => api.post<{ message: string }>('/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
