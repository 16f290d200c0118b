import { BOOKING_CALLS } from '@shared/api/booking-calls';
import { routeRef } from '@shared/api/route-def';
import type { publicBookingApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { useRead } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';

// By its path only: the public booking page loads no schema.
const courseCall = routeRef<typeof publicBookingApi.course>(BOOKING_CALLS.course);

/** The public page's course and its sessions to come, seats left included. */
export const getBookableCourse = (id: string) => api.call(courseCall, { params: { id } }).then((res) => res.data);

export const useBookableCourse = (id: string) => useRead(queryKeys.shortCourses.bookable(id), () => getBookableCourse(id));
