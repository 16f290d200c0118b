// What the help desk brings to the quick search (the command palette): tickets by the beginning of a word of their
// subject or their requester's name or e-mail, for staff who answer tickets: an admin every department's, other staff
// their own departments' (the look-up narrows to them; a ticket assigned from another department is in "Assigned to me").
import { capitalised } from '@shared/text';
import { HITS_PER_KIND, type SearchHit } from '@shared/schemas/search';
import { lookUpWords, type SearchPart } from '@functions/platform/search-index';
import { answersTickets, isAdmin, isStaffOn } from './access';
import { TICKET_SEARCH, ticketFromItem, ticketKey } from './ticket-store';

export const ticketSearch: SearchPart<SearchHit> = {
  searches: (caller) => isAdmin(caller) || answersTickets(caller),
  find: async (caller, term, id) => {
    const only = isAdmin(caller) ? undefined : { attribute: 'departmentRoleId', values: caller.user.roleIds };
    const found = await lookUpWords(TICKET_SEARCH, term, { limit: HITS_PER_KIND, only, newestFirst: true });
    return [...(id ? [ticketKey(id)] : []), ...found.map((f) => f.key)];
  },
  hits: (caller, items) =>
    items
      .flatMap((item) => ticketFromItem(item) ?? [])
      .filter((ticket) => isStaffOn(caller, ticket))
      .map((ticket) => ({
        kind: 'ticket',
        id: ticket.id,
        title: ticket.subject,
        detail: [ticket.requesterName, capitalised(ticket.status)].join(' · '),
        form_type: null,
      })),
};
