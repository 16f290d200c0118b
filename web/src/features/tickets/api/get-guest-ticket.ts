import { GUEST_TICKET_CALLS } from '@shared/api/guest-ticket-calls';
import { routeRef } from '@shared/api/route-def';
import type { guestTicketApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { useRead } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';
import { withPass } from './guest-ticket-pass';

// By its path only: a guest's pages load no schema.
const showCall = routeRef<typeof guestTicketApi.show>(GUEST_TICKET_CALLS.show);

// A guest has no live socket: the page looks for staff's replies while it is open.
const GUEST_REFRESH_MS = 30_000;

export const getGuestTicket = (id: string, pass: string) => api.call(showCall, { params: { id }, headers: withPass(pass) }).then((res) => res.data);

// An expired or wrong link is answered once, not asked again.
export const useGuestTicket = (id: string, pass: string | null) =>
  useRead(queryKeys.tickets.guest(id), () => getGuestTicket(id, pass!), { enabled: Boolean(pass), refetchInterval: GUEST_REFRESH_MS, retry: false });
