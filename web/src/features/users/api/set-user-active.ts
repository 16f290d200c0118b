import { mutationOptions, useMutation } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Deactivates (`active: false`) or reactivates an account. */
export const setUserActive = ({ id, active }: { id: string; active: boolean }) => api.call(userApi.setActive, { params: { id }, body: { active } });

export const setUserActiveMutation = mutationOptions({ mutationFn: setUserActive, meta: { invalidates: [queryKeys.users.all] } });

export const useSetUserActive = () => useMutation(setUserActiveMutation);
