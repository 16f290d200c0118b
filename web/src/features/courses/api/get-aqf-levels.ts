import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AqfLevel } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const getAqfLevels = () => api.get<{ aqf_levels: AqfLevel[] }>('/courses/aqf-levels').then((res) => res.aqf_levels);

// The levels are fixed by the framework: fetched once a session.
export const aqfLevelsQueryOptions = () => queryOptions({ queryKey: courseKeys.aqfLevels(), queryFn: getAqfLevels, staleTime: Infinity });

export const useAqfLevels = () => useQuery(aqfLevelsQueryOptions());
