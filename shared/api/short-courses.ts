// Short courses: the calls of the short-courses domain, served by functions/short-courses/handler.ts. Spec §7 lists
// none of them; these are what the screens of spec §2 need (docs/decisions.md, "Short courses and payments").
import * as z from 'zod';
import { NamedAuditEntryView } from '../schemas/audit';
import { AttachmentDownload, UploadRequestBody } from '../schemas/attachments';
import { IdPath, idPath } from '../schemas/common';
import { UploadTicket } from '../schemas/uploads';
import {
  BookableCourseView,
  BookingBody,
  BookingConfirmBody,
  BookingConfirmationView,
  DocumentCheckBody,
  DocumentUploadConfirmBody,
  OrderListQuery,
  OrderStatusBody,
  OrderView,
  ParticipantDocumentsView,
  SessionBody,
  SessionUpdateBody,
  SessionView,
  ShortCourseBody,
  ShortCourseUpdateBody,
  ShortCourseListQuery,
  ShortCourseView,
} from '../schemas/short-courses';
import { BOOKING_CALLS } from './booking-calls';
import { dataAnswer, FileResponse, listAnswer, MessageAnswer, routesOf } from './contract';

const { publicCall, userCall } = routesOf('short-courses');

export const shortCoursesApi = {
  list: userCall(
    'GET',
    '/api/short-courses',
    { permissions: ['list-short-course'] },
    { query: ShortCourseListQuery, response: listAnswer(ShortCourseView) },
  ),
  create: userCall(
    'POST',
    '/api/short-courses',
    { permissions: ['create-short-course'] },
    { body: ShortCourseBody, response: dataAnswer(ShortCourseView) },
  ),
  show: userCall('GET', '/api/short-courses/{id}', { permissions: ['list-short-course'] }, { params: IdPath, response: dataAnswer(ShortCourseView) }),
  update: userCall(
    'PUT',
    '/api/short-courses/{id}',
    { permissions: ['update-short-course'] },
    { params: IdPath, body: ShortCourseUpdateBody, response: dataAnswer(ShortCourseView) },
  ),
  remove: userCall('DELETE', '/api/short-courses/{id}', { permissions: ['delete-short-course'] }, { params: IdPath, response: MessageAnswer }),
  /** A course's sessions ("books"), soonest first. */
  sessions: userCall(
    'GET',
    '/api/short-courses/{id}/books',
    { permissions: ['list-short-course-book'] },
    { params: IdPath, response: dataAnswer(z.array(SessionView)) },
  ),
  createSession: userCall(
    'POST',
    '/api/short-courses/{id}/books',
    { permissions: ['update-short-course'] },
    { params: IdPath, body: SessionBody, response: dataAnswer(SessionView) },
  ),
  updateSession: userCall(
    'PUT',
    '/api/short-course-books/{id}',
    { permissions: ['update-short-course'] },
    { params: IdPath, body: SessionUpdateBody, response: dataAnswer(SessionView) },
  ),
  removeSession: userCall(
    'DELETE',
    '/api/short-course-books/{id}',
    { permissions: ['update-short-course'] },
    { params: IdPath, response: MessageAnswer },
  ),
};

/** The public booking page's calls: anyone, signed in or not (throttled per network, like every public call that mails). */
export const publicBookingApi = {
  course: publicCall(...BOOKING_CALLS.course, { params: IdPath, response: dataAnswer(BookableCourseView) }),
  book: publicCall(...BOOKING_CALLS.book, { params: IdPath, body: BookingBody, response: dataAnswer(OrderView) }),
  /** The customer confirms a public booking from the mailed link (the order's id, the link's token). */
  confirm: publicCall(...BOOKING_CALLS.confirm, { params: IdPath, body: BookingConfirmBody, response: dataAnswer(BookingConfirmationView) }),
};

// A customer reaches their own orders; the booking office (list-short-course-order) every one.
const ownOrders = { permissions: ['show-short-course-order', 'list-short-course'] as const, ownerScoped: true };

