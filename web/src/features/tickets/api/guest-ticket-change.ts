import type { TicketView } from '@shared/schemas/tickets';
import { setRead, useWrite } from '@web/lib/public-fetch';
import { queryKeys } from '@web/lib/query-keys';

/** A change by the guest: its answer replaces the ticket on screen. */
export const useGuestTicketChange = <V>(id: string, call: (variables: V) => Promise<{ data: TicketView }>) =>
  useWrite({ mutationFn: call, onSuccess: (res) => setRead(queryKeys.tickets.guest(id), res.data) });
