// Tickets and their messages: the entities and their one writer (the dashboards and the jobs count them through the
// domain's face, tickets.ts). Every change of a ticket after its creation is conditional on the revision it was read at, so
// two staff closing, assigning or replying at once never both win silently: the later one is tried again on the
// ticket as it now is (`changeTicket`).
import { Entity, Service, type EntityItem } from 'electrodb';
import type { TicketPriority, TicketStatus } from '@shared/schemas/tickets';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { keyMaker, quickParser, rewriteWhole } from '@functions/platform/db';
import { putEntriesInBatches, wordEntryWrites, type Filed, type SearchScope } from '@functions/platform/search-index';
import { countOf, listCountEntity, moveCount, setCounts, type ListCounts } from '@functions/platform/list-counts';
import { moveClaim, uniqueValueEntity } from '@functions/platform/unique-values';
import { itemsOf, transact, withRetries } from '@functions/platform/transactions';
import { breachedCounts, breachedMoves, nextDueAtOf, type Standing } from './sla-standing';
import { ticketTrendEvents, ticketTrendEventsAsStored } from './trend-events';
import { fileTrendEvents, trendWrites } from '@functions/platform/trends';

const table = config.tableName;
const client = dynamo;
const now = () => new Date().toISOString();

/** What a ticket holds: the ticket's own item and each copy filed under its assignees (`AssignedTicketEntity`). */
const TICKET_ATTRIBUTES = {
  id: { type: 'string', required: true },
  subject: { type: 'string', required: true },
  categoryId: { type: 'string', required: true },
  /** The category's name when the ticket was raised, kept so the ticket reads the same after a rename or delete. */
  categoryName: { type: 'string', required: true },
  departmentRoleId: { type: 'string', required: true },
  priority: { type: ['low', 'normal', 'high', 'urgent'] as const, required: true },
  status: { type: ['open', 'assigned', 'closed'] as const, required: true },
  /** The requester's account; '' for a guest, who is known by `requesterEmail` only. */
  requesterId: { type: 'string', required: true },
  requesterName: { type: 'string', required: true },
  requesterEmail: { type: 'string', required: true },
  /** Who answers it, by id and with their names (each has a copy of the ticket filed under them). */
  assigneeIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
  assignees: {
    type: 'list',
    required: true,
    default: () => [],
    items: { type: 'map', properties: { id: { type: 'string', required: true }, name: { type: 'string', required: true } } },
  },
  // Service targets, fixed when it is raised from its category's (working hours, shared/tickets/sla.ts).
  firstResponseDueAt: { type: 'string', required: true },
  resolutionDueAt: { type: 'string', required: true },
  /** The first reply from staff (an internal note is no response). */
  firstResponseAt: { type: 'string' },
  closedAt: { type: 'string' },
  /** Kept when it happens, so the list filters breached tickets without comparing two attributes. */
  firstResponseLate: { type: 'boolean', required: true, default: false },
  resolvedLate: { type: 'boolean', required: true, default: false },
  /**
   * While it is open and in time, the instant it next passes a target unless someone acts first; '' once it has none
   * left to watch: closed, or past one and counted among the breached (sla-standing.ts). Every write of the ticket's
   * own item gives it (its due index needs it); the assignees' copies leave it out, as only the jobs read it.
   */
  nextDueAt: { type: 'string' },
  /** The requester's satisfaction (1 to 5) and comment, given once after it closed. */
  rating: { type: 'number' },
  ratingComment: { type: 'string' },
  ratedAt: { type: 'string' },
  /** The live chat it was made from (one ticket per chat). */
  chatId: { type: 'string' },
  /** Subject, requester's name and e-mail, lower-cased: what the list's `search` looks in. */
  searchText: { type: 'string', required: true },
  revision: { type: 'number', required: true },
  createdAt: { type: 'string', required: true, readOnly: true, default: now },
  /** Now, with every write; as given by a write that changes nothing a person sees (a migration, the jobs' count). */
  updatedAt: { type: 'string', required: true, watch: '*', set: (given?: string) => given ?? now(), default: now },
} as const;

