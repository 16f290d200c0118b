import { BOOKING_CALLS } from '@shared/api/booking-calls';
import { routeRef } from '@shared/api/route-def';
import type { ordersApi, publicBookingApi } from '@shared/api/short-courses';
import type { BookingBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import type { WriteOptions } from '@web/lib/public-fetch';
import { SHORT_COURSE_CHANGE } from './short-course-change';

// By their paths only: the public booking page loads no schema (the server checks the body).
const bookCall = routeRef<typeof publicBookingApi.book>(BOOKING_CALLS.book);
const bookOwnCall = routeRef<typeof ordersApi.bookOwn>(BOOKING_CALLS.bookOwn);

/** Books: as the signed-in student (their own booking) or as a member of the public. */
export const bookShortCourse = (courseId: string, asStudent: boolean, body: BookingBody) =>
  asStudent ? api.call(bookOwnCall, { body }) : api.call(bookCall, { params: { id: courseId }, body });

// A booking refreshes the course's seats and the student's orders.
export const bookingMutation = (courseId: string, asStudent: boolean): WriteOptions<Awaited<ReturnType<typeof bookShortCourse>>, BookingBody> => ({
  mutationFn: (body) => bookShortCourse(courseId, asStudent, body),
  meta: SHORT_COURSE_CHANGE,
});
