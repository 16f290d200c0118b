// A person's evidence timeline: their forms, tickets, chats and short-course orders in one list, newest first, for
// themselves and for those who may open accounts (show-user), who see only the records they may open. What a college shows an auditor or a tribunal that a
// student was heard: what they asked, when, and where it went. Each kind is read from the person's own partition
// of its index, at most TIMELINE_PER_KIND of each (a person's records are tens; the view says when it stopped).
import {
  TIMELINE_PER_KIND,
  type TimelineItemView,
  type TimelineKind,
  type TimelineQuery,
  type TimelineSpan,
  type TimelineView,
} from '@shared/schemas/dashboard';
import { hasPermission } from '@shared/permissions';
import { capitalised } from '@shared/text';
import { chatsOnTimeline } from '@functions/chat/chat';
import { collegeDate, collegeTimestamp } from '@shared/college-time';
import { config } from '@functions/platform/config';
import { csvFile, csvLine } from '@functions/platform/csv';
import { findUser } from '@functions/users/users';
import { NotFoundError } from '@functions/platform/errors';
import { documentsOfPerson, formsOnTimeline } from '@functions/forms/forms';
import { loadRoles, type Caller } from '@functions/platform/session';
import { ordersOnTimeline } from '@functions/short-courses/short-courses';
import { ticketsOnTimeline } from '@functions/tickets/tickets';

const noSuchPerson = () => new NotFoundError('user.not_found', 'This user does not exist.');

const DAY_MS = 86_400_000;
const dayShift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString();

/**
 * The span of college days asked for, widened by a day each side as UTC times for the store's filter (Sydney is
 * 10 or 11 hours ahead); `within` then keeps what began on those days by the college's calendar.
 */
const spanOf = ({ from, to }: TimelineQuery): TimelineSpan & { within: (at: string) => boolean } => ({
  from: from ? dayShift(from, -1) : '',
  to: to ? dayShift(to, 2) : '9999',
  within: (at: string) => {
    const day = collegeDate(0, new Date(at));
    return (!from || day >= from) && (!to || day <= to);
  },
});

// Each kind of record is read by its own domain, from the person's partition of its index.
type Reader = (personId: string, span: TimelineSpan, viewer: Caller) => Promise<TimelineItemView[]>;

const READERS: Record<TimelineKind, Reader> = { form: formsOnTimeline, ticket: ticketsOnTimeline, chat: chatsOnTimeline, order: ordersOnTimeline };

/** The person's timeline as the caller may see it: their own, or anyone's with show-user (anyone else: 404). */
export const timelineOf = async (caller: Caller, personId: string, query: TimelineQuery): Promise<TimelineView> => {
  if (caller.userId !== personId && !hasPermission(caller.role, caller.permissions, 'show-user')) throw noSuchPerson();
  const person = await findUser(personId);
  if (!person) throw noSuchPerson();
  const span = spanOf(query);
  const kinds = query.kind ? [query.kind] : (Object.keys(READERS) as TimelineKind[]);
  const read = await Promise.all(kinds.map((kind) => READERS[kind](personId, span, caller)));
  // Someone else's timeline shows only what the reader may open: a title or a status is itself what a record says.
  // The person's own shows all of theirs, those only listed to them too (a form an agent lodged for them).
  const shown = (item: TimelineItemView) => span.within(item.at) && (caller.userId === personId || item.link !== null);
  const found = read.map((items) => items.filter(shown));
  const [role] = await loadRoles(person.roleId ? [person.roleId] : []);
  return {
    person: { id: person.id, name: person.name, email: person.email, role: role?.name ?? '' },
    data: found.flat().sort((a, b) => b.at.localeCompare(a.at)),
    truncated: read.some((items) => items.length >= TIMELINE_PER_KIND),
  };
};

/** `GET /api/users/{id}/documents`: the files of a person's forms the caller may open (show-user holders only; 404 for nobody). */
export const documentsOn = async (caller: Caller, personId: string) => {
  if (!(await findUser(personId))) throw noSuchPerson();
  return documentsOfPerson(personId, caller);
};

/** The timeline as CSV (UTF-8 with a byte-order mark, so spreadsheets read names right). */
export const timelineCsv = (timeline: TimelineView): { bytes: Uint8Array; filename: string } => {
  const rows = [
    ['Kind', 'Title', 'Status', 'Started', 'Link'],
    // On the college's clock with its offset, and links a spreadsheet can follow (the portal's address in front).
    ...timeline.data.map((item) => [
      capitalised(item.kind),
      item.title,
      item.status,
      collegeTimestamp(item.at),
      item.link ? new URL(item.link, config.appUrl).toString() : '',
    ]),
  ];
  const slug =
    timeline.person.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'person';
  return { bytes: csvFile(rows.map(csvLine)), filename: `timeline-${slug}-${new Date().toISOString().slice(0, 10)}.csv` };
};