export const TicketEntity = new Entity(
  {
    model: { entity: 'ticket', version: '1', service: 'portal' },
    attributes: TICKET_ATTRIBUTES,
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // Every ticket, for the admins; a department's, for its staff; a requester's own. Newest or oldest first.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      byDepartment: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['departmentRoleId'] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] },
      },
      byRequester: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['requesterId'] }, sk: { field: 'gsi3sk', composite: ['createdAt', 'id'] } },
      // A department's tickets in one status (its open ones, say): the help desk's everyday list, read without a filter.
      byDepartmentStatus: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['departmentRoleId', 'status'] },
        sk: { field: 'gsi4sk', composite: ['createdAt', 'id'] },
      },
      // The open tickets still in time by the instant they next pass a target (sparse): the jobs read those whose
      // instant has come, never the rest. Partitioned by status as the breached counts are, since ElectroDB writes an
      // index's partition key only when a write names one of its attributes (every write names the status with it).
      byNextDue: {
        index: 'gsi5',
        condition: (a) => Boolean(a.nextDueAt),
        pk: { field: 'gsi5pk', composite: ['status'] },
        sk: { field: 'gsi5sk', composite: ['nextDueAt', 'id'] },
      },
      // The requester's open tickets, in their live records (functions/platform/own-feed.ts): the dashboard's.
      requestersOpen: {
        index: 'gsi6',
        condition: (a) => Boolean(a.requesterId) && a.status !== 'closed',
        pk: { field: 'gsi6pk', composite: ['requesterId'], template: '$portal#own_${requesterId}' },
        sk: { field: 'gsi6sk', composite: ['id', 'status'], template: 'ticket#${id}#${status}' },
      },
    },
  },
  { table, client },
);
export type Ticket = EntityItem<typeof TicketEntity>;

/**
 * A copy of a ticket filed under each member of staff assigned to it, so "assigned to me" pages over a partition of
 * its own as a department's list does, instead of filtering every ticket. Written in the same transaction as every
 * change of the ticket's status, assignees or answers, so it lists as the ticket does.
 */
export const AssignedTicketEntity = new Entity(
  {
    model: { entity: 'assignedTicket', version: '1', service: 'portal' },
    attributes: { assigneeId: { type: 'string', required: true }, ...TICKET_ATTRIBUTES },
    indexes: {
      byAssignee: { pk: { field: 'pk', composite: ['assigneeId'] }, sk: { field: 'sk', composite: ['createdAt', 'id'] } },
    },
  },
  { table, client },
);

export const TicketMessageEntity = new Entity(
  {
    model: { entity: 'ticketMessage', version: '1', service: 'portal' },
    attributes: {
      ticketId: { type: 'string', required: true },
      /** Time-ordered (newId), so a ticket's partition reads as its conversation. */
      id: { type: 'string', required: true },
      /** '' for a guest. */
      authorId: { type: 'string', required: true },
      authorName: { type: 'string', required: true },
      /** Written by staff answering the ticket (not the requester). */
      staff: { type: 'boolean', required: true },
      body: { type: 'string', required: true },
      /** A note staff keep for each other: never shown, mailed or pushed to the requester. */
      internal: { type: 'boolean', required: true, default: false },
      /** Files of the ticket (its attachments list) this message carries. */
      attachmentIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
    },
    indexes: {
      byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['id'] } },
      // A message by its id alone: the attachment routes name the message, not the ticket.
      byId: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['id'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  { table, client },
);
export type TicketMessage = EntityItem<typeof TicketMessageEntity>;

/**
 * Satisfaction tallied as requesters rate: one item per category and per staff member, each rating added in
 * the transaction that stores it, so the summary reads a few items instead of every rated ticket.
 */
export const RatingTallyEntity = new Entity(
  {
    model: { entity: 'ticketRatingTally', version: '1', service: 'portal' },
    attributes: {
      kind: { type: ['category', 'staff'] as const, required: true },
      subjectId: { type: 'string', required: true },
      /** The category's or the person's name when last rated. */
      name: { type: 'string', required: true },
      count: { type: 'number', required: true, default: 0 },
      total: { type: 'number', required: true, default: 0 },
    },
    indexes: { byKind: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['subjectId'] } } },
  },
  { table, client },
);
export type RatingTally = EntityItem<typeof RatingTallyEntity>;

