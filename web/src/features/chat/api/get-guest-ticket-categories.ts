import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useRead } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';

// By its path only: a guest's chat loads no schema.
const categoriesCall = routeRef<typeof guestTicketApi.categories>(GUEST_TICKET_CALLS.categories);

/** The categories a visitor's message can be filed under. */
export const getGuestTicketCategories = () => api.call(categoriesCall).then((r) => r.data);

export const useGuestTicketCategories = (enabled: boolean) =>
  useRead([...queryKeys.chat.all, 'ticket-categories'], getGuestTicketCategories, { enabled, staleFor: 5 * 60_000 });
