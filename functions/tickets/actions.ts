// What a party does with a ticket, whoever they are (a signed-in person or the ticket's guest): raise it,
// write in its conversation, close, reopen and rate it. The callers settle access first (signed-in.ts for a
// session, guests.ts for a guest's pass); these write, and tell the people involved (announce.ts).
import type { RatingBody, TicketBody, TicketMessageBody } from '@shared/schemas/tickets';
import { collegeNow } from '@shared/college-time';
import { MESSAGE_TEXT } from '@shared/schemas/ticket-rules';
import { formatSessionTime, plural } from '@shared/text';
import { addWorkingHours } from '@shared/tickets/sla';
import { removeAllAttachments, removeAttachmentIfPresent, storeReceivedFile } from '@functions/platform/attachments';
import { ConflictError, ForbiddenError, ValidationError } from '@functions/platform/errors';
import type { CheckedFile } from '@functions/platform/http';
import { newId } from '@functions/platform/secrets';
import type { Party } from './access';
import { announce, peopleOn } from './announce';
import * as Categories from './category-store';
import * as Store from './ticket-store';
import { filesOf } from './views';

// The college's own time: targets count its working hours (its campuses' state, NSW).
const COLLEGE_STATE = 'NSW';

/** Stores a message's files on its ticket; the ids the message names. */
const storeFiles = async (party: Party, ticketId: string, files: CheckedFile[]): Promise<string[]> => {
  const ids: string[] = [];
  for (const file of files) {
    const stored = await storeReceivedFile(filesOf(ticketId), party.userId || 'guest', {
      filename: file.filename,
      type: file.type,
      bytes: file.bytes,
    });
    ids.push(stored.id);
  }
  return ids;
};

const messageOf = (party: Party, ticketId: string, body: string, internal: boolean, attachmentIds: string[]): Store.NewMessage => ({
  ticketId,
  id: newId(),
  authorId: party.userId,
  authorName: party.name,
  // Staff answering it; a member of staff who raised the ticket writes as its requester.
  staff: party.staff && !party.requester,
  body,
  internal,
  attachmentIds,
});

/** Who raises a ticket: an account, or a guest known by e-mail (`id` ''). */
export interface Requester {
  id: string;
  name: string;
  email: string;
}

export interface Raising {
  fields: Pick<TicketBody, 'subject' | 'category_id' | 'priority'>;
  requester: Requester;
  /** Who writes the first message: the requester themself, or staff making it from a chat. */
  author: Party;
  message: string;
  files: CheckedFile[];
  chatId?: string;
  /** Assigned from the start: staff making a ticket of their chat follow it up themselves (and so see it). */
  assignTo?: { id: string; name: string };
  /** A mail to the requester that it was raised (guests follow it only by mail; a chat's student learns of it). */
  mail?: { subject: string; paragraphs: string[] };
}

/** Raises a ticket filed under a category whose department answers it, due by the category's targets. */
export const raise = async ({ fields, requester, author, message, files, chatId, assignTo, mail }: Raising): Promise<Store.Ticket> => {
  const category = (await Categories.allCategories()).find((c) => c.id === fields.category_id);
  if (!category) throw new ValidationError({ category_id: ['Choose a category that exists.'] });
  const id = newId();
  const now = new Date().toISOString();
  const attachmentIds = await storeFiles(author, id, files);
  let ticket: Store.Ticket;
  try {
    ticket = await Store.createTicket(
      {
        id,
        subject: fields.subject,
        categoryId: category.id,
        categoryName: category.name,
        departmentRoleId: category.departmentRoleId,
        priority: fields.priority,
        status: assignTo ? 'assigned' : 'open',
        requesterId: requester.id,
        requesterName: requester.name,
        requesterEmail: requester.email,
        assigneeIds: assignTo ? [assignTo.id] : [],
        assignees: assignTo ? [assignTo] : [],
        firstResponseDueAt: addWorkingHours(now, category.firstResponseHours, COLLEGE_STATE),
        resolutionDueAt: addWorkingHours(now, category.resolutionHours, COLLEGE_STATE),
        ...(chatId && { chatId }),
      },
      messageOf(author, id, message, false, attachmentIds),
    );
  } catch (error) {
    await removeAllAttachments(filesOf(id));
    throw error;
  }
  await announce(ticket, author, { event: 'created', summary: `${author.name} raised the ticket.`, to: requester.id ? [requester.id] : [], mail });
  return ticket;
};