const tickets = new Service(
  {
    ticket: TicketEntity,
    assigned: AssignedTicketEntity,
    message: TicketMessageEntity,
    tally: RatingTallyEntity,
    guard: uniqueValueEntity(),
    listCount: listCountEntity(),
  },
  { table, client },
);

type TicketsWrite = Parameters<Parameters<typeof tickets.transaction.write>[0]>[0];

/** The copies filed under assignees that a change from `before` (none for a new ticket) to `after` writes and drops. */
const assigneeCopies = ({ assigned, listCount }: TicketsWrite, before: Ticket | undefined, after: Ticket | undefined) => {
  const kept = new Set(after?.assigneeIds ?? []);
  const dropped = (before?.assigneeIds ?? []).filter((id) => !kept.has(id));
  const added = [...kept].filter((id) => !before?.assigneeIds.includes(id));
  const { updatedAt: _updated, nextDueAt: _due, ...copy } = after ?? ({} as Ticket);
  return [
    ...[...kept].map((assigneeId) => assigned.put({ ...copy, assigneeId }).commit()),
    ...dropped.map((assigneeId) => assigned.delete({ assigneeId, createdAt: before!.createdAt, id: before!.id }).commit()),
    ...added.map((assigneeId) => moveCount(listCount, TICKETS_LIST, assigneeScope(assigneeId), 1)),
    ...dropped.map((assigneeId) => moveCount(listCount, TICKETS_LIST, assigneeScope(assigneeId), -1)),
  ];
};

/**
 * The tickets list's kept counts (list-counts.ts), moved in the transaction of every creation, status change
 * and deletion: every ticket, by status, by department, and by department and status. A list filtered by its
 * partition alone answers its total with one read.
 */
export const TICKETS_LIST = 'tickets';
export const ALL_TICKETS = 'all';
export const statusScope = (status: TicketStatus) => `status:${status}`;
export const departmentScope = (departmentRoleId: string) => `department:${departmentRoleId}`;
export const departmentStatusScope = (departmentRoleId: string, status: TicketStatus) => `department:${departmentRoleId}:${status}`;
/** The tickets assigned to one member of staff (their copies). */
export const assigneeScope = (assigneeId: string) => `assignee:${assigneeId}`;

/** The scopes a ticket in this department and status counts in. */
const scopesOf = (departmentRoleId: string, status: TicketStatus) => [
  ALL_TICKETS,
  statusScope(status),
  departmentScope(departmentRoleId),
  departmentStatusScope(departmentRoleId, status),
];

/** The scopes a status change moves the ticket between: the status ones, not the whole or the department. */
const statusScopes = (departmentRoleId: string, status: TicketStatus) => [statusScope(status), departmentStatusScope(departmentRoleId, status)];

export const countTickets = (scope: string): Promise<number> => countOf(TICKETS_LIST, scope);

/** The transaction items that move the breached counts as a ticket goes from `before` to `after` (sla-standing.ts). */
const breachedCountMoves = (listCount: ListCounts, before: Standing | undefined, after: Standing | undefined) =>
  [...breachedMoves(before, after)].map(([scope, delta]) => moveCount(listCount, TICKETS_LIST, scope, delta));

/**
 * What the department-and-status, due and requester's live indexes key a ticket by, as it stands: named by every
 * change, so each rebuilds their keys (ElectroDB builds a key only from a write that names all its attributes).
 */
