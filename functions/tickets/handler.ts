import { ticketApi, ticketCategoryApi } from '@shared/api/tickets';
import { answer, implement, readAhead, serve } from '@functions/lib/http';
import * as Categories from './categories';
import * as Tickets from './tickets';

export const handler = serve(
  'tickets',
  implement(ticketCategoryApi, {
    departments: async () => ({ data: await Categories.listDepartments() }),
    list: ({ caller, query }) => Categories.listCategories(caller, query),
    create: async ({ body }) => answer(201, { message: 'Ticket category created.', data: await Categories.createCategory(body) }),
    update: async ({ params, body }) => ({ message: 'Ticket category updated.', data: await Categories.updateCategory(params.id, body) }),
    remove: async ({ params }) => {
      await Categories.deleteCategory(params.id);
      return { message: 'Ticket category deleted.' };
    },
  }),
  implement(ticketApi, {
    list: ({ caller, query }) => Tickets.listTickets(caller, query),
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
    message: async ({ caller, params, body, files }) => ({
      message: body.internal ? 'Note added.' : 'Reply sent.',
      data: await Tickets.addMessage(caller, params.id, body, files),
    }),
    attachment: async ({ caller, params }) => ({ data: await Tickets.linkToMessageFile(caller, params.id, params.attId) }),
    attachmentDownload: ({ caller, params }) => Tickets.messageFile(caller, params.id, params.attId),
  }),
);
