import { queryOptions, useQuery } from '@tanstack/react-query';
import { shortCoursesApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getShortCourse = (id: string) => api.call(shortCoursesApi.show, { params: { id } }).then((res) => res.data);

export const shortCourseQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.shortCourses.detail(id), queryFn: () => getShortCourse(id) });

export const useShortCourse = (id: string) => useQuery(shortCourseQueryOptions(id));