const indexedAttributes = ({ status, departmentRoleId, nextDueAt, requesterId }: Ticket) => ({ status, departmentRoleId, nextDueAt, requesterId });

/** Tickets as they stand against their targets at `at` (ISO), to be written whole. */
const standingAt = (all: readonly Ticket[], at: string): Ticket[] => all.map((t) => ({ ...t, nextDueAt: nextDueAtOf(t, at) }));

/** The unique rule that keeps one ticket per chat. */
const CHAT_TICKET = 'chat-ticket';

const noSuchTicket = () => new NotFoundError('ticket.not_found', 'This ticket does not exist.');

/** A ticket's table key, to read it beside the caller's session (a read-ahead). */
export const ticketKey = keyMaker((id) => TicketEntity.get({ id }));

export const ticketFromItem: (item: Record<string, unknown> | undefined) => Ticket | undefined = quickParser(TicketEntity);

export const getTicket = async (id: string): Promise<Ticket | undefined> =>
  (await TicketEntity.get({ id }).go({ consistent: true })).data ?? undefined;

export const messagesOf = async (ticketId: string): Promise<TicketMessage[]> =>
  (await TicketMessageEntity.query.byTicket({ ticketId }).go({ pages: 'all' })).data;

export const getMessage = async (id: string): Promise<TicketMessage | undefined> =>
  (await TicketMessageEntity.query.byId({ id }).go()).data[0] ?? undefined;

export type NewTicket = Omit<Ticket, 'revision' | 'createdAt' | 'updatedAt' | 'firstResponseLate' | 'resolvedLate' | 'searchText' | 'nextDueAt'>;
export type NewMessage = Omit<TicketMessage, 'createdAt'>;

export const searchTextOf = (t: Pick<Ticket, 'subject' | 'requesterName' | 'requesterEmail'>) =>
  [t.subject, t.requesterName, t.requesterEmail].join('\n').toLowerCase();

/** Where the quick search (the command palette) finds tickets: by the first letters of their subject and requester. */
export const TICKET_SEARCH: SearchScope = { list: TICKETS_LIST, scope: 'tickets' };

/** A ticket as TICKET_SEARCH files it, newest last, with its department (staff find their own department's). */
const filedTicket = (t: Pick<Ticket, 'id' | 'createdAt' | 'requesterName' | 'requesterEmail' | 'subject' | 'departmentRoleId'>): Filed => ({
  // The requester's words first: a record is filed under its first MAX_WORDS words, and a long subject would crowd them out.
  text: [t.requesterName, t.requesterEmail, t.subject].join('\n').toLowerCase(),
  sortKey: `${t.createdAt}#${t.id}`,
  key: ticketKey(t.id),
  attributes: { departmentRoleId: t.departmentRoleId },
});

/** Raises a ticket with its first message, together; a ticket made from a chat also claims its chat (409 when taken). */
export const createTicket = async (ticket: NewTicket, first: NewMessage): Promise<Ticket> => {
  const at = now();
  const raised = {
    ...ticket,
    revision: 1,
    searchText: searchTextOf(ticket),
    firstResponseLate: false,
    resolvedLate: false,
    createdAt: at,
    updatedAt: at,
  };
  const stored: Ticket = { ...raised, nextDueAt: nextDueAtOf(raised, at) };
  const outcome = await transact([
    ...itemsOf(
      tickets.transaction.write((service) => [
        service.ticket.create(stored).commit(),
        service.message.create(first).commit(),
        ...scopesOf(ticket.departmentRoleId, ticket.status).map((scope) => moveCount(service.listCount, TICKETS_LIST, scope, 1)),
        ...breachedCountMoves(service.listCount, undefined, stored),
        ...(ticket.chatId ? moveClaim(service.guard, CHAT_TICKET, ticket.id, undefined, ticket.chatId) : []),
        ...assigneeCopies(service, undefined, stored),
      ]),
    ),
    ...wordEntryWrites(config.tableName, TICKET_SEARCH, undefined, filedTicket(stored)),
    ...trendWrites(ticketTrendEvents(undefined, stored, at)),
  ]);
  if (outcome.canceled) {
    // The chat's claim is the only item another writer can hold first.
    if (ticket.chatId && outcome.data.some((reason) => reason.code === 'ConditionalCheckFailed')) {
      throw new ConflictError('ticket.chat_taken', 'A ticket was already made from this chat.');
    }
    throw new Error(`Ticket ${ticket.id} was not written`);
  }
  return (await getTicket(ticket.id))!;
};

