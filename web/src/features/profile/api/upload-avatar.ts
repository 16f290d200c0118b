import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@shared/schemas/users';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { uploadWithTicket } from '@web/lib/presigned-upload';
import { useSession } from '@web/lib/session';
import { updateProfile } from './update-profile';

export const requestAvatarUpload = async (file: File) =>
  (await api.call(profileApi.startAvatarUpload, { body: { content_type: file.type, size: file.size } })).data;

/**
 * The presigned flow: ask the API for an upload (it checks type and size), POST the file to S3 (which
 * holds it to the signed key, type and size), then point the profile at the stored key, which the API
 * checks again. The profile update needs the current name and phone.
 */
export async function uploadAvatar(file: File, profile: UserView, onProgress: (percent: number) => void) {
  const ticket = await requestAvatarUpload(file);
  await uploadWithTicket(ticket, file, onProgress);
  // The name and phone as read, at the revision read: a change made meanwhile elsewhere is not overwritten (409).
  return updateProfile({ name: profile.name, phone: profile.phone, avatar_key: ticket.key, revision: profile.revision });
}

export const useUploadAvatar = (onProgress: (percent: number) => void) => {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: ({ file, profile }: { file: File; profile: UserView }) => uploadAvatar(file, profile, onProgress),
    // The avatar card says what was wrong with the picture.
    meta: { errorsShownBy: 'page' },
    // The header shows the picture too, and it learns it from the session.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }), refresh()]),
  });
};
