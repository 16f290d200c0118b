// A guest's ticket: raised without an account, then followed through the private link mailed to them. The
// link's pass arrives in the address's fragment (never sent to a server or a referrer), is kept for this tab
// only, and rides in a header on each call.
import { mutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestTicketApi } from '@shared/api/tickets';
import { GUEST_PASS_HEADER, type GuestTicketBody, type RatingBody, type TicketMessageBody, type TicketView } from '@shared/schemas/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { partsOf } from './tickets';

const passKey = (ticketId: string) => `ticket-pass:${ticketId}`;

/**
 * The pass for a guest's ticket: taken from the link's `#pass=` once (and wiped from the address bar, so it is
 * not left in the history or a shared screenshot), then from this tab's storage.
 */
export const takePass = (ticketId: string): string | null => {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('pass');
  if (fromLink) {
    sessionStorage.setItem(passKey(ticketId), fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return fromLink;
  }
  return sessionStorage.getItem(passKey(ticketId));
};

const withPass = (pass: string) => ({ [GUEST_PASS_HEADER]: pass });

export const useGuestCategories = () =>
  useQuery({
    queryKey: queryKeys.tickets.guestCategories(),
    queryFn: () => api.call(guestTicketApi.categories).then((res) => res.data),
    staleTime: 5 * 60_000,
  });

export const raiseGuestTicketMutation = mutationOptions({
  mutationFn: ({ body, files }: { body: GuestTicketBody; files: readonly File[] }) => api.call(guestTicketApi.raise, { body, files: partsOf(files) }),
});

// A guest has no live socket: the page looks for staff's replies while it is open.
const GUEST_REFRESH_MS = 30_000;

export const useGuestTicket = (id: string, pass: string | null) =>
  useQuery({
    queryKey: queryKeys.tickets.guest(id),
    queryFn: () => api.call(guestTicketApi.show, { params: { id }, headers: withPass(pass!) }).then((res) => res.data),
    enabled: Boolean(pass),
    refetchInterval: GUEST_REFRESH_MS,
    retry: false,
  });

/** A change by the guest: its answer replaces the ticket on screen. */
const useGuestChange = <V>(id: string, call: (variables: V) => Promise<{ data: TicketView }>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => client.setQueryData(queryKeys.tickets.guest(id), res.data),
  });
};

export const guestMessageMutation = (id: string, pass: string) =>
  mutationOptions({
    mutationFn: ({ body, files }: { body: TicketMessageBody; files: readonly File[] }) =>
      api.call(guestTicketApi.message, { params: { id }, body, files: partsOf(files), headers: withPass(pass) }),
    meta: { invalidates: [queryKeys.tickets.guest(id)] },
  });

export const useGuestClose = (id: string, pass: string) =>
  useGuestChange(id, () => api.call(guestTicketApi.close, { params: { id }, headers: withPass(pass) }));
export const useGuestReopen = (id: string, pass: string) =>
  useGuestChange(id, () => api.call(guestTicketApi.reopen, { params: { id }, headers: withPass(pass) }));
export const useGuestRate = (id: string, pass: string) =>
  useGuestChange(id, (body: RatingBody) => api.call(guestTicketApi.rate, { params: { id }, body, headers: withPass(pass) }));

export const newLinkMutation = (id: string) =>
  mutationOptions({ mutationFn: (body: { email: string }) => api.call(guestTicketApi.link, { params: { id }, body }) });

/** Opens a file of the guest's ticket through a short-lived link. */
export const openGuestFile = (id: string, pass: string) => async (messageId: string, attId: string) => {
  const res = await api.call(guestTicketApi.attachment, { params: { id, messageId, attId }, headers: withPass(pass) });
  window.open(res.data.url, '_blank', 'noopener');
};