export interface RatingInput {
  rating: number;
  comment: string;
  category: { id: string; name: string };
  /** The staff assigned when it is rated: each is credited with the rating. */
  staff: { id: string; name: string }[];
}

/**
 * Stores the requester's rating of a closed ticket, once (conditional on there being none, and on the ticket
 * still closed), with the tallies of its category and staff in the same transaction.
 */
export const rateTicket = async (id: string, input: RatingInput): Promise<Ticket> => {
  const tally = (kind: 'category' | 'staff', subject: { id: string; name: string }) => ({ kind, subjectId: subject.id, name: subject.name }) as const;
  const outcome = await withRetries(() =>
    tickets.transaction
      .write(({ ticket: t, tally: tallies }) => [
        t
          .patch({ id })
          .set({ rating: input.rating, ratingComment: input.comment, ratedAt: new Date().toISOString() })
          .add({ revision: 1 })
          .where((a, { eq, notExists }) => `${eq(a.status, 'closed')} AND ${notExists(a.rating)}`)
          .commit(),
        ...[tally('category', input.category), ...input.staff.map((s) => tally('staff', s))].map((t) =>
          tallies.upsert(t).add({ count: 1, total: input.rating }).commit(),
        ),
      ])
      .go(),
  );
  if (outcome.canceled) {
    const ticket = await getTicket(id);
    if (ticket?.rating !== undefined) throw new ConflictError('ticket.already_rated', 'This ticket was already rated.');
    throw new ConflictError('ticket.not_closed', 'Only a closed ticket is rated.');
  }
  return (await getTicket(id))!;
};

/** Every tally of a kind: bounded by the categories and the staff who answer tickets. */
export const talliesOf = async (kind: 'category' | 'staff'): Promise<RatingTally[]> =>
  (await RatingTallyEntity.query.byKind({ kind }).go({ pages: 'all' })).data;

export type TicketChange = Partial<
  Pick<Ticket, 'status' | 'assigneeIds' | 'assignees' | 'firstResponseAt' | 'closedAt' | 'firstResponseLate' | 'resolvedLate'>
> & {
  /** Attributes to remove (a reopened ticket's `closedAt`). */
  remove?: ('closedAt' | 'firstResponseAt')[];
};

// A busy ticket (several staff at once) is tried again on what it now is, this many times.
const CHANGE_ATTEMPTS = 5;

/**
 * Changes a ticket by `decide`, which sees it as it now is and answers the change (or throws a refusal), with a
 * message to add in the same transaction. Conditional on the revision read: a concurrent change makes it read
 * and decide again. Answers the ticket after the change.
 */
