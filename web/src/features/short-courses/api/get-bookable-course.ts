import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicBookingApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The public page's course and its sessions to come, seats left included. */
export const getBookableCourse = (id: string) => api.call(publicBookingApi.course, { params: { id } }).then((res) => res.data);

export const bookableCourseQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.shortCourses.bookable(id), queryFn: () => getBookableCourse(id) });

export const useBookableCourse = (id: string) => useQuery(bookableCourseQueryOptions(id));
