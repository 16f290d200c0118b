import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** Spec §9: selects fetch their options in one page of up to 1000. */
export const getLocations = () =>
  api.call(locationApi.list, { query: { pagination: 1000 } }).then((res) => res.data);

export const locationsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.locations(), queryFn: getLocations });

/** Every campus, for selects and for the locations screen. Readable by every signed-in user. */
export const useLocations = () => useQuery(locationsQueryOptions());
