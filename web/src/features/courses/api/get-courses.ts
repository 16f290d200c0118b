import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { courseApi } from '@shared/api/courses';
import type { CourseListQuery } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The listing fields `GET /api/course` understands, sort columns included, as its contract parses them. */
export type CoursesQuery = CourseListQuery;
export type CourseSortField = CourseListQuery['order_by'];
export type SortOrder = CourseListQuery['order'];

export const getCourses = (query: CoursesQuery) => api.call(courseApi.list, { query });

export const coursesQueryOptions = (query: CoursesQuery) =>
  queryOptions({
    queryKey: queryKeys.catalogue.courseList(query),
    queryFn: () => getCourses(query),
    // Keep the current page on screen while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useCourses = (query: CoursesQuery) => useQuery(coursesQueryOptions(query));
