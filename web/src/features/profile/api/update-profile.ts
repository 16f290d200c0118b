import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateProfileBody } from '@shared/schemas/users';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

export type ProfileChanges = z.output<typeof UpdateProfileBody>;

export const updateProfile = (body: ProfileChanges) => api.call(profileApi.update, { body });

/** Refreshes the profile and the session, so the header shows a new name at once. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['profile'] }), refresh()]);
    },
  });
};
