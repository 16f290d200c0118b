// Support tickets (docs/decisions.md, "Tickets") for signed-in callers: raising one, the conversation, assigning, closing and
// reopening, rating, deleting, making one from a chat, and the lists each person sees. Who may do what is
// access.ts; what a party does is actions.ts (guests.ts serves the guests); views.ts shapes the answers.
import { ROLE } from '@shared/permissions';
import type { AttachmentDownload } from '@shared/schemas/attachments';
import type { ListResponse } from '@shared/schemas/common';
import type {
  AssignBody,
  MergeTicketBody,
  RatingBody,
  TicketBody,
  TicketFromChatBody,
  TicketListItem,
  TicketListQuery,
  TicketMessageBody,
  TicketView,
} from '@shared/schemas/tickets';
import { DUE_SOON_MINUTES } from '@shared/tickets/sla';
import {
  attachmentsFromItem,
  downloadAttachment,
  fileListKey,
  getAttachment,
  readAttachment,
  removeAllAttachments,
  type RecordRef,
} from '@functions/platform/attachments';
import { getChat } from '@functions/chat/chat';
import { findUser, usersByIds } from '@functions/users/users';
import { ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { FileAnswer, type CheckedFile, type ReadItems } from '@functions/platform/http';
import { countAhead, keptCount, type CountAhead } from '@functions/platform/list-counts';
import { quickListParser } from '@functions/platform/db';
import { pageFromIndex } from '@functions/platform/paging';
import { loadRoles, permissionsOf, type Caller } from '@functions/platform/session';
import { answersTickets, assertSees, isAdmin, isStaffOn, noSuchTicket, partyOf, type Party } from './access';
import * as Actions from './actions';
import { announce, peopleOn } from './announce';
import * as Store from './ticket-store';
import { departmentsOf, filesOf, rolesReadBy, toListItem, toView, viewNow } from './views';
import { assignedSummary } from './assignment-words';

/** The ticket as the caller sees it after a change (one who may no longer see it gets 404). */
const showTicketNow = (caller: Caller, id: string): Promise<TicketView> =>
  viewNow(id, (ticket) => partyOf(caller, assertSees(caller, ticket)), rolesReadBy(caller));

/**
 * What `GET /tickets/{id}` reads before its caller is known: the ticket and its file list beside the session,
 * its conversation beside that. Answered only if the caller may see the ticket (`showTicket`).
 */
export const readTicketAhead = async (id: string, items: ReadItems) => {
  const [[ticketItem, filesItem], messages] = await Promise.all([items([Store.ticketKey(id), fileListKey(filesOf(id))]), Store.messagesOf(id)]);
  return { ticket: Store.ticketFromItem(ticketItem), messages, files: attachmentsFromItem(filesOf(id), filesItem) };
};

export const showTicket = async (caller: Caller, ahead: ReturnType<typeof readTicketAhead>): Promise<TicketView> => {
  const { ticket, messages, files } = await ahead;
  const seen = assertSees(caller, ticket);
  return toView(partyOf(caller, seen), seen, messages, files, rolesReadBy(caller));
};

/** The caller as the party who raises a ticket of their own. */
const asRequester = (caller: Caller) => ({
  userId: caller.userId,
  name: caller.user.name,
  requester: true,
  staff: false,
  answers: answersTickets(caller),
  admin: isAdmin(caller),
});

/** `POST /api/tickets`: raised by its requester. */
export const createTicket = async (caller: Caller, body: TicketBody, files: CheckedFile[]): Promise<TicketView> => {
  const ticket = await Actions.raise({
    fields: body,
    requester: { id: caller.userId, name: caller.user.name, email: caller.user.email },
    author: asRequester(caller),
    message: body.message,
    files,
  });
  return showTicketNow(caller, ticket.id);
};

/** `POST /api/tickets/{id}/messages`: a reply or, from staff on it, an internal note. */
export const addMessage = async (caller: Caller, id: string, body: TicketMessageBody, files: CheckedFile[]): Promise<TicketView> => {
  const seen = assertSees(caller, await Store.getTicket(id));
  await Actions.postMessage(partyOf(caller, seen), seen, body, files);
  return showTicketNow(caller, id);
};

/** `POST /api/tickets/{id}/close`: by its requester or staff on it; 409 when it is closed already. */
export const close = async (caller: Caller, id: string): Promise<TicketView> => {
  const seen = assertSees(caller, await Store.getTicket(id));
  await Actions.closeTicket(partyOf(caller, seen), id);
  return showTicketNow(caller, id);
};

/** `POST /api/tickets/{id}/reopen`: 409 when it is not closed. */
export const reopen = async (caller: Caller, id: string): Promise<TicketView> => {
  const seen = assertSees(caller, await Store.getTicket(id));
  await Actions.reopenTicket(partyOf(caller, seen), id);
  return showTicketNow(caller, id);
};

/** `POST /api/tickets/{id}/rating`: its requester's rating, once it is closed; 409 a second time. */
export const rate = async (caller: Caller, id: string, body: RatingBody): Promise<TicketView> => {
  const seen = assertSees(caller, await Store.getTicket(id));
  await Actions.rate(partyOf(caller, seen), seen, body);
  return showTicketNow(caller, id);
};

/** A chat's transcript as the ticket's first message: who said what, when, in the college's time. */
const transcriptText = (lines: TicketFromChatBody['transcript']) =>
  [
    'Transcript of the live chat:',
    ...lines.map((line) => {
      const at = new Date(line.sent_at).toLocaleString('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'short', timeStyle: 'short' });
      return `[${at}] ${line.sender_name}: ${line.body}`;
    }),
  ].join('\n');

/**
 * `POST /api/tickets/create-from-chat`: staff turn a chat into a ticket for its student (an account holding
 * a role that raises tickets) or its guest, the transcript its first message, assigned to them to follow up
 * (whatever department its category names); one ticket per chat (409).
 */
export const createFromChat = async (caller: Caller, body: TicketFromChatBody): Promise<TicketView> => {
  await assertChatOf(caller, body);
  const requester = body.requester_id
    ? await chatStudent(body.requester_id)
    : { id: '', name: body.guest_name ?? body.guest_email!, email: body.guest_email! };
  const staffParty = { ...asRequester(caller), requester: false, staff: true };
  const ticket = await Actions.raise({
    fields: body,
    requester,
    author: staffParty,
    message: transcriptText(body.transcript).slice(0, 10_000),
    files: [],
    chatId: body.chat_id,
    assignTo: { id: caller.userId, name: caller.user.name },
    mail: {
      subject: `A ticket was opened from your chat: ${body.subject}`,
      paragraphs: [`${caller.user.name} opened a support ticket from your live chat, so it can be followed up. You can read and answer it here:`],
    },
  });
  return showTicketNow(caller, ticket.id);
};

/**
 * The chat a ticket is made from: one the caller has taken or joined (any, for the admins), whose student or guest
 * is the one the ticket names; 422 on the field otherwise.
 */
const assertChatOf = async (caller: Caller, body: TicketFromChatBody) => {
  const chat = await getChat(body.chat_id);
  const onIt = chat && (isAdmin(caller) || chat.assigneeId === caller.userId || chat.participants.some((p) => p.id === caller.userId));
  if (!chat || !onIt) throw new ValidationError({ chat_id: ['Choose a chat you have taken.'] });
  const same = chat.studentId ? body.requester_id === chat.studentId : body.guest_email?.toLowerCase() === chat.guestEmail;
  if (!same) throw new ValidationError({ requester_id: ['Name the student, or the guest’s address, of this chat.'] });
};

/** The student (or agent) a chat's ticket is for: 422 when there is no such account. */
const chatStudent = async (userId: string) => {
  const user = await findUser(userId);
  if (!user) throw new ValidationError({ requester_id: ['Choose a student who has an account.'] });
  return { id: user.id, name: user.name, email: user.email };
};

/** The people named, when each may answer tickets (holds update-ticket through their roles); 422 otherwise. */
const staffNamed = async (userIds: readonly string[]) => {
  const unique = [...new Set(userIds)];
  const users = await usersByIds(unique);
  const answering = [];
  for (const user of users) {
    // A deactivated account answers nothing: it cannot sign in to see the ticket.
    if (user.deactivatedAt) continue;
    const roles = await loadRoles(user.roleIds);
    const permissions = permissionsOf(roles);
    if (roles[0]?.name === ROLE.superadmin || permissions.includes('update-ticket')) answering.push(user);
  }
  if (answering.length !== unique.length) throw new ValidationError({ user_ids: ['Assign staff who answer tickets.'] });
  return answering;
};

const mustBeStaffOn = (caller: Caller, ticket: Store.Ticket) => {
  if (!isStaffOn(caller, ticket)) throw noSuchTicket();
};

/**
 * `POST /api/tickets/{id}/merge`: staff answering both close this ticket into another of the same requester. A ticket
 * the caller does not answer is not named as such: 404 for this one, 422 on `into` for the other.
 */
export const merge = async (caller: Caller, id: string, body: MergeTicketBody): Promise<TicketView> => {
  const source = assertSees(caller, await Store.getTicket(id));
  mustBeStaffOn(caller, source);
  const target = await Store.getTicket(body.into);
  if (!target || !isStaffOn(caller, target)) throw new ValidationError({ into: ['Choose a ticket you answer.'] });
  const into = await Actions.mergeTicket(partyOf(caller, source), source, target);
  return showTicketNow(caller, into.id);
};

/** `POST /api/tickets/{id}/assign`: adds staff to the ticket; an open ticket becomes assigned. */
export const assign = async (caller: Caller, id: string, body: AssignBody): Promise<TicketView> => {
  mustBeStaffOn(caller, assertSees(caller, await Store.getTicket(id)));
  const staff = await staffNamed(body.user_ids);
  const { before, after } = await Store.changeTicket(id, (ticket) => {
    const added = staff.filter((u) => !ticket.assigneeIds.includes(u.id));
    const assignees = [...ticket.assignees, ...added.map((u) => ({ id: u.id, name: u.name }))];
    if (assignees.length > 10) throw new ValidationError({ user_ids: ['A ticket is assigned to at most 10 people.'] });
    return {
      change: {
        assignees,
        assigneeIds: assignees.map((a) => a.id),
        ...(ticket.status === 'open' && assignees.length ? { status: 'assigned' as const } : {}),
      },
    };
  });
  const added = after.assignees.filter((a) => !before.assigneeIds.includes(a.id));
  if (added.length) {
    await announce(after, caller, {
      event: 'assigned',
      summary: assignedSummary(caller.user, added),
      to: [...peopleOn(after)],
    });
  }
  return showTicketNow(caller, id);
};

/** `DELETE /api/tickets/{id}/assignments/{userId}`: takes someone off; a ticket nobody answers is open again. */
export const unassign = async (caller: Caller, id: string, userId: string): Promise<TicketView> => {
  mustBeStaffOn(caller, assertSees(caller, await Store.getTicket(id)));
  const { before, after } = await Store.changeTicket(id, (ticket) => {
    if (!ticket.assigneeIds.includes(userId)) throw new NotFoundError('ticket.assignee_not_found', 'This person is not assigned to the ticket.');
    const assignees = ticket.assignees.filter((a) => a.id !== userId);
    return {
      change: {
        assignees,
        assigneeIds: assignees.map((a) => a.id),
        ...(ticket.status === 'assigned' && !assignees.length ? { status: 'open' as const } : {}),
      },
    };
  });
  const removed = before.assignees.find((a) => a.id === userId)!;
  await announce(after, caller, {
    event: 'unassigned',
    summary: `${caller.user.name} took ${removed.name} off the ticket.`,
    to: [...peopleOn(after), userId],
  });
  return showTicketNow(caller, id);
};

/** `DELETE /api/tickets/{id}`: the ticket, its conversation and its files. */
export const removeTicket = async (caller: Caller, id: string): Promise<void> => {
  const ticket = assertSees(caller, await Store.getTicket(id));
  await removeAllAttachments(filesOf(id));
  await Store.deleteTicket(ticket);
};

/**
 * The ticket files of a message a party may read (a note's files only for staff on it); 404 otherwise.
 * `partyFor` settles access to the message's ticket: the caller's, or a guest's pass to it.
 */
export const fileOfMessage = async (messageId: string, attachmentId: string, partyFor: (ticketId: string) => Promise<Party>): Promise<RecordRef> => {
  const message = await Store.getMessage(messageId);
  const noSuchFile = () => new NotFoundError('attachment.not_found', 'This file does not exist.');
  if (!message || !message.attachmentIds.includes(attachmentId)) throw noSuchFile();
  const party = await partyFor(message.ticketId);
  if (message.internal && !party.staff) throw noSuchFile();
  return filesOf(message.ticketId);
};

const callerParty = (caller: Caller) => async (ticketId: string) => partyOf(caller, assertSees(caller, await Store.getTicket(ticketId)));

/** A short-lived link to a file (`GET .../attachments/{attId}`). */
export const linkToFile = async (ref: RecordRef, attachmentId: string): Promise<AttachmentDownload> => downloadAttachment(ref, attachmentId);

/** The file itself, under its name (`.../download`). */
export const fileItself = async (ref: RecordRef, attachmentId: string): Promise<FileAnswer> => {
  const file = await getAttachment(ref, attachmentId);
  return new FileAnswer(await readAttachment(ref, attachmentId), file.type, file.name);
};

/** `GET /api/tickets/messages/{id}/attachments/{attId}`: a short-lived link to a file of a message the caller may read. */
export const linkToMessageFile = async (caller: Caller, messageId: string, attachmentId: string): Promise<AttachmentDownload> =>
  linkToFile(await fileOfMessage(messageId, attachmentId, callerParty(caller)), attachmentId);

/** `.../download`: the file itself, under its name. */
export const messageFile = async (caller: Caller, messageId: string, attachmentId: string): Promise<FileAnswer> =>
  fileItself(await fileOfMessage(messageId, attachmentId, callerParty(caller)), attachmentId);

// ---- Lists.

type Filter = Parameters<ReturnType<typeof Store.TicketEntity.query.all>['where']>[0];

/** The filter of an SLA state, from what each change kept (the late flags) and the due times against now. */
const slaFilter = (state: TicketListQuery['sla'] & string): Filter => {
  const now = new Date().toISOString();
  const soon = new Date(Date.now() + DUE_SOON_MINUTES * 60_000).toISOString();
  return (a, { eq, ne, lt, gt, between, exists, notExists }) => {
    // Each part is built only where it is used: an operator names its value at once, and DynamoDB refuses an unused one.
    const waitingFirst = () => notExists(a.firstResponseAt);
    const open = () => ne(a.status, 'closed');
    const late = () => `(${eq(a.firstResponseLate, true)} OR ${eq(a.resolvedLate, true)})`;
    const overdue = () => `((${waitingFirst()} AND ${lt(a.firstResponseDueAt, now)}) OR (${open()} AND ${lt(a.resolutionDueAt, now)}))`;
    switch (state) {
      case 'breached':
        return `(${late()} OR ${overdue()})`;
      case 'met':
        return `(${eq(a.status, 'closed')} AND ${eq(a.firstResponseLate, false)} AND ${eq(a.resolvedLate, false)})`;
      case 'due-soon':
        // Not late, and a target running out between now and two hours from now (so not overdue either).
        return `(${open()} AND NOT ${late()} AND ((${waitingFirst()} AND ${between(a.firstResponseDueAt, now, soon)}) OR ${between(a.resolutionDueAt, now, soon)}))`;
      case 'on-time':
        return `(${open()} AND NOT ${late()} AND (${exists(a.firstResponseAt)} OR ${gt(a.firstResponseDueAt, soon)}) AND ${gt(a.resolutionDueAt, soon)})`;
    }
  };
};

const parseTickets: (items: Record<string, unknown>[]) => Store.Ticket[] = quickListParser(Store.TicketEntity);
const parseCopies: (items: Record<string, unknown>[]) => Store.Ticket[] = quickListParser(Store.AssignedTicketEntity);

/**
 * The partition a caller's list reads, the filters its partition does not already apply, and the kept count of
 * that partition: every ticket for the admins (a department's when they ask, in one status when they ask); for
 * staff, their department's (the one they ask for, or their first), in one status when they ask, or those
 * assigned to them in any department; for everyone else, the tickets they raised.
 */
const partitionOf = (caller: Caller, query: TicketListQuery) => {
  const { status } = query;
  const assignee = query.assignee === 'me' ? caller.userId : query.assignee;
  const ofDepartment = (department: string) =>
    status
      ? {
          base: Store.TicketEntity.query.byDepartmentStatus({ departmentRoleId: department, status }),
          parse: parseTickets,
          scope: Store.departmentStatusScope(department, status),
          statusFilter: undefined,
          departmentFilter: undefined,
          assigneeFilter: assignee,
        }
      : {
          base: Store.TicketEntity.query.byDepartment({ departmentRoleId: department }),
          parse: parseTickets,
          scope: Store.departmentScope(department),
          statusFilter: undefined,
          departmentFilter: undefined,
          assigneeFilter: assignee,
        };
  // The tickets assigned to one person, in any department: the copies filed under them (ticket-store.ts).
  const ofAssignee = (assigneeId: string) => ({
    base: Store.AssignedTicketEntity.query.byAssignee({ assigneeId }),
    parse: parseCopies,
    scope: Store.assigneeScope(assigneeId),
    statusFilter: status,
    departmentFilter: undefined,
    assigneeFilter: undefined,
  });
  if (isAdmin(caller)) {
    if (query.department_role_id) return ofDepartment(query.department_role_id);
    if (assignee) return ofAssignee(assignee);
    return {
      base: Store.TicketEntity.query.all({}),
      parse: parseTickets,
      scope: status ? Store.statusScope(status) : Store.ALL_TICKETS,
      statusFilter: status,
      departmentFilter: undefined,
      assigneeFilter: undefined,
    };
  }
  if (answersTickets(caller)) {
    // "Assigned to me" spans departments: staff may be assigned another department's ticket.
    if (query.assignee === 'me' && !query.department_role_id) return ofAssignee(caller.userId);
    const department = query.department_role_id ?? caller.user.roleIds[0];
    if (!department || !caller.user.roleIds.includes(department)) {
      throw new ForbiddenError('ticket.forbidden', "You see your own department's tickets: choose one of yours.");
    }
    if (!query.department_role_id) ownDepartments.remember(caller.userId, department);
    return ofDepartment(department);
  }
  // A requester's own: a few, counted as they are read.
  return {
    base: Store.TicketEntity.query.byRequester({ requesterId: caller.userId }),
    parse: parseTickets,
    scope: undefined,
    statusFilter: status,
    departmentFilter: query.department_role_id,
    assigneeFilter: assignee,
  };
};

/**
 * The department each member of staff's list last showed when they named none (their first), by user, in this
 * function's memory. Their own department is known only from their account, read with the session; remembered, their
 * next list reads that department's count beside the session too. Only a guess of which count to read: the list
 * still takes its department from the account it reads, and reads the count again when the guess was wrong.
 */
const ownDepartments = (() => {
  const LIMIT = 2_000;
  const known = new Map<string, string>();
  return {
    remember: (userId: string, department: string) => {
      known.delete(userId);
      known.set(userId, department);
      if (known.size > LIMIT) known.delete(known.keys().next().value!);
    },
    of: (userId: string | undefined) => (userId === undefined ? undefined : known.get(userId)),
  };
})();

/**
 * The kept count a tickets list's query names, read beside the session: a department's (asked for by id, or the one
 * a member of staff's list last showed), an assignee's ("me": the token's user), or the whole list's by status (an
 * admin's).
 */
export const ticketsCountAhead = (query: TicketListQuery, items: ReadItems, userId: string | undefined): CountAhead => {
  const { status } = query;
  const assignee = query.assignee === 'me' ? userId : query.assignee;
  const department = query.department_role_id ?? (assignee ? undefined : ownDepartments.of(userId));
  const scope = department
    ? status
      ? Store.departmentStatusScope(department, status)
      : Store.departmentScope(department)
    : assignee
      ? Store.assigneeScope(assignee)
      : status
        ? Store.statusScope(status)
        : Store.ALL_TICKETS;
  return countAhead(Store.TICKETS_LIST, scope, items);
};

/** `GET /api/tickets`: the caller's tickets, newest first by default, paged over an index. */
export const listTickets = async (caller: Caller, query: TicketListQuery, counted?: CountAhead): Promise<ListResponse<TicketListItem>> => {
  const { base, parse, scope, statusFilter, departmentFilter, assigneeFilter: assignee } = partitionOf(caller, query);
  const search = query.search?.toLowerCase();
  const filters: Filter[] = [
    ...(statusFilter ? [((a, { eq }) => eq(a.status, statusFilter)) as Filter] : []),
    ...(query.category_id ? [((a, { eq }) => eq(a.categoryId, query.category_id!)) as Filter] : []),
    ...(departmentFilter ? [((a, { eq }) => eq(a.departmentRoleId, departmentFilter)) as Filter] : []),
    ...(assignee ? [((a, { contains }) => contains(a.assigneeIds, assignee)) as Filter] : []),
    ...(search ? [((a, { contains }) => contains(a.searchText, search)) as Filter] : []),
    ...(query.sla ? [slaFilter(query.sla)] : []),
  ];
  // The kept count answers the total when nothing narrows the partition further than its scope does.
  const narrowed = filters.length > (statusFilter ? 1 : 0);
  const total = scope && !narrowed ? keptCount(counted, Store.TICKETS_LIST, scope) : undefined;
  const where: Filter = (a, ops) => filters.map((f) => f(a, ops)).join(' AND ');
  const params = (filters.length ? base.where(where) : base).params({ order: query.order });
  const page = await pageFromIndex({ params, parse, total }, query);
  const roles = await departmentsOf(page.data, rolesReadBy(caller));
  const now = new Date();
  return { data: page.data.map((t) => toListItem(t, roles, now)), meta: page.meta };
};