export const changeTicket = async (
  id: string,
  decide: (ticket: Ticket) => { change: TicketChange; message?: NewMessage },
  /** The ticket as the caller has just read it (consistently): the first attempt decides on it without reading again. */
  current?: Ticket,
): Promise<{ before: Ticket; after: Ticket }> => {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const before = attempt === 0 && current ? current : await getTicket(id);
    if (!before) throw noSuchTicket();
    const { change, message } = decide(before);
    const { remove = [], ...set } = change;
    const moved = set.status !== undefined && set.status !== before.status ? set.status : undefined;
    const changed: Ticket = { ...before, ...set, revision: before.revision + 1 };
    for (const name of remove) delete changed[name];
    // Where it stands against its targets as it is written: a reply, a close or a reopening moves it in or out of the
    // due index and the breached counts, and so may the time gone by since the jobs last looked.
    const at = now();
    const after: Ticket = { ...changed, nextDueAt: nextDueAtOf(changed, at) };
    const outcome = await withRetries(() =>
      transact([
        ...itemsOf(
          tickets.transaction.write((service) => [
            service.ticket
              .patch({ id })
              .set({ ...set, ...indexedAttributes(after), revision: after.revision })
              .remove(remove)
              .where((a, { eq }) => eq(a.revision, before.revision))
              .commit(),
            ...(message ? [service.message.create(message).commit()] : []),
            ...(moved
              ? [
                  ...statusScopes(before.departmentRoleId, before.status).map((scope) => moveCount(service.listCount, TICKETS_LIST, scope, -1)),
                  ...statusScopes(before.departmentRoleId, moved).map((scope) => moveCount(service.listCount, TICKETS_LIST, scope, 1)),
                ]
              : []),
            ...breachedCountMoves(service.listCount, before, after),
            ...assigneeCopies(service, before, after),
          ]),
        ),
        ...trendWrites(ticketTrendEvents(before, after, at)),
      ]),
    );
    if (!outcome.canceled) return { before, after: (await getTicket(id))! };
  }
  throw new ConflictError('ticket.busy', 'Several people are changing this ticket right now. Try again in a moment.');
};

/** Deletes a ticket (out of its counts, once) and its messages (its files go with the attachments block). */
export const deleteTicket = async (ticket: Ticket): Promise<void> => {
  const messages = await messagesOf(ticket.id);
  const outcome = await withRetries(() =>
    transact([
      ...itemsOf(
        tickets.transaction.write((service) => [
          // As read: a ticket whose status moved meanwhile is read again by whoever deletes it next.
          service.ticket
            .delete({ id: ticket.id })
            .where((a, { eq }) => eq(a.revision, ticket.revision))
            .commit(),
          ...scopesOf(ticket.departmentRoleId, ticket.status).map((scope) => moveCount(service.listCount, TICKETS_LIST, scope, -1)),
          ...breachedCountMoves(service.listCount, ticket, undefined),
          ...assigneeCopies(service, ticket, undefined),
        ]),
      ),
      ...wordEntryWrites(config.tableName, TICKET_SEARCH, filedTicket(ticket), undefined),
    ]),
  );
  if (outcome.canceled) throw new ConflictError('ticket.busy', 'This ticket changed while it was being deleted. Try again.');
  if (messages.length) await TicketMessageEntity.delete(messages.map(({ ticketId, id }) => ({ ticketId, id }))).go();
};

/** Files the open tickets of people with accounts in their live records (a migration: run while nothing else writes). */
export const fileOpenTicketsInOwnFeed = async (): Promise<number> => {
  const open = (await TicketEntity.scan.go({ pages: 'all' })).data.filter((t) => t.status !== 'closed');
  await rewriteWhole(open.map((ticket) => TicketEntity.put(ticket)));
  return open.length;
};

/** The open tickets in one status whose next target passed before `at` (ISO), from the due index alone. */
export const ticketsDueBefore = async (status: Ticket['status'], at: string): Promise<Ticket[]> =>
  (await TicketEntity.query.byNextDue({ status }).lt({ nextDueAt: at }).go({ pages: 'all' })).data;

/**
 * The jobs' half of the breached counts: a ticket whose next target passed, settled as it stands at `at` (out of the
 * due index, into the breached counts) leaving what people see of it as it was. Conditional on the revision read, and
 * moving it, so that whichever of this and a change of the ticket comes second decides again or gives way: counted
 * once. Answers whether this counted it.
 */
