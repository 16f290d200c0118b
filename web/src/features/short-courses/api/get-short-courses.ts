import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shortCoursesApi } from '@shared/api/short-courses';
import type { ShortCourseListQuery } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getShortCourses = (query: ShortCourseListQuery) => api.call(shortCoursesApi.list, { query });

export const shortCoursesQueryOptions = (query: ShortCourseListQuery) =>
  queryOptions({ queryKey: queryKeys.shortCourses.list(query), queryFn: () => getShortCourses(query), placeholderData: keepPreviousData });

export const useShortCourses = (query: ShortCourseListQuery) => useQuery(shortCoursesQueryOptions(query));
