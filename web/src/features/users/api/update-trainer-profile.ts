import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { TrainerProfileUpdateBody } from '@shared/schemas/users';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const updateTrainerProfile = ({ userId, body }: { userId: string; body: TrainerProfileUpdateBody }) =>
  api.call(userApi.updateTrainer, { params: { id: userId }, body });

export const updateTrainerProfileMutation = mutationOptions({
  mutationFn: updateTrainerProfile,
  // The profile and the user who owns it; courses count the trainers who deliver them (their delete depends on it).
  meta: { invalidates: [queryKeys.users.all, queryKeys.catalogue.courses()] },
});

export const useUpdateTrainerProfile = () => useMutation(updateTrainerProfileMutation);
