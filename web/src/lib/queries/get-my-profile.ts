// Read by the profile page and the dashboard (its verification notice): one cached answer for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '@shared/api/users';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The signed-in user's own record (`GET /api/profile`). */
export const getMyProfile = async () => (await api.call(profileApi.show)).data;

export const myProfileQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.all, queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
