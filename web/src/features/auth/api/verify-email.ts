import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const verifyEmail = ({ id, token }: { id: string; token: string }) => api.call(authApi.verifyEmail, { params: { id, token } });

// The page says why a link did not work (expired, used), with what to do next.
export const verifyEmailMutation = mutationOptions({ mutationFn: verifyEmail, meta: { errorsShownBy: 'page' } });

export const useVerifyEmail = () => useMutation(verifyEmailMutation);
