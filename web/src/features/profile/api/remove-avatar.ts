import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

/** Resolves null when the user declines the confirmation. */
export const removeAvatar = () => api.call(profileApi.removeAvatar);

export const useRemoveAvatar = () => {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (result) => (result ? Promise.all([queryClient.invalidateQueries({ queryKey: ['profile'] }), refresh()]) : undefined),
  });
};
