import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getTrainerProfile = (userId: string) => api.call(userApi.showTrainer, { params: { id: userId } }).then((res) => res.data);

export const trainerProfileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.users.trainer(userId), queryFn: () => getTrainerProfile(userId) });

export const useTrainerProfile = (userId: string) => useQuery(trainerProfileQueryOptions(userId));
