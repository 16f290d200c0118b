import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getUser = (id: string) => api.call(userApi.show, { params: { id } }).then((res) => res.data);

export const userQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: () => getUser(id) });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
