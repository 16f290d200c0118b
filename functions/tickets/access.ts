// Who may see and do what with a ticket: requesters their own; staff who answer tickets (update-ticket)
// their department's and those assigned to them; admins every one. Anything else is a 404, as for any record
// the caller may not see.
import { hasPermission, isAdminRole } from '@shared/permissions';
import { NotFoundError } from '@functions/platform/errors';
import type { Caller } from '@functions/platform/session';
import type { Ticket } from './ticket-store';

/** Spec §6: Superadmin and Admin count as admin. */
export const isAdmin = (caller: Caller) => isAdminRole(caller.role);

/** Holds update-ticket: answers tickets (in a department, or assigned). */
export const answersTickets = (caller: Caller) => hasPermission(caller.role, caller.permissions, 'update-ticket');

/** The caller answers this ticket: an admin, or staff of its department or assigned to it. */
export const isStaffOn = (caller: Caller, ticket: Ticket) =>
  isAdmin(caller) ||
  (answersTickets(caller) && (caller.user.roleIds.includes(ticket.departmentRoleId) || ticket.assigneeIds.includes(caller.userId)));

export const isRequester = (caller: Caller, ticket: Ticket) => ticket.requesterId !== '' && ticket.requesterId === caller.userId;

export const noSuchTicket = () => new NotFoundError('ticket.not_found', 'This ticket does not exist.');

/** The ticket when the caller may see it; a 404 otherwise (also when there is none). */
export const assertSees = (caller: Caller, ticket: Ticket | undefined): Ticket => {
  if (!ticket || !(isRequester(caller, ticket) || isStaffOn(caller, ticket))) throw noSuchTicket();
  return ticket;
};

/**
 * Who acts on (or reads) a ticket once access is settled: a signed-in person, or the ticket's guest through
 * their link. The conversation, its views and its announcements are written for a party, not a session.
 */
export interface Party {
  /** '' for the guest, who has no account. */
  userId: string;
  name: string;
  /** Raised the ticket. */
  requester: boolean;
  /** Answers this ticket: an admin, or staff of its department or assigned to it. */
  staff: boolean;
  /** Holds update-ticket, so may be assigned and assign others. */
  answers: boolean;
  admin: boolean;
}

/** The caller as a party to a ticket they may see (`assertSees` first). */
export const partyOf = (caller: Caller, ticket: Ticket): Party => ({
  userId: caller.userId,
  name: caller.user.name,
  requester: isRequester(caller, ticket),
  staff: isStaffOn(caller, ticket),
  answers: answersTickets(caller),
  admin: isAdmin(caller),
});

/** The guest who raised the ticket, through their link's pass. */
export const guestParty = (ticket: Ticket): Party => ({
  userId: '',
  name: ticket.requesterName,
  requester: true,
  staff: false,
  answers: false,
  admin: false,
});
