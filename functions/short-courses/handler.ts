import { BOOKING_STAGE_WORDS } from '@shared/booking-words';
import { documentsApi, ordersApi, publicBookingApi, shortCoursesApi } from '@shared/api/short-courses';
import { answer, implement, readAhead, serve } from '@functions/platform/http';
import { assertMayRequestMail } from '@functions/platform/mail';
import { confirmBooking } from './booking-confirmation';
import * as Documents from './documents';
import * as Orders from './orders';
import * as ShortCourses from './short-course-catalogue';

export const handler = serve(
  'short-courses',
  implement(shortCoursesApi, {
    list: ({ query }) => ShortCourses.listCourses(query),
    create: async ({ body }) => answer(201, { message: 'Short course created.', data: await ShortCourses.createCourse(body) }),
    show: async ({ params }) => ({ data: await ShortCourses.showCourse(params.id) }),
    update: async ({ caller, params, body }) => ({
      message: 'Short course updated.',
      data: await ShortCourses.updateCourse(params.id, body, caller),
    }),
    remove: async ({ params }) => {
      await ShortCourses.deleteCourse(params.id);
      return { message: 'Short course deleted.' };
    },
    sessions: async ({ params }) => ({ data: await ShortCourses.listSessions(params.id) }),
    createSession: async ({ params, body }) => answer(201, { message: 'Session added.', data: await ShortCourses.createSession(params.id, body) }),
    updateSession: async ({ caller, params, body }) => ({
      message: 'Session updated.',
      data: await ShortCourses.updateSession(caller, params.id, body),
    }),
    removeSession: async ({ params }) => {
      await ShortCourses.deleteSession(params.id);
      return { message: 'Session deleted.' };
    },
  }),
  implement(publicBookingApi, {
    course: async ({ params }) => ({ data: await ShortCourses.bookableCourse(params.id) }),
    book: async ({ params, body, client }) => {
      await assertMayRequestMail(client);
      const order = await Orders.book(body, undefined, { courseId: params.id, client });
      return answer(201, {
        message: `Booked. Confirm it from the link we have e-mailed to ${order.customerEmail}.`,
        data: Orders.toOrderView(order),
      });
    },
    confirm: async ({ params, body }) => {
      const booking = await confirmBooking(params.id, body.token);
      return { message: booking.already_confirmed ? 'This booking is confirmed already.' : 'Booking confirmed.', data: booking };
    },
  }),
  implement(documentsApi, {
    show: async ({ caller, params }) => ({ data: await Documents.showDocuments(caller, params.shortCourseId, params.userId) }),
    startUpload: async ({ caller, params, body }) => ({
      data: await Documents.startDocumentUpload(caller, params.shortCourseId, params.userId, body),
    }),
    confirmUpload: async ({ caller, params, body }) => ({
      message: 'Document uploaded: the office will check it.',
      data: await Documents.confirmDocumentUpload(caller, params.shortCourseId, params.userId, body),
    }),
    download: async ({ caller, params }) => ({
      data: await Documents.downloadDocument(caller, params.shortCourseId, params.userId, params.fileId),
    }),
    removeFile: async ({ caller, params }) => ({
      message: 'File removed.',
      data: await Documents.removeDocumentFile(caller, params.shortCourseId, params.userId, params.fileId),
    }),
    check: async ({ caller, params, body }) => ({
      message: body.state === 'accepted' ? 'Document accepted.' : 'Document sent back.',
      data: await Documents.checkDocument(caller, params.shortCourseId, params.userId, body),
    }),
  }),
  implement(ordersApi, {
    list: readAhead(
      (_, items, _userId, query) => Orders.ordersCountAhead(query, items),
      ({ caller, query }, counted) => Orders.listOrders(caller, query, false, counted),
    ),
    show: readAhead(
      ({ id }, items) => Orders.readOrderAhead(id, items),
      async ({ caller }, ahead) => ({ data: await Orders.showOrder(caller, ahead) }),
    ),
    move: async ({ caller, params, body }) => ({
      message: `Booking moved to ${BOOKING_STAGE_WORDS[body.status]}.`,
      data: await Orders.moveOrder(caller, params.id, body),
    }),
    history: async ({ caller, params }) => ({ data: await Orders.orderHistory(caller, params.id) }),
    confirmPayment: async ({ caller, params }) => ({ message: 'Payment confirmed.', data: await Orders.confirmPayment(caller, params.id) }),
    applied: ({ caller, query }) => Orders.listOrders(caller, query, true),
    bookOwn: async ({ caller, body, client }) => {
      await assertMayRequestMail(client);
      const order = await Orders.book(body, caller);
      return answer(201, { message: 'Booked.', data: Orders.toOrderView(order) });
    },
    pay: async ({ caller, params }) => ({ data: await Orders.startPayment(caller, params.id) }),
  }),
);
