import { useMutation } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';

export interface ChangeUserPasswordInput {
  id: string;
  body: { password: string; password_confirmation: string };
}

/** An administrator sets a new password for another user; nothing cached shows passwords, so nothing to invalidate. */
export const changeUserPassword = ({ id, body }: ChangeUserPasswordInput) =>
  api.call(userApi.changePassword, { params: { id }, body });

export const useChangeUserPassword = () => useMutation({ mutationFn: changeUserPassword });
