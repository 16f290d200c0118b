import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateProfileBody } from '@shared/schemas/users';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type ProfileChanges = z.output<typeof UpdateProfileBody>;

export const updateProfile = (body: ProfileChanges) => api.call(profileApi.update, { body });

/** Refreshes the profile and the session, so the header shows a new name at once. */
export const updateProfileMutation = mutationOptions({
  mutationFn: updateProfile,
  meta: { invalidates: [queryKeys.profile.all, queryKeys.session.all] },
});

export const useUpdateProfile = () => useMutation(updateProfileMutation);
