import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickerApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';

export interface CourseOption {
  id: string;
  national_code: string;
  name: string;
}

/** The active courses of the catalogue, for the courses a trainer delivers (`GET /api/course-list`). */
export const getCourseOptions = () => api.call(pickerApi.activeCourses).then((res) => res.data);

export const courseOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['course-list'] as const,
    queryFn: getCourseOptions,
    // The catalogue changes rarely; one fetch per five minutes is plenty for a select.
    staleTime: 5 * 60 * 1000,
  });

export const useCourseOptions = () => useQuery(courseOptionsQueryOptions());
