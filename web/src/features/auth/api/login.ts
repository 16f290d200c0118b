import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@shared/schemas/auth';
import type { authApi } from '@shared/api/auth';
import { AUTH_CALLS } from '@shared/api/auth-calls';
import { routeRef } from '@shared/api/route-def';
import { api } from '@web/lib/api-client';

// By its path only: the sign-in page loads no schema (the server checks the body).
const loginCall = routeRef<typeof authApi.login>(AUTH_CALLS.login);

export const login = (body: LoginBody) => api.call(loginCall, { body });

export const loginMutation = mutationOptions({ mutationFn: login });

export const useLogin = () => useMutation(loginMutation);
