import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerProfile } from '@shared/schemas/users';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export const updateTrainerProfile = ({ userId, body }: { userId: string; body: TrainerProfile }) =>
  api.call(userApi.updateTrainer, { params: { id: userId }, body });

export const useUpdateTrainerProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainerProfile,
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.trainer(userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
      ]),
  });
};
