import type { LoginBody } from '@shared/schemas/auth';
import type { authApi } from '@shared/api/auth';
import { AUTH_CALLS } from '@shared/api/auth-calls';
import { routeRef } from '@shared/api/route-def';
import { api } from '@web/lib/api-client';
import type { WriteOptions } from '@web/lib/public-fetch';

// By its path only: the sign-in page loads no schema (the server checks the body).
const loginCall = routeRef<typeof authApi.login>(AUTH_CALLS.login);

export const login = (body: LoginBody) => api.call(loginCall, { body });

export const loginMutation: WriteOptions<Awaited<ReturnType<typeof login>>, LoginBody> = { mutationFn: login };
