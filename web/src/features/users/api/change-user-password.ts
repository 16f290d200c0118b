import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ChangeUserPasswordInput {
  id: string;
  body: { password: string; password_confirmation: string };
}

/** An administrator sets a new password for another user; nothing cached shows passwords, so nothing to invalidate. */
export const changeUserPassword = ({ id, body }: ChangeUserPasswordInput) =>
  api.post<{ message: string }>(`/users/${encodeURIComponent(id)}/change-password`, body);

export const useChangeUserPassword = () => useMutation({ mutationFn: changeUserPassword });
