import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The campuses a session can be at (the catalogue's locations, a short list). */
export const getCampuses = () => api.call(locationApi.list, { query: { pagination: 100 } }).then((res) => res.data);

export const campusesQueryOptions = () => queryOptions({ queryKey: queryKeys.catalogue.locations(), queryFn: getCampuses, staleTime: 5 * 60_000 });

export const useCampuses = () => useQuery(campusesQueryOptions());
