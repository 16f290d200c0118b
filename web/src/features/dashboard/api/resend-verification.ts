import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';

export const resendVerification = () => api.call(authApi.resendVerification);

export const resendVerificationMutation = mutationOptions({ mutationFn: resendVerification });

export const useResendVerification = () => useMutation(resendVerificationMutation);
