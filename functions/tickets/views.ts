// A ticket as the API answers it: the list's fields, and the whole ticket with the conversation a party may
// read (internal notes only for staff on it) and what they may do with it now.
import type { TicketListItem, TicketMessageView, TicketView } from '@shared/schemas/tickets';
import { targetState, worstOf } from '@shared/tickets/sla';
import { attachmentsFromItem, fileListKey, toAttachmentView, type Attachment, type RecordRef } from '@functions/platform/attachments';
import { getTogether } from '@functions/platform/db';
import { type Role } from '@functions/platform/identity-records';
import { loadRoles, rolesAsReadBy, type Caller } from '@functions/platform/session';
import { noSuchTicket, type Party } from './access';
import * as Store from './ticket-store';

export const filesOf = (ticketId: string): RecordRef => ({ area: 'tickets', id: ticketId });

const person = (id: string, name: string) => ({ id, name });

const slaOf = (ticket: Store.Ticket, now: Date) => ({
  first_response_due_at: ticket.firstResponseDueAt,
  first_response_at: ticket.firstResponseAt ?? null,
  resolution_due_at: ticket.resolutionDueAt,
  state: worstOf(targetState(ticket.firstResponseDueAt, ticket.firstResponseAt, now), targetState(ticket.resolutionDueAt, ticket.closedAt, now)),
});

/**
 * How a view reads roles by id: for a signed-in caller from memory at the roles revision their request read
 * (`rolesReadBy`, no store call once warm); for a guest, who has no session, by key.
 */
export type RoleReader = (roleIds: readonly string[]) => Promise<Role[]>;

export const rolesReadBy =
  (caller: Caller): RoleReader =>
  (roleIds) =>
    rolesAsReadBy(caller, roleIds);

/** The departments (roles) these tickets are answered by, read by key: a list names a few, a ticket one. */
export const departmentsOf = async (tickets: readonly Store.Ticket[], readRoles: RoleReader = loadRoles): Promise<Map<string, Role>> =>
  new Map((await readRoles([...new Set(tickets.map((t) => t.departmentRoleId))])).map((r) => [r.id, r]));

export const toListItem = (ticket: Store.Ticket, roles: Map<string, Role>, now = new Date()): TicketListItem => ({
  id: ticket.id,
  subject: ticket.subject,
  status: ticket.status,
  priority: ticket.priority,
  category: person(ticket.categoryId, ticket.categoryName),
  department: person(ticket.departmentRoleId, roles.get(ticket.departmentRoleId)?.name ?? 'A former department'),
  requester: { id: ticket.requesterId || null, name: ticket.requesterName },
  assignees: ticket.assignees.map((a) => person(a.id, a.name)),
  sla: slaOf(ticket, now),
  created_at: ticket.createdAt,
  updated_at: ticket.updatedAt,
  closed_at: ticket.closedAt ?? null,
});

const toMessageView = (message: Store.TicketMessage, files: Map<string, Attachment>): TicketMessageView => ({
  id: message.id,
  body: message.body,
  author: { id: message.authorId || null, name: message.authorName, staff: message.staff },
  internal: message.internal,
  attachments: message.attachmentIds.flatMap((id) => {
    const file = files.get(id);
    return file ? [toAttachmentView(file)] : [];
  }),
  created_at: message.createdAt,
});

/** The ticket as a party may see it: internal notes only for staff on it, and what they may do now. */
export const toView = async (
  party: Party,
  ticket: Store.Ticket,
  messages: Store.TicketMessage[],
  files: Attachment[],
  readRoles: RoleReader = loadRoles,
): Promise<TicketView> => {
  const byId = new Map(files.map((f) => [f.id, f]));
  const closed = ticket.status === 'closed';
  return {
    ...toListItem(ticket, await departmentsOf([ticket], readRoles)),
    messages: messages.filter((m) => party.staff || !m.internal).map((m) => toMessageView(m, byId)),
    rating:
      ticket.rating === undefined
        ? null
        : { rating: ticket.rating, comment: ticket.ratingComment ?? '', rated_at: ticket.ratedAt ?? ticket.updatedAt },
    chat_id: ticket.chatId ?? null,
    requester_email: party.staff ? ticket.requesterEmail : null,
    can: {
      reply: !closed,
      note: party.staff && !closed,
      assign: party.staff && party.answers,
      close: !closed,
      reopen: closed,
      delete: party.admin,
      rate: party.requester && closed && ticket.rating === undefined,
      merge: party.staff && !closed,
    },
  };
};

/**
 * The ticket as a party sees it after a change: read again, with its conversation and files. `partyOf` settles
 * who reads it from the ticket as it now is (a caller's access, a guest's part); a ticket deleted meanwhile is 404.
 */
export const viewNow = async (id: string, partyOf: (ticket: Store.Ticket) => Party, readRoles: RoleReader = loadRoles): Promise<TicketView> => {
  const [ticket, messages, [filesItem]] = await Promise.all([Store.getTicket(id), Store.messagesOf(id), getTogether([fileListKey(filesOf(id))])]);
  if (!ticket) throw noSuchTicket();
  return toView(partyOf(ticket), ticket, messages, attachmentsFromItem(filesOf(id), filesItem), readRoles);
};
