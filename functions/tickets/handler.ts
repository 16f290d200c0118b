import { guestTicketApi, ticketApi, ticketCategoryApi } from '@shared/api/tickets';
import { answer, implement, readAhead, serve } from '@functions/platform/http';
import * as Categories from './categories';
import * as Guests from './guests';
import * as Staff from './staff';
import * as Tickets from './signed-in';

export const handler = serve(
  'tickets',
  implement(ticketCategoryApi, {
    departments: async () => ({ data: await Categories.listDepartments() }),
    list: ({ caller, query }) => Categories.listCategories(caller, query),
    create: async ({ body }) => answer(201, { message: 'Ticket category created.', data: await Categories.createCategory(body) }),
    update: async ({ caller, params, body }) => ({
      message: 'Ticket category updated.',
      data: await Categories.updateCategory(params.id, body, caller),
    }),
    remove: async ({ params }) => {
      await Categories.deleteCategory(params.id);
      return { message: 'Ticket category deleted.' };
    },
    staff: async ({ caller, query }) => ({ data: await Staff.listTicketStaff(caller, query) }),
    ratings: async () => ({ data: await Staff.ratingSummary() }),
  }),
  implement(ticketApi, {
    list: readAhead(
      (_, items, userId, query) => Tickets.ticketsCountAhead(query, items, userId),
      ({ caller, query }, counted) => Tickets.listTickets(caller, query, counted),
    ),
    create: async ({ caller, body, files }) => answer(201, { message: 'Ticket raised.', data: await Tickets.createTicket(caller, body, files) }),
    show: readAhead(
      ({ id }, items) => Tickets.readTicketAhead(id, items),
      async ({ caller }, ahead) => ({ data: await Tickets.showTicket(caller, ahead) }),
    ),
    remove: async ({ caller, params }) => {
      await Tickets.removeTicket(caller, params.id);
      return { message: 'Ticket deleted.' };
    },
    assign: async ({ caller, params, body }) => ({ message: 'Ticket assigned.', data: await Tickets.assign(caller, params.id, body) }),
    unassign: async ({ caller, params }) => ({ message: 'Assignment removed.', data: await Tickets.unassign(caller, params.id, params.userId) }),
    close: async ({ caller, params }) => ({ message: 'Ticket closed.', data: await Tickets.close(caller, params.id) }),
    reopen: async ({ caller, params }) => ({ message: 'Ticket reopened.', data: await Tickets.reopen(caller, params.id) }),
    merge: async ({ caller, params, body }) => ({ message: 'Ticket merged.', data: await Tickets.merge(caller, params.id, body) }),
    message: async ({ caller, params, body, files }) => ({
      message: body.internal ? 'Note added.' : 'Reply sent.',
      data: await Tickets.addMessage(caller, params.id, body, files),
    }),
    rate: async ({ caller, params, body }) => ({ message: 'Thank you for rating our help.', data: await Tickets.rate(caller, params.id, body) }),
    fromChat: async ({ caller, body }) => answer(201, { message: 'Ticket made from the chat.', data: await Tickets.createFromChat(caller, body) }),
    attachment: async ({ caller, params }) => ({ data: await Tickets.linkToMessageFile(caller, params.id, params.attId) }),
    attachmentDownload: ({ caller, params }) => Tickets.messageFile(caller, params.id, params.attId),
  }),
  implement(guestTicketApi, {
    categories: async () => ({ data: await Categories.guestCategories() }),
    raise: async ({ client, body, files }) => {
      await Guests.raiseAsGuest(client, body, files);
      return answer(202, { message: `Thank you. We have e-mailed ${body.email} a private link to follow your ticket.` });
    },
    link: async ({ client, params, body }) => {
      await Guests.mailNewLink(client, params.id, body);
      return answer(202, { message: `If this ticket was raised from ${body.email}, a new link is on its way there.` });
    },
    show: async ({ params, headers }) => ({ data: await Guests.showGuestTicket(params.id, headers) }),
    message: async ({ params, headers, body, files }) => ({
      message: 'Reply sent.',
      data: await Guests.guestMessage(params.id, headers, body, files),
    }),
    close: async ({ params, headers }) => ({ message: 'Ticket closed.', data: await Guests.guestClose(params.id, headers) }),
    reopen: async ({ params, headers }) => ({ message: 'Ticket reopened.', data: await Guests.guestReopen(params.id, headers) }),
    rate: async ({ params, headers, body }) => ({
      message: 'Thank you for rating our help.',
      data: await Guests.guestRate(params.id, headers, body),
    }),
    attachment: async ({ params, headers }) => ({ data: await Guests.guestFileLink(params.id, headers, params.messageId, params.attId) }),
    attachmentDownload: ({ params, headers }) => Guests.guestFileItself(params.id, headers, params.messageId, params.attId),
  }),
);