export const settleDueTicket = async (ticket: Ticket, at: string): Promise<boolean> => {
  const after: Ticket = { ...ticket, nextDueAt: nextDueAtOf(ticket, at), revision: ticket.revision + 1 };
  const outcome = await withRetries(() =>
    transact([
      ...itemsOf(
        tickets.transaction.write((service) => [
          service.ticket
            .patch({ id: ticket.id })
            .set({ ...indexedAttributes(after), revision: after.revision, updatedAt: ticket.updatedAt })
            .where((a, { eq }) => eq(a.revision, ticket.revision))
            .commit(),
          ...breachedCountMoves(service.listCount, ticket, after),
        ]),
      ),
      ...trendWrites(ticketTrendEvents(ticket, after, at)),
    ]),
  );
  return !outcome.canceled && after.nextDueAt === '';
};

/**
 * Migration (the tickets list's index and counts): every ticket written again whole, so it has the department-and-status index's
 * keys, and the list's counts set from what is stored. Runs while nothing else writes.
 */
export const migrateToStatusIndex = async (): Promise<number> => {
  // Today's model keys tickets by their standing too; the due index's migration counts the breached.
  const all = standingAt((await TicketEntity.scan.go({ pages: 'all' })).data, now());
  await rewriteWhole(all.map((ticket) => TicketEntity.put(ticket)));
  const counts = new Map<string, number>();
  for (const t of all) for (const scope of scopesOf(t.departmentRoleId, t.status)) counts.set(scope, (counts.get(scope) ?? 0) + 1);
  await setCounts(TICKETS_LIST, counts);
  return all.length;
};

/**
 * Migration (the assignees' copies): each assigned ticket filed under each of its assignees, with a count per
 * assignee, for "assigned to me". Runs while nothing else writes.
 */
export const migrateToAssigneeCopies = async (): Promise<number> => {
  const assigned = (await TicketEntity.scan.go({ pages: 'all' })).data.filter((t) => t.assigneeIds.length);
  const copies = assigned.flatMap(({ nextDueAt: _due, ...ticket }) => ticket.assigneeIds.map((assigneeId) => ({ ...ticket, assigneeId })));
  await rewriteWhole(copies.map((copy) => AssignedTicketEntity.put(copy)));
  const counts = new Map<string, number>();
  for (const { assigneeId } of copies) counts.set(assigneeScope(assigneeId), (counts.get(assigneeScope(assigneeId)) ?? 0) + 1);
  await setCounts(TICKETS_LIST, counts);
  return copies.length;
};

/**
 * Migration (the jobs' due index): every ticket written again whole with where it stands against its targets now, the
 * open ones in time filed in the due index, and the breached counts set from the rest (the counts the jobs set by
 * reading every open ticket are put right in the same go). Runs while nothing else writes.
 */
export const migrateToDueIndex = async (): Promise<number> => {
  const all = standingAt((await TicketEntity.scan.go({ pages: 'all' })).data, now());
  await rewriteWhole(all.map((ticket) => TicketEntity.put(ticket)));
  await setCounts(TICKETS_LIST, breachedCounts(all));
  return all.length;
};

export type { TicketPriority, TicketStatus };

/** Files tickets in TICKET_SEARCH (a migration, and the bench's generated college: run while nothing else writes). */
export const fileTicketsForSearch = async (): Promise<number> => {
  const all = (
    await TicketEntity.scan.go({ pages: 'all', attributes: ['id', 'createdAt', 'requesterName', 'requesterEmail', 'subject', 'departmentRoleId'] })
  ).data;
  const entries = all.flatMap((ticket) => wordEntryWrites(config.tableName, TICKET_SEARCH, undefined, filedTicket(ticket)));
  await putEntriesInBatches(entries);
  return all.length;
};

/** Files every ticket's events for the dashboards' trends, as it stands (a migration: run while nothing else writes). */
export const fileTicketTrends = async (): Promise<number> =>
  fileTrendEvents((await TicketEntity.scan.go({ pages: 'all' })).data.flatMap(ticketTrendEventsAsStored));
