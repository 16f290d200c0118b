// A guest's ticket is followed through the private link mailed to them. The link's pass arrives in the address's
// fragment (never sent to a server or a referrer), is kept for this tab only, and rides in a header on each call.
import { GUEST_PASS_HEADER } from '@shared/api/guest-ticket-calls';

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

/** The header that carries the pass on a guest's call. */
export const withPass = (pass: string) => ({ [GUEST_PASS_HEADER]: pass });
