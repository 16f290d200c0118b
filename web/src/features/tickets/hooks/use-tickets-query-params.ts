import { SLA_STATES, TICKET_STATUSES, type TicketListQuery } from '@shared/schemas/tickets';
import { oneOf, text, useListQueryParams, type ListQueryConfig } from '@web/lib/use-list-query-params';

type TicketFilters = Pick<TicketListQuery, 'status' | 'category_id' | 'sla' | 'assignee'>;

const CONFIG: ListQueryConfig<'created_at', TicketFilters> = {
  sortFields: ['created_at'],
  defaultSort: 'created_at',
  filters: {
    status: (raw) => oneOf(raw, TICKET_STATUSES),
    category_id: text,
    sla: (raw) => oneOf(raw, SLA_STATES),
    assignee: (raw) => oneOf(raw, ['me'] as const),
  },
};

/** The tickets list's search, filters, sort and page, kept in the address bar. */
export const useTicketsQueryParams = () => useListQueryParams(CONFIG);
