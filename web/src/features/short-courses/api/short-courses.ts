// Short courses for sale, the public booking page's course and sessions, booking, and a student's own orders
// with their payment. A booking refreshes the course's seats and the student's orders.
import { keepPreviousData, mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationApi } from '@shared/api/courses';
import { userApi } from '@shared/api/users';
import { ROLE } from '@shared/permissions';
import { invoicePdfApi, ordersApi, publicBookingApi, shortCoursesApi } from '@shared/api/short-courses';
import type { BookingBody, OrderListQuery, OrderStatusBody, SessionBody, ShortCourseBody, ShortCourseListQuery } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';

export const shortCoursesQueryOptions = (query: ShortCourseListQuery) =>
  queryOptions({
    queryKey: queryKeys.shortCourses.list(query),
    queryFn: () => api.call(shortCoursesApi.list, { query }),
    placeholderData: keepPreviousData,
  });

export const useShortCourses = (query: ShortCourseListQuery) => useQuery(shortCoursesQueryOptions(query));

/** The public page's course and its sessions to come, seats left included. */
export const useBookableCourse = (id: string) =>
  useQuery({
    queryKey: queryKeys.shortCourses.bookable(id),
    queryFn: () => api.call(publicBookingApi.course, { params: { id } }).then((res) => res.data),
  });

/** Books: as the signed-in student (their own booking) or as a member of the public. */
export const bookingMutation = (courseId: string, asStudent: boolean) =>
  mutationOptions({
    mutationFn: (body: BookingBody) =>
      asStudent ? api.call(ordersApi.bookOwn, { body }) : api.call(publicBookingApi.book, { params: { id: courseId }, body }),
    meta: { invalidates: [queryKeys.shortCourses.all] },
  });

export const useMyOrders = (query: Partial<OrderListQuery>) =>
  useQuery({
    queryKey: queryKeys.shortCourses.mine(query),
    queryFn: () => api.call(ordersApi.applied, { query: { pagination: 100, ...query } }),
  });

/** Starts paying an order: the provider's instructions, and the order awaiting the office's confirmation. */
export const usePayOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(ordersApi.pay, { params: { id } }).then((res) => res.data),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shortCourses.all }),
  });
};

const COURSES_CHANGE = { invalidates: [queryKeys.shortCourses.all] };

/** Creates a short course, or updates the one `id` names. */
export const saveShortCourseMutation = mutationOptions({
  mutationFn: ({ id, body }: { id?: string; body: ShortCourseBody }) =>
    id ? api.call(shortCoursesApi.update, { params: { id }, body }) : api.call(shortCoursesApi.create, { body }),
  meta: COURSES_CHANGE,
});

export const useShortCourse = (id: string) =>
  useQuery({
    queryKey: queryKeys.shortCourses.detail(id),
    queryFn: () => api.call(shortCoursesApi.show, { params: { id } }).then((res) => res.data),
  });

export const useSessions = (courseId: string) =>
  useQuery({
    queryKey: queryKeys.shortCourses.sessions(courseId),
    queryFn: () => api.call(shortCoursesApi.sessions, { params: { id: courseId } }).then((res) => res.data),
  });

/** Adds a session to a course, or updates the one `id` names. */
export const saveSessionMutation = (courseId: string) =>
  mutationOptions({
    mutationFn: ({ id, body }: { id?: string; body: SessionBody }) =>
      id
        ? api.call(shortCoursesApi.updateSession, { params: { id }, body })
        : api.call(shortCoursesApi.createSession, { params: { id: courseId }, body }),
    meta: COURSES_CHANGE,
  });

export const useOrders = (query: OrderListQuery) =>
  useQuery({
    queryKey: queryKeys.shortCourses.orders(query),
    queryFn: () => api.call(ordersApi.list, { query }),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: string) =>
  useQuery({ queryKey: queryKeys.shortCourses.order(id), queryFn: () => api.call(ordersApi.show, { params: { id } }).then((res) => res.data) });

/** What happened to an order, newest first (the booking office's). */
export const useOrderHistory = (id: string) =>
  useQuery({
    queryKey: queryKeys.shortCourses.orderHistory(id),
    queryFn: () => api.call(ordersApi.history, { params: { id } }).then((res) => res.data),
  });

/** The order's tax invoice, as the server renders it. */
export const downloadInvoice = (id: string) => api.download(invoicePdfApi.pdf, { params: { id } });

/** A move along the pipeline, or the office confirming a payment: the answer replaces the order on screen. */
export const useOrderChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: OrderStatusBody | 'confirm-payment' }) =>
      move === 'confirm-payment' ? api.call(ordersApi.confirmPayment, { params: { id } }) : api.call(ordersApi.move, { params: { id }, body: move }),
    onSuccess: (res) => {
      client.setQueryData(queryKeys.shortCourses.order(res.data.id), res.data);
      void client.invalidateQueries({ queryKey: queryKeys.shortCourses.all });
    },
  });
};

/** The campuses a session can be at (the catalogue's locations, a short list). */
export const useCampuses = () =>
  useQuery({
    queryKey: queryKeys.catalogue.locations(),
    queryFn: () => api.call(locationApi.list, { query: { pagination: 100 } }).then((res) => res.data),
    staleTime: 5 * 60_000,
  });

/** The trainers a session can name (the users whose role is Trainer), for the booking office; none without list-user. */
export const useTrainers = () => {
  const { can } = useSession();
  return useQuery({
    queryKey: [...queryKeys.shortCourses.all, 'trainers'],
    queryFn: () => api.call(userApi.list, { query: { role: ROLE.trainer, pagination: 100, order_by: 'name' } }).then((res) => res.data),
    enabled: can('list-user'),
    staleTime: 5 * 60_000,
  });
};
