import { mutationOptions, useMutation } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const verifyUser = ({ id, verify }: { id: string; verify: boolean }) => api.call(userApi.verify, { params: { id }, body: { verify } });

export const verifyUserMutation = mutationOptions({ mutationFn: verifyUser, meta: { invalidates: [queryKeys.users.all] } });

export const useVerifyUser = () => useMutation(verifyUserMutation);
