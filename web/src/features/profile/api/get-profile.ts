import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';

export const getProfile = async () => (await api.call(profileApi.show)).data;

/** Keyed `['profile']`: the dashboard reads the same answer for its verification notice. */
export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