export const ordersApi = {
  list: userCall(
    'GET',
    '/api/short-course-orders',
    { permissions: ['list-short-course-order'] },
    { query: OrderListQuery, response: listAnswer(OrderView) },
  ),
  show: userCall('GET', '/api/short-course-orders/{id}', ownOrders, { params: IdPath, response: dataAnswer(OrderView) }),
  move: userCall(
    'POST',
    '/api/short-course-orders/{id}/status',
    { permissions: ['update-short-course-order'] },
    { params: IdPath, body: OrderStatusBody, response: dataAnswer(OrderView) },
  ),
  /** What happened to the order (booked, moved, paid), newest first, with who did it. */
  history: userCall(
    'GET',
    '/api/short-course-orders/{id}/history',
    { permissions: ['list-short-course-order'] },
    { params: IdPath, response: dataAnswer(z.array(NamedAuditEntryView)) },
  ),
  confirmPayment: userCall(
    'POST',
    '/api/short-course-orders/{id}/confirm-payment',
    { permissions: ['update-short-course-order'] },
    { params: IdPath, response: dataAnswer(OrderView) },
  ),
  /** A signed-in student's own bookings, and booking for themself. */
  applied: userCall(
    'GET',
    '/api/applied-short-courses',
    { permissions: ['list-short-course'] },
    { query: OrderListQuery, response: listAnswer(OrderView) },
  ),
  bookOwn: userCall(...BOOKING_CALLS.bookOwn, { permissions: ['list-short-course'] }, { body: BookingBody, response: dataAnswer(OrderView) }),
  pay: userCall(
    'POST',
    '/api/applied-short-courses/{id}/pay',
    { ...ownOrders, permissions: ['list-short-course'] },
    {
      params: IdPath,
      response: dataAnswer(
        z.strictObject({
          order: OrderView,
          instructions: z.strictObject({ method: z.string(), reference: z.string(), steps: z.array(z.string()) }),
        }),
      ),
    },
  ),
};

// A participant's documents for a course: the participant (a student with a booking for it) and the booking office.
const participantDocuments = { permissions: ['list-short-course', 'list-short-course-order'] as const, ownerScoped: true };
const DOCUMENTS = '/api/applied-short-courses/{shortCourseId}/document/{userId}';
const documentsPath = idPath('shortCourseId', 'userId');

export const documentsApi = {
  show: userCall('GET', DOCUMENTS, participantDocuments, { params: documentsPath, response: dataAnswer(ParticipantDocumentsView) }),
  startUpload: userCall('POST', `${DOCUMENTS}/uploads`, participantDocuments, {
    params: documentsPath,
    body: UploadRequestBody,
    response: dataAnswer(UploadTicket),
  }),
  confirmUpload: userCall('POST', `${DOCUMENTS}/uploads/confirm`, participantDocuments, {
    params: documentsPath,
    body: DocumentUploadConfirmBody,
    response: dataAnswer(ParticipantDocumentsView),
  }),
  download: userCall('GET', `${DOCUMENTS}/files/{fileId}`, participantDocuments, {
    params: idPath('shortCourseId', 'userId', 'fileId'),
    response: dataAnswer(AttachmentDownload),
  }),
  removeFile: userCall('DELETE', `${DOCUMENTS}/files/{fileId}`, participantDocuments, {
    params: idPath('shortCourseId', 'userId', 'fileId'),
    response: dataAnswer(ParticipantDocumentsView),
  }),
  check: userCall(
    'POST',
    `${DOCUMENTS}/check`,
    { permissions: ['update-short-course-order'] },
    { params: documentsPath, body: DocumentCheckBody, response: dataAnswer(ParticipantDocumentsView) },
  ),
};

/**
 * An order's tax invoice as a PDF, for its customer and for staff who download invoices; served by the pdf
 * function, which carries the renderer.
 */
export const invoicePdfApi = {
  pdf: routesOf('pdf').userCall(
    'GET',
    '/api/short-course-orders/{id}/pdf',
    { permissions: ['download-short-course-order-pdf', 'list-short-course'], ownerScoped: true },
    { params: IdPath, response: FileResponse },
  ),
};
