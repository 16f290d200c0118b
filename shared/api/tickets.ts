// Support tickets (issue 9): the calls of the tickets domain, served by functions/tickets/handler.ts.
// Categories first; the tickets themselves, their conversation, guests, SLA and ratings follow (issue 9's note).
import * as z from 'zod';
import { IdPath } from '../schemas/common';
import { Department, TicketCategoryBody, TicketCategoryListQuery, TicketCategoryView } from '../schemas/tickets';
import { dataAnswer, listAnswer, MessageAnswer, routesOf } from './contract';

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
