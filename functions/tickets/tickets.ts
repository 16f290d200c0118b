// Support tickets (issue 9): raising one, the conversation (replies and staff's internal notes, with files),
// assigning, closing and reopening, deleting, and the lists each person sees. Who may do what is access.ts;
// the records are written by ticket-store.ts; announce.ts tells the people involved.
import { ROLE } from '@shared/permissions';
import type { AttachmentDownload } from '@shared/schemas/attachments';
import type { ListResponse } from '@shared/schemas/common';
import type {
  AssignBody,
  TicketBody,
  TicketListItem,
  TicketListQuery,
  TicketMessageBody,
  TicketMessageView,
  TicketView,
} from '@shared/schemas/tickets';
import { addWorkingHours, DUE_SOON_MINUTES, targetState, worstOf } from '@shared/tickets/sla';
import {
  attachmentsFromItem,
  downloadAttachment,
  fileListKey,
  getAttachment,
  readAttachment,
  removeAllAttachments,
  removeAttachmentIfPresent,
  storeReceivedFile,
  toAttachmentView,
  type Attachment,
  type RecordRef,
} from '@functions/lib/attachments';
import { UserEntity, getTogether, type Role } from '@functions/lib/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/lib/errors';
import { FileAnswer, type CheckedFile, type ReadItems } from '@functions/lib/http';
import { pageFromIndex } from '@functions/lib/paging';
import { newId } from '@functions/lib/secrets';
import { allRoles, loadRoles, permissionsOf, type Caller } from '@functions/lib/session';
import { announce, peopleOn } from './announce';
import { answersTickets, assertSees, isAdmin, isRequester, isStaffOn, noSuchTicket } from './access';
import * as Categories from './category-store';
import * as Store from './ticket-store';

// The college's own time: targets count its working hours (its campuses' state, NSW).
const COLLEGE_STATE = 'NSW';

const filesOf = (ticketId: string): RecordRef => ({ area: 'tickets', id: ticketId });

const person = (id: string, name: string) => ({ id, name });

const slaOf = (ticket: Store.Ticket, now: Date) => ({
  first_response_due_at: ticket.firstResponseDueAt,
  first_response_at: ticket.firstResponseAt ?? null,
  resolution_due_at: ticket.resolutionDueAt,
  state: worstOf(targetState(ticket.firstResponseDueAt, ticket.firstResponseAt, now), targetState(ticket.resolutionDueAt, ticket.closedAt, now)),
});