const closedRefusal = () => new ConflictError('ticket.closed', 'This ticket is closed. Reopen it to write to it.');

/**
 * A reply (requester or staff) or, from staff, an internal note. A first reply from staff meets (or misses)
 * the first-response target.
 */
export const postMessage = async (party: Party, seen: Store.Ticket, body: TicketMessageBody, files: CheckedFile[]): Promise<void> => {
  if (body.internal && !party.staff) throw new ForbiddenError('ticket.note_forbidden', 'Only staff answering this ticket write internal notes.');
  if (seen.status === 'closed') throw closedRefusal();
  const id = seen.id;
  const attachmentIds = await storeFiles(party, id, files);
  const message = messageOf(party, id, body.body, body.internal, attachmentIds);
  const { after } = await Store.changeTicket(
    id,
    (ticket) => {
      if (ticket.status === 'closed') throw closedRefusal();
      const firstResponse = message.staff && !message.internal && !ticket.firstResponseAt;
      const at = new Date().toISOString();
      return { change: firstResponse ? { firstResponseAt: at, firstResponseLate: at > ticket.firstResponseDueAt } : {}, message };
    },
    seen,
  ).catch(async (error: unknown) => {
    // Closed (or too busy) meanwhile: the message was not written, so its files go too.
    await Promise.all(attachmentIds.map((fileId) => removeAttachmentIfPresent(filesOf(id), fileId)));
    throw error;
  });
  if (body.internal) {
    await announce(after, party, { event: 'replied', summary: `${party.name} added an internal note.`, to: after.assigneeIds });
    return;
  }
  await announce(after, party, {
    event: 'replied',
    summary: `${party.name} replied.`,
    to: peopleOn(after),
    mail: message.staff ? { subject: `Reply to your ticket: ${after.subject}`, paragraphs: [`${party.name} replied:`, body.body] } : undefined,
  });
};

/** Closes it (its requester or staff on it); 409 when it is closed already. */
export const closeTicket = async (party: Party, id: string): Promise<void> => {
  const { after } = await Store.changeTicket(id, (ticket) => {
    if (ticket.status === 'closed') throw new ConflictError('ticket.already_closed', 'This ticket is already closed.');
    const at = new Date().toISOString();
    return { change: { status: 'closed', closedAt: at, resolvedLate: at > ticket.resolutionDueAt } };
  });
  await announce(after, party, {
    event: 'closed',
    summary: `${party.name} closed the ticket.`,
    to: peopleOn(after),
    mail: {
      subject: `Your ticket was closed: ${after.subject}`,
      paragraphs: [
        `${party.name} closed your ticket. How did we do? Rate our help on the ticket's page.`,
        'If it is not solved, reopen it there and tell us what is still wrong.',
      ],
    },
  });
};

/** The same requester raised both: an account's, or a guest's e-mail. */
const sameRequester = (a: Store.Ticket, b: Store.Ticket) =>
  a.requesterId ? a.requesterId === b.requesterId : !b.requesterId && a.requesterEmail.toLowerCase() === b.requesterEmail.toLowerCase();

/** "Sat 28 Nov 2026, 3:26 pm", on the college's clock. */
const when = (iso: string) => formatSessionTime(collegeNow(new Date(iso)).slice(0, 16));

/** The merged ticket's conversation as one internal note on the ticket it went into, cut to what a note may hold. */
const transcriptOf = (source: Store.Ticket, messages: Store.TicketMessage[]): string => {
  const head = `Merged from the ticket “${source.subject}” (${source.requesterName}, raised ${when(source.createdAt)}):`;
  const lines = messages.map((m) => {
    const files = m.attachmentIds.length ? `\n[${plural(m.attachmentIds.length, 'file')} on the merged ticket]` : '';
    return `${m.authorName}${m.internal ? ' (internal note)' : ''}, ${when(m.createdAt)}:\n${m.body}${files}`;
  });
  const whole = [head, ...lines].join('\n\n');
  const more = '\n\n… the rest is on the merged ticket.';
  return whole.length <= MESSAGE_TEXT.max ? whole : `${whole.slice(0, MESSAGE_TEXT.max - more.length)}${more}`;
};

