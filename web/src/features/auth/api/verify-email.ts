import { authApi } from '@shared/api/auth';
import { api } from '@web/lib/api-client';
import { useWrite } from '@web/lib/public-fetch';

export const verifyEmail = ({ id, token }: { id: string; token: string }) => api.call(authApi.verifyEmail, { params: { id, token } });

// The page says why a link did not work (expired, used), with what to do next.
export const useVerifyEmail = () => useWrite({ mutationFn: verifyEmail, meta: { errorsShownBy: 'page' } });
