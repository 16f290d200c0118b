import { ticketCategoryApi } from '@shared/api/tickets';
import { answer, implement, serve } from '@functions/lib/http';
import * as Categories from './categories';

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
);