/**
 * Merges a ticket into another of the same requester (two tickets about one question): its conversation goes to the
 * other as an internal note, and it closes with a reply telling the requester where the question is followed. Refused
 * for the same ticket or another requester's (422 on `into`), and when either is closed (409).
 */
export const mergeTicket = async (party: Party, source: Store.Ticket, target: Store.Ticket): Promise<Store.Ticket> => {
  if (source.id === target.id) throw new ValidationError({ into: ['Choose another ticket: a ticket is not merged into itself.'] });
  if (!sameRequester(source, target))
    throw new ValidationError({ into: [`Choose a ticket ${source.requesterName} raised: this one is someone else's.`] });
  if (source.status === 'closed') throw closedRefusal();
  const intoClosed = () => new ConflictError('ticket.merge_into_closed', 'That ticket is closed. Reopen it first, or merge it into this one.');
  if (target.status === 'closed') throw intoClosed();
  // The merged ticket closes first, conditionally as every change: of merges made at once, one closes it and the rest
  // are refused (409) before writing anything. Its conversation then joins the other as a note, even should that one
  // have closed in the moment between (a note never lost).
  const transcript = transcriptOf(source, await Store.messagesOf(source.id));
  const reply = messageOf(
    party,
    source.id,
    `We are following this up in your ticket “${target.subject}”, together with what you wrote here. We will answer you there.`,
    false,
    [],
  );
  const { after: merged } = await Store.changeTicket(
    source.id,
    (ticket) => {
      if (ticket.status === 'closed') throw closedRefusal();
      const at = new Date().toISOString();
      return {
        change: {
          status: 'closed',
          closedAt: at,
          resolvedLate: at > ticket.resolutionDueAt,
          ...(ticket.firstResponseAt ? {} : { firstResponseAt: at, firstResponseLate: at > ticket.firstResponseDueAt }),
        },
        message: reply,
      };
    },
    source,
  );
  const { after: into } = await Store.changeTicket(
    target.id,
    () => ({ change: {}, message: messageOf(party, target.id, transcript, true, []) }),
    target,
  );
  await announce(into, party, {
    event: 'replied',
    summary: `${party.name} merged the ticket “${merged.subject}” into this one.`,
    to: into.assigneeIds,
  });
  await announce(merged, party, {
    event: 'closed',
    summary: `${party.name} merged the ticket into “${into.subject}”.`,
    to: peopleOn(merged),
    mail: {
      subject: `Your ticket was merged: ${merged.subject}`,
      paragraphs: [`${party.name} joined this ticket to your ticket “${into.subject}”, where we are following it up.`, 'Reply there, please.'],
    },
  });
  return into;
};

/** Back to assigned (someone answers it) or open; 409 when it is not closed. */
export const reopenTicket = async (party: Party, id: string): Promise<void> => {
  const { after } = await Store.changeTicket(id, (ticket) => {
    if (ticket.status !== 'closed') throw new ConflictError('ticket.not_closed', 'This ticket is not closed.');
    return { change: { status: ticket.assigneeIds.length ? 'assigned' : 'open', remove: ['closedAt'] } };
  });
  await announce(after, party, { event: 'reopened', summary: `${party.name} reopened the ticket.`, to: peopleOn(after) });
};

/**
 * The requester's satisfaction (1 to 5, with a comment), once, after it closed. It counts for the ticket's
 * category and for each member of staff assigned to it.
 */
export const rate = async (party: Party, ticket: Store.Ticket, body: RatingBody): Promise<void> => {
  if (!party.requester) throw new ForbiddenError('ticket.rating_forbidden', 'Only the person who raised the ticket rates it.');
  if (ticket.status !== 'closed') throw new ConflictError('ticket.not_closed', 'Rate the ticket once it is closed.');
  if (ticket.rating !== undefined) throw new ConflictError('ticket.already_rated', 'This ticket was already rated.');
  const after = await Store.rateTicket(ticket.id, {
    rating: body.rating,
    comment: body.comment,
    category: { id: ticket.categoryId, name: ticket.categoryName },
    staff: ticket.assignees,
  });
  await announce(after, party, { event: 'rated', summary: `${party.name} rated the help ${body.rating} out of 5.`, to: after.assigneeIds });
};
