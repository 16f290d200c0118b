import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ordersApi, publicBookingApi } from '@shared/api/short-courses';
import type { BookingBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { SHORT_COURSE_CHANGE } from './short-course-change';

/** Books: as the signed-in student (their own booking) or as a member of the public. */
export const bookShortCourse = (courseId: string, asStudent: boolean, body: BookingBody) =>
  asStudent ? api.call(ordersApi.bookOwn, { body }) : api.call(publicBookingApi.book, { params: { id: courseId }, body });

// A booking refreshes the course's seats and the student's orders.
export const bookingMutation = (courseId: string, asStudent: boolean) =>
  mutationOptions({ mutationFn: (body: BookingBody) => bookShortCourse(courseId, asStudent, body), meta: SHORT_COURSE_CHANGE });

export const useBookShortCourse = (courseId: string, asStudent: boolean) => useMutation(bookingMutation(courseId, asStudent));
