// Support tickets (docs/decisions.md, "Tickets"): the calls of the tickets domain, served by functions/tickets/handler.ts.
import * as z from 'zod';
import { AttachmentDownload } from '../schemas/attachments';
import { IdPath, idPath } from '../schemas/common';
import {
  AssignBody,
  Department,
  GuestLinkBody,
  GuestTicketBody,
  MergeTicketBody,
  RatingBody,
  RatingSummaryView,
  TicketFromChatBody,
  TicketStaffQuery,
  TicketStaffView,
  TicketBody,
  TicketCategoryBody,
  TicketCategoryUpdateBody,
  TicketCategoryListQuery,
  TicketCategoryView,
  TicketListItem,
  TicketListQuery,
  TicketMessageBody,
  TicketView,
} from '../schemas/tickets';
import { dataAnswer, FileResponse, listAnswer, MESSAGE_FILE_PARTS, MessageAnswer, routesOf } from './contract';
import { GUEST_TICKET_CALLS } from './guest-ticket-calls';

const { publicCall, userCall } = routesOf('tickets');

export const ticketCategoryApi = {
  /** The staff roles that answer tickets: a category's department, the list's department filter. */
  departments: userCall(
    'GET',
    '/api/ticket-departments',
    { permissions: ['list-ticket-category', 'create-ticket-category', 'update-ticket-category', 'list-ticket'] },
    { response: dataAnswer(z.array(Department)) },
  ),
  /** Whoever may raise a ticket picks its category; staff who answer tickets also see the canned replies. */
  list: userCall(
    'GET',
    '/api/ticket-categories',
    { permissions: ['list-ticket-category', 'create-ticket'] },
    { query: TicketCategoryListQuery, response: listAnswer(TicketCategoryView) },
  ),
  create: userCall(
    'POST',
    '/api/ticket-categories',
    { permissions: ['create-ticket-category'] },
    { body: TicketCategoryBody, response: dataAnswer(TicketCategoryView) },
  ),
  update: userCall(
    'PUT',
    '/api/ticket-categories/{id}',
    { permissions: ['update-ticket-category'] },
    { params: IdPath, body: TicketCategoryUpdateBody, response: dataAnswer(TicketCategoryView) },
  ),
  remove: userCall('DELETE', '/api/ticket-categories/{id}', { permissions: ['delete-ticket-category'] }, { params: IdPath, response: MessageAnswer }),
  /** The staff a ticket can be assigned to: the assign picker. */
  staff: userCall(
    'GET',
    '/api/ticket-staff',
    { permissions: ['update-ticket'] },
    { query: TicketStaffQuery, response: dataAnswer(z.array(TicketStaffView)) },
  ),
  /** Requesters' satisfaction per category and per staff member. */
  ratings: userCall(
    'GET',
    '/api/ticket-ratings',
    { permissions: ['update-ticket', 'list-ticket-category'] },
    { response: dataAnswer(RatingSummaryView) },
  ),
};

/** A message's files: up to five, each a PDF or a picture (the attachments block's tickets policy holds the ticket's total). */
export const TICKET_FILE_PARTS = MESSAGE_FILE_PARTS;

// Requesters, and staff of the ticket's department or assigned to it, reach a ticket; anyone else gets 404.
const ownTickets = { permissions: ['show-ticket'] as const, ownerScoped: true };

