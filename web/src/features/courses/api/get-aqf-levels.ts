import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickerApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getAqfLevels = () => api.call(pickerApi.aqfLevels).then((res) => res.aqf_levels);

// The levels are fixed by the framework: fetched once a session.
export const aqfLevelsQueryOptions = () => queryOptions({ queryKey: queryKeys.catalogue.aqfLevels(), queryFn: getAqfLevels, staleTime: Infinity });

export const useAqfLevels = () => useQuery(aqfLevelsQueryOptions());
