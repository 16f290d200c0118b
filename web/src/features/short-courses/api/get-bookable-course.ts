import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_CALLS } from '@shared/api/booking-calls';
import { routeRef } from '@shared/api/route-def';
import type { publicBookingApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

// By its path only: the public booking page loads no schema.
const courseCall = routeRef<typeof publicBookingApi.course>(BOOKING_CALLS.course);

/** The public page's course and its sessions to come, seats left included. */
export const getBookableCourse = (id: string) => api.call(courseCall, { params: { id } }).then((res) => res.data);

export const bookableCourseQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.shortCourses.bookable(id), queryFn: () => getBookableCourse(id) });

export const useBookableCourse = (id: string) => useQuery(bookableCourseQueryOptions(id));
