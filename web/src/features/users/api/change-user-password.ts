import { mutationOptions, useMutation } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';

export interface ChangeUserPasswordInput {
  id: string;
  body: { password: string; password_confirmation: string };
}

/** An administrator sets a new password for another user. */
export const changeUserPassword = ({ id, body }: ChangeUserPasswordInput) => api.call(userApi.changePassword, { params: { id }, body });

// Nothing cached shows passwords, so nothing to invalidate.
export const changeUserPasswordMutation = mutationOptions({ mutationFn: changeUserPassword });

export const useChangeUserPassword = () => useMutation(changeUserPasswordMutation);
