// Read by the course picker, the course filters and forms, and the locations screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationApi } from '@shared/api/courses';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** Spec §9: selects fetch their options in one page of up to 1000. */
export const getLocations = () => api.call(locationApi.list, { query: { pagination: 1000 } }).then((res) => res.data);

export const locationsQueryOptions = () => queryOptions({ queryKey: queryKeys.catalogue.locations(), queryFn: getLocations });

/** Every campus. Readable by every signed-in user. */
export const useLocations = () => useQuery(locationsQueryOptions());
