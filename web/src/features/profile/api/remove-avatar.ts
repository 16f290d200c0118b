import { mutationOptions, useMutation } from '@tanstack/react-query';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Resolves null when the user declines the confirmation. */
export const removeAvatar = () => api.call(profileApi.removeAvatar);

// The header shows the picture too, and it learns it from the session.
export const removeAvatarMutation = mutationOptions({
  mutationFn: removeAvatar,
  meta: { invalidates: [queryKeys.profile.all, queryKeys.session.all] },
});

export const useRemoveAvatar = () => useMutation(removeAvatarMutation);
