// What a ticket's write brings to the dashboards' trends (functions/platform/trends.ts): its opening, each closing and
// its passing a service target, counted in its department and in the college's.
import type { TrendEvent } from '@functions/platform/trends';
import { passesTarget } from './sla-standing';
import type { Ticket } from './ticket-store';

type Tracked = Pick<
  Ticket,
  | 'id'
  | 'subject'
  | 'requesterName'
  | 'departmentRoleId'
  | 'status'
  | 'createdAt'
  | 'closedAt'
  | 'nextDueAt'
  | 'firstResponseDueAt'
  | 'resolutionDueAt'
> &
  Partial<Pick<Ticket, 'firstResponseLate' | 'resolvedLate' | 'firstResponseAt'>>;

/** Where a department's ticket events are counted (besides the college's). */
export const departmentTrendScope = (departmentRoleId: string) => `department:${departmentRoleId}`;

const eventOf = (ticket: Tracked, series: TrendEvent['series'], at: string): TrendEvent => ({
  series,
  scopes: [departmentTrendScope(ticket.departmentRoleId), 'all'],
  at,
  recordId: ticket.id,
  title: ticket.subject,
  detail: ticket.requesterName,
  link: `/tickets/${ticket.id}`,
});

/** The events of one write of a ticket, from `before` (none for a new one) to `after`, made at `at`. */
export const ticketTrendEvents = (before: Tracked | undefined, after: Tracked, at: string): TrendEvent[] => [
  ...(before ? [] : [eventOf(after, 'tickets-opened', after.createdAt)]),
  ...(after.status === 'closed' && before?.status !== 'closed' ? [eventOf(after, 'tickets-closed', after.closedAt ?? at)] : []),
  // It passed the target it was watched for: at that target's instant, not when the write noticed.
  ...(passesTarget(before, after) ? [eventOf(after, 'tickets-breached', before?.nextDueAt || at)] : []),
];

/**
 * A ticket's events as it stands (the migration of stores from before the trends): opened, closed if it is, and past a
 * target if it was answered or closed late or is open past one, at the target it missed first.
 */
export const ticketTrendEventsAsStored = (ticket: Tracked): TrendEvent[] => {
  const late = ticket.firstResponseLate || ticket.resolvedLate || (ticket.status !== 'closed' && ticket.nextDueAt === '');
  const missed = ticket.firstResponseLate || !ticket.firstResponseAt ? ticket.firstResponseDueAt : ticket.resolutionDueAt;
  return [
    eventOf(ticket, 'tickets-opened', ticket.createdAt),
    ...(ticket.status === 'closed' && ticket.closedAt ? [eventOf(ticket, 'tickets-closed', ticket.closedAt)] : []),
    ...(late ? [eventOf(ticket, 'tickets-breached', missed < ticket.resolutionDueAt ? missed : ticket.resolutionDueAt)] : []),
  ];
};
