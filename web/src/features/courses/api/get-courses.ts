import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@shared/schemas/common';
import type { AqfLevel, CourseView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export type CourseSortField = 'name' | 'national_code' | 'aqf_level' | 'created_at';
export type SortOrder = 'asc' | 'desc';

/** The listing fields `GET /api/course` understands (shared/schemas/courses.ts CourseListQuery). */
export interface CoursesQuery {
  search?: string;
  page: number;
  pagination: number;
  order: SortOrder;
  order_by: CourseSortField;
  category_id?: string;
  location_id?: string;
  aqf_level?: AqfLevel;
  status?: CourseView['status'];
}

export const getCourses = (query: CoursesQuery) => api.get<ListResponse<CourseView>>('/course', { ...query });

export const coursesQueryOptions = (query: CoursesQuery) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: () => getCourses(query),
    // Keep the current page on screen while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useCourses = (query: CoursesQuery) => useQuery(coursesQueryOptions(query));
