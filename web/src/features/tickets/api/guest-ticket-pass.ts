// A guest's ticket is followed through the private link mailed to them. The link's pass arrives in the address's
// fragment (never sent to a server or a referrer), is kept for this tab only, and rides in a header on each call.
import { GUEST_PASS_HEADER } from '@shared/api/guest-ticket-calls';
import { takeLinkSecret } from '@web/lib/link-secret';

const passKey = (ticketId: string) => `ticket-pass:${ticketId}`;

/** The pass for a guest's ticket: from the link's `#pass=`, then from this tab's storage (link-secret.ts). */
export const takePass = (ticketId: string): string | null => takeLinkSecret('pass', passKey(ticketId));

/** The header that carries the pass on a guest's call. */
export const withPass = (pass: string) => ({ [GUEST_PASS_HEADER]: pass });
