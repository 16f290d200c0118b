import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Resolves null when the user declines the confirmation. */
export const removeAvatar = () => api.delete<{ message: string }>('/profile/avatar');

export const useRemoveAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (result) => (result ? queryClient.invalidateQueries({ queryKey: ['profile'] }) : undefined),
  });
};
