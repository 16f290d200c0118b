// Support tickets (issue 9): the calls of the tickets domain, served by functions/tickets/handler.ts.
// Guests, ratings and tickets made from chats follow (issue 9's note).
import * as z from 'zod';
import { AttachmentDownload } from '../schemas/attachments';
import { IdPath, idPath } from '../schemas/common';
import {
  AssignBody,
  Department,
  TicketBody,
  TicketCategoryBody,
  TicketCategoryListQuery,
  TicketCategoryView,
  TicketListItem,
  TicketListQuery,
  TicketMessageBody,
  TicketView,
} from '../schemas/tickets';
import { dataAnswer, FileResponse, listAnswer, MessageAnswer, routesOf, type FilePartRule } from './contract';

const { userCall } = routesOf('tickets');

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
    { params: IdPath, body: TicketCategoryBody, response: dataAnswer(TicketCategoryView) },
  ),
  remove: userCall('DELETE', '/api/ticket-categories/{id}', { permissions: ['delete-ticket-category'] }, { params: IdPath, response: MessageAnswer }),
};

const MB = 1024 * 1024;

/** A message's files: up to five, each a PDF or a picture (the attachments block's tickets policy holds the ticket's total). */
export const TICKET_FILE_PARTS: readonly FilePartRule[] = [
  {
    name: /^attachments\[[0-4]\]$/,
    types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 4 * MB,
    accepts: 'attach a PDF, PNG, JPEG or WebP file',
  },
];

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
  message: userCall('POST', '/api/tickets/{id}/messages', ownTickets, {
    params: IdPath,
    body: TicketMessageBody,
    fileParts: TICKET_FILE_PARTS,
    response: dataAnswer(TicketView),
  }),
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
