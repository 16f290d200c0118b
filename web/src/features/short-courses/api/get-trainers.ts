import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { ROLE } from '@shared/permissions';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

/** The trainers a session can name: the users whose role is Trainer. */
export const getTrainers = () => api.call(userApi.list, { query: { role: ROLE.trainer, pagination: 100, order_by: 'name' } }).then((res) => res.data);

export const trainersQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.shortCourses.all, 'trainers'], queryFn: getTrainers, staleTime: 5 * 60_000 });

/** For the booking office; none without list-user. */
export const useTrainers = () => {
  const { can } = useSession();
  return useQuery({ ...trainersQueryOptions(), enabled: can('list-user') });
};