export const ticketApi = {
  list: userCall('GET', '/api/tickets', { permissions: ['list-ticket'] }, { query: TicketListQuery, response: listAnswer(TicketListItem) }),
  create: userCall(
    'POST',
    '/api/tickets',
    { permissions: ['create-ticket'] },
    { body: TicketBody, fileParts: TICKET_FILE_PARTS, response: dataAnswer(TicketView) },
  ),
  show: userCall('GET', '/api/tickets/{id}', ownTickets, { params: IdPath, response: dataAnswer(TicketView) }),
  remove: userCall('DELETE', '/api/tickets/{id}', { permissions: ['delete-ticket'] }, { params: IdPath, response: MessageAnswer }),
  assign: userCall(
    'POST',
    '/api/tickets/{id}/assign',
    { permissions: ['update-ticket'] },
    { params: IdPath, body: AssignBody, response: dataAnswer(TicketView) },
  ),
  unassign: userCall(
    'DELETE',
    '/api/tickets/{id}/assignments/{userId}',
    { permissions: ['update-ticket'] },
    {
      params: idPath('id', 'userId'),
      response: dataAnswer(TicketView),
    },
  ),
  close: userCall('POST', '/api/tickets/{id}/close', ownTickets, { params: IdPath, response: dataAnswer(TicketView) }),
  reopen: userCall('POST', '/api/tickets/{id}/reopen', ownTickets, { params: IdPath, response: dataAnswer(TicketView) }),
  /** Staff answering both: the ticket closes into another of the same requester, which it answers with the merged one. */
  merge: userCall(
    'POST',
    '/api/tickets/{id}/merge',
    { permissions: ['update-ticket'] },
    { params: IdPath, body: MergeTicketBody, response: dataAnswer(TicketView) },
  ),
  message: userCall('POST', '/api/tickets/{id}/messages', ownTickets, {
    params: IdPath,
    body: TicketMessageBody,
    fileParts: TICKET_FILE_PARTS,
    response: dataAnswer(TicketView),
  }),
  rate: userCall('POST', '/api/tickets/{id}/rating', ownTickets, { params: IdPath, body: RatingBody, response: dataAnswer(TicketView) }),
  /** Staff turn a live chat into a ticket for its student or guest (one per chat). */
  fromChat: userCall(
    'POST',
    '/api/tickets/create-from-chat',
    { permissions: ['update-ticket'] },
    { body: TicketFromChatBody, response: dataAnswer(TicketView) },
  ),
  /** A short-lived link to a message's file; `/download` answers the file itself (spec §7: a blob). */
  attachment: userCall('GET', '/api/tickets/messages/{id}/attachments/{attId}', ownTickets, {
    params: idPath('id', 'attId'),
    response: dataAnswer(AttachmentDownload),
  }),
  attachmentDownload: userCall('GET', '/api/tickets/messages/{id}/attachments/{attId}/download', ownTickets, {
    params: idPath('id', 'attId'),
    response: FileResponse,
  }),
};

// A guest's calls carry the pass of their mailed link in its header (GUEST_PASS_HEADER); it opens that ticket only.
const guestTicket = idPath('id');
const guestFile = idPath('id', 'messageId', 'attId');

export const guestTicketApi = {
  /** The categories a guest files a ticket under (without the departments' canned replies). */
  categories: publicCall(...GUEST_TICKET_CALLS.categories, { response: dataAnswer(z.array(TicketCategoryView)) }),
  /** Anyone raises a ticket from their e-mail address; the link to follow it is mailed there (202). */
  raise: publicCall(...GUEST_TICKET_CALLS.raise, { body: GuestTicketBody, fileParts: TICKET_FILE_PARTS, response: MessageAnswer }),
  /** A new link, mailed to the ticket's guest when the address given is theirs (the same answer either way). */
  link: publicCall(...GUEST_TICKET_CALLS.link, { params: guestTicket, body: GuestLinkBody, response: MessageAnswer }),
  show: publicCall(...GUEST_TICKET_CALLS.show, { params: guestTicket, response: dataAnswer(TicketView) }),
  message: publicCall(...GUEST_TICKET_CALLS.message, {
    params: guestTicket,
    body: TicketMessageBody,
    fileParts: TICKET_FILE_PARTS,
    response: dataAnswer(TicketView),
  }),
  close: publicCall(...GUEST_TICKET_CALLS.close, { params: guestTicket, response: dataAnswer(TicketView) }),
  reopen: publicCall(...GUEST_TICKET_CALLS.reopen, { params: guestTicket, response: dataAnswer(TicketView) }),
  rate: publicCall(...GUEST_TICKET_CALLS.rate, { params: guestTicket, body: RatingBody, response: dataAnswer(TicketView) }),
  attachment: publicCall(...GUEST_TICKET_CALLS.attachment, {
    params: guestFile,
    response: dataAnswer(AttachmentDownload),
  }),
  attachmentDownload: publicCall(...GUEST_TICKET_CALLS.attachmentDownload, {
    params: guestFile,
    response: FileResponse,
  }),
};