const toListItem = (ticket: Store.Ticket, roles: Map<string, Role>, now = new Date()): TicketListItem => ({
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

const rolesById = async () => new Map((await allRoles()).map((r) => [r.id, r]));

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

/** The ticket as the caller may see it: internal notes only for staff on it, and what they may do now. */
const toView = async (caller: Caller, ticket: Store.Ticket, messages: Store.TicketMessage[], files: Attachment[]): Promise<TicketView> => {
  const staff = isStaffOn(caller, ticket);
  const byId = new Map(files.map((f) => [f.id, f]));
  const closed = ticket.status === 'closed';
  return {
    ...toListItem(ticket, await rolesById()),
    messages: messages.filter((m) => staff || !m.internal).map((m) => toMessageView(m, byId)),
    can: {
      reply: !closed,
      note: staff && !closed,
      assign: staff && answersTickets(caller),
      close: !closed,
      reopen: closed,
      delete: isAdmin(caller),
    },
  };
};

/** The ticket as the caller sees it after a change: read again, with its conversation and files. */
const showTicketNow = async (caller: Caller, id: string): Promise<TicketView> => {
  const [ticket, messages, [filesItem]] = await Promise.all([Store.getTicket(id), Store.messagesOf(id), getTogether([fileListKey(filesOf(id))])]);
  return toView(caller, assertSees(caller, ticket), messages, attachmentsFromItem(filesOf(id), filesItem));
};

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
  return toView(caller, assertSees(caller, ticket), messages, files);
};

/** Stores a message's files on its ticket; the ids the message names. */
const storeFiles = async (caller: Caller, ticketId: string, files: CheckedFile[]): Promise<string[]> => {
  const ids: string[] = [];
  for (const file of files)
    ids.push((await storeReceivedFile(filesOf(ticketId), caller.userId, { filename: file.filename, type: file.type, bytes: file.bytes })).id);
  return ids;
};

const messageOf = (caller: Caller, ticketId: string, body: string, staff: boolean, internal: boolean, attachmentIds: string[]): Store.NewMessage => ({
  ticketId,
  id: newId(),
  authorId: caller.userId,
  authorName: caller.user.name,
  staff,
  body,
  internal,
  attachmentIds,
});

/** `POST /api/tickets`: raised by its requester, filed under a category whose department answers it, due by its targets. */
export const createTicket = async (caller: Caller, body: TicketBody, files: CheckedFile[]): Promise<TicketView> => {
  const category = (await Categories.allCategories()).find((c) => c.id === body.category_id);
  if (!category) throw new ValidationError({ category_id: ['Choose a category that exists.'] });
  const id = newId();
  const now = new Date().toISOString();
  const attachmentIds = await storeFiles(caller, id, files);
  try {
    await Store.createTicket(
      {
        id,
        subject: body.subject,
        categoryId: category.id,
        categoryName: category.name,
        departmentRoleId: category.departmentRoleId,
        priority: body.priority,
        status: 'open',
        requesterId: caller.userId,
        requesterName: caller.user.name,
        requesterEmail: caller.user.email,
        assigneeIds: [],
        assignees: [],
        firstResponseDueAt: addWorkingHours(now, category.firstResponseHours, COLLEGE_STATE),
        resolutionDueAt: addWorkingHours(now, category.resolutionHours, COLLEGE_STATE),
      },
      messageOf(caller, id, body.message, false, false, attachmentIds),
    );
  } catch (error) {
    await removeAllAttachments(filesOf(id));
    throw error;
  }
  const ticket = (await Store.getTicket(id))!;
  await announce(ticket, caller, { event: 'created', summary: `${caller.user.name} raised the ticket.`, to: [] });
  return showTicketNow(caller, id);
};

const closedRefusal = () => new ConflictError('ticket.closed', 'This ticket is closed. Reopen it to write to it.');

/**
 * `POST /api/tickets/{id}/messages`: a reply (requester or staff) or, from staff, an internal note. A first
 * reply from staff meets (or misses) the first-response target.
 */
export const addMessage = async (caller: Caller, id: string, body: TicketMessageBody, files: CheckedFile[]): Promise<TicketView> => {
  const seen = assertSees(caller, await Store.getTicket(id));
  const staff = isStaffOn(caller, seen);
  if (body.internal && !staff) throw new ForbiddenError('ticket.note_forbidden', 'Only staff answering this ticket write internal notes.');
  if (seen.status === 'closed') throw closedRefusal();
  const attachmentIds = await storeFiles(caller, id, files);
  const message = messageOf(caller, id, body.body, staff && !isRequester(caller, seen), body.internal, attachmentIds);
  const { after } = await Store.changeTicket(id, (ticket) => {
    if (ticket.status === 'closed') throw closedRefusal();
    const firstResponse = message.staff && !message.internal && !ticket.firstResponseAt;
    const at = new Date().toISOString();
    return { change: firstResponse ? { firstResponseAt: at, firstResponseLate: at > ticket.firstResponseDueAt } : {}, message };
  }).catch(async (error: unknown) => {
    // Closed (or too busy) meanwhile: the message was not written, so its files go too.
    await Promise.all(attachmentIds.map((fileId) => removeAttachmentIfPresent(filesOf(id), fileId)));
    throw error;
  });
  if (body.internal) {
    await announce(after, caller, { event: 'replied', summary: `${caller.user.name} added an internal note.`, to: after.assigneeIds });
  } else {
    await announce(after, caller, {
      event: 'replied',
      summary: `${caller.user.name} replied.`,
      to: peopleOn(after),
      mail: message.staff
        ? { subject: `Reply to your ticket: ${after.subject}`, paragraphs: [`${caller.user.name} replied:`, body.body] }
        : undefined,
    });
  }
  return showTicketNow(caller, id);
};

/** The people named, when each may answer tickets (holds update-ticket through their roles); 422 otherwise. */
const staffNamed = async (userIds: readonly string[]) => {
  const unique = [...new Set(userIds)];
  const { data: users } = await UserEntity.get(unique.map((id) => ({ id }))).go();
  const answering = [];
  for (const user of users) {
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
      summary: `${caller.user.name} assigned ${added.map((a) => a.name).join(', ')}.`,
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

/** `POST /api/tickets/{id}/close`: by its requester or staff on it; 409 when it is closed already. */
export const close = async (caller: Caller, id: string): Promise<TicketView> => {
  assertSees(caller, await Store.getTicket(id));
  const { after } = await Store.changeTicket(id, (ticket) => {
    if (ticket.status === 'closed') throw new ConflictError('ticket.already_closed', 'This ticket is already closed.');
    const at = new Date().toISOString();
    return { change: { status: 'closed', closedAt: at, resolvedLate: at > ticket.resolutionDueAt } };
  });
  await announce(after, caller, {
    event: 'closed',
    summary: `${caller.user.name} closed the ticket.`,
    to: peopleOn(after),
    mail: {
      subject: `Your ticket was closed: ${after.subject}`,
      paragraphs: [`${caller.user.name} closed your ticket. If it is not solved, reopen it and tell us what is still wrong.`],
    },
  });
  return showTicketNow(caller, id);
};

/** `POST /api/tickets/{id}/reopen`: back to assigned (someone answers it) or open; 409 when it is not closed. */
export const reopen = async (caller: Caller, id: string): Promise<TicketView> => {
  assertSees(caller, await Store.getTicket(id));
  const { after } = await Store.changeTicket(id, (ticket) => {
    if (ticket.status !== 'closed') throw new ConflictError('ticket.not_closed', 'This ticket is not closed.');
    return { change: { status: ticket.assigneeIds.length ? 'assigned' : 'open', remove: ['closedAt'] } };
  });
  await announce(after, caller, { event: 'reopened', summary: `${caller.user.name} reopened the ticket.`, to: peopleOn(after) });
  return showTicketNow(caller, id);
};

/** `DELETE /api/tickets/{id}`: the ticket, its conversation and its files. */
export const removeTicket = async (caller: Caller, id: string): Promise<void> => {
  const ticket = assertSees(caller, await Store.getTicket(id));
  await removeAllAttachments(filesOf(id));
  await Store.deleteTicket(ticket);
};

/** The ticket of a message's file the caller may read (a note's files only for staff on it); 404 otherwise. */
const fileOfMessage = async (caller: Caller, messageId: string, attachmentId: string): Promise<RecordRef> => {
  const message = await Store.getMessage(messageId);
  const noSuchFile = () => new NotFoundError('attachment.not_found', 'This file does not exist.');
  if (!message || !message.attachmentIds.includes(attachmentId)) throw noSuchFile();
  const ticket = assertSees(caller, await Store.getTicket(message.ticketId));
  if (message.internal && !isStaffOn(caller, ticket)) throw noSuchFile();
  return filesOf(ticket.id);
};

/** `GET /api/tickets/messages/{id}/attachments/{attId}`: a short-lived link to a file of a message the caller may read. */
export const linkToMessageFile = async (caller: Caller, messageId: string, attachmentId: string): Promise<AttachmentDownload> =>
  downloadAttachment(await fileOfMessage(caller, messageId, attachmentId), attachmentId);

/** `.../download`: the file itself, under its name. */
export const messageFile = async (caller: Caller, messageId: string, attachmentId: string): Promise<FileAnswer> => {
  const ref = await fileOfMessage(caller, messageId, attachmentId);
  const file = await getAttachment(ref, attachmentId);
  return new FileAnswer(await readAttachment(ref, attachmentId), file.type, file.name);
};

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

/**
 * The partition a caller's list reads: every ticket for admins; for staff, their department's (the one they
 * ask for, or their first); for everyone else, the tickets they raised.
 */
const partitionOf = (caller: Caller, query: TicketListQuery) => {
  if (isAdmin(caller)) return { base: Store.TicketEntity.query.all({}), departmentFilter: query.department_role_id };
  if (answersTickets(caller)) {
    const department = query.department_role_id ?? caller.user.roleIds[0];
    if (!department || !caller.user.roleIds.includes(department)) {
      throw new ForbiddenError('ticket.forbidden', "You see your own department's tickets: choose one of yours.");
    }
    return { base: Store.TicketEntity.query.byDepartment({ departmentRoleId: department }), departmentFilter: undefined };
  }
  return { base: Store.TicketEntity.query.byRequester({ requesterId: caller.userId }), departmentFilter: query.department_role_id };
};

/** `GET /api/tickets`: the caller's tickets, newest first by default, paged over an index. */
export const listTickets = async (caller: Caller, query: TicketListQuery): Promise<ListResponse<TicketListItem>> => {
  const { base, departmentFilter } = partitionOf(caller, query);
  const assignee = query.assignee === 'me' ? caller.userId : query.assignee;
  const search = query.search?.toLowerCase();
  const filters: Filter[] = [
    ...(query.status ? [((a, { eq }) => eq(a.status, query.status!)) as Filter] : []),
    ...(query.category_id ? [((a, { eq }) => eq(a.categoryId, query.category_id!)) as Filter] : []),
    ...(departmentFilter ? [((a, { eq }) => eq(a.departmentRoleId, departmentFilter)) as Filter] : []),
    ...(assignee ? [((a, { contains }) => contains(a.assigneeIds, assignee)) as Filter] : []),
    ...(search ? [((a, { contains }) => contains(a.searchText, search)) as Filter] : []),
    ...(query.sla ? [slaFilter(query.sla)] : []),
  ];
  const where: Filter = (a, ops) => filters.map((f) => f(a, ops)).join(' AND ');
  const params = (filters.length ? base.where(where) : base).params({ order: query.order });
  const page = await pageFromIndex({ params, parse: (items) => Store.TicketEntity.parse({ Items: items }).data as Store.Ticket[] }, query);
  const roles = await rolesById();
  const now = new Date();
  return { data: page.data.map((t) => toListItem(t, roles, now)), meta: page.meta };
};
