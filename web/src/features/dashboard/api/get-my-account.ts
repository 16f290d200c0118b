import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '@shared/api/users';
import { api } from '@web/lib/api-client';

// The same call and key as the profile feature's own-profile query: both read one cached answer,
// so a profile change shows on the dashboard without a second request.
export const getMyAccount = async () => (await api.call(profileApi.show)).data;

export const myAccountQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getMyAccount });

export const useMyAccount = () => useQuery(myAccountQueryOptions());
