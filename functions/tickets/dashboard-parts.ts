// What the help desk brings to the dashboard and to a person's evidence timeline: tickets by status and past their
// targets (kept counts), the tickets opened, closed and past a target week by week, a requester's open tickets, and a
// person's tickets.
import type { DashboardView, OwnDashboard, TimelineItemView, TimelineSpan } from '@shared/schemas/dashboard';
import { TIMELINE_PER_KIND } from '@shared/schemas/dashboard';
import { hasPermission, isAdminRole } from '@shared/permissions';
import { TICKET_STATUSES } from '@shared/schemas/tickets';
import { capitalised } from '@shared/text';
import type { Counted } from '@functions/platform/list-counts';
import { periodsUpTo } from '@shared/college-time';
import { WEEKS_SHOWN } from '@shared/schemas/trends';
import { trendKeys, trendLine, type TrendPart } from '@functions/platform/trends';
import { departmentTrendScope } from './trend-events';
import type { Caller } from '@functions/platform/session';
import { OPEN_STATUSES, breachedScope } from './sla-standing';
import { recordsIn, type OwnFeed } from '@functions/platform/own-feed';
import { TICKETS_LIST, TicketEntity, departmentStatusScope, statusScope, type Ticket } from './ticket-store';

const OPEN_TICKETS = 5;

/** Tickets by status and past their targets: every department's for the admins, their own department's for its staff. */
export const ticketFigures = (caller: Caller): Counted<DashboardView['tickets']> | undefined => {
  const admin = isAdminRole(caller.role);
  if (!admin && !hasPermission(caller.role, caller.permissions, 'update-ticket')) return undefined;
  const department = admin ? undefined : caller.roles[0];
  const scopeOf = (status: (typeof TICKET_STATUSES)[number]) => (department ? departmentStatusScope(department.id, status) : statusScope(status));
  const breachedOf = (status: (typeof OPEN_STATUSES)[number]) => breachedScope(status, department?.id);
  return {
    keys: [...TICKET_STATUSES.map(scopeOf), ...OPEN_STATUSES.map(breachedOf)].map((scope) => ({
      list: TICKETS_LIST,
      scope,
    })),
    build: (count) => ({
      department: department ? { id: department.id, name: department.name } : null,
      open: count(TICKETS_LIST, scopeOf('open')),
      assigned: count(TICKETS_LIST, scopeOf('assigned')),
      closed: count(TICKETS_LIST, scopeOf('closed')),
      breached: { open: count(TICKETS_LIST, breachedOf('open')), assigned: count(TICKETS_LIST, breachedOf('assigned')) },
    }),
  };
};

/** The requester's newest tickets that are not closed, from their live records. */
export const openTicketsIn = (feed: OwnFeed): OwnDashboard['open_tickets'] =>
  recordsIn<Ticket>(feed, TicketEntity)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, OPEN_TICKETS)
    .map((t) => ({ id: t.id, subject: t.subject, status: t.status, updated_at: t.updatedAt }));

/** A person's tickets raised in the span, newest first, linked for themselves and for the staff who answer tickets. */
export const ticketsOnTimeline = async (requesterId: string, span: TimelineSpan, viewer: Caller): Promise<TimelineItemView[]> => {
  const { data } = await TicketEntity.query
    .byRequester({ requesterId })
    .where((a, { between }) => between(a.createdAt, span.from, span.to))
    .go({ order: 'desc', count: TIMELINE_PER_KIND });
  const opens = viewer.userId === requesterId || isAdminRole(viewer.role) || hasPermission(viewer.role, viewer.permissions, 'update-ticket');
  return data.map((t) => ({
    kind: 'ticket',
    id: t.id,
    title: t.subject,
    status: capitalised(t.status),
    at: t.createdAt,
    link: opens ? `/tickets/${t.id}` : null,
  }));
};

/** The scope of the tickets' trends a caller sees: every department's for the admins, their own department's for its staff. */
const ticketTrendScopeOf = (caller: Caller): { scope: string; name: string } | undefined => {
  if (isAdminRole(caller.role)) return { scope: 'all', name: 'All departments' };
  const department = caller.roles[0];
  if (!department || !hasPermission(caller.role, caller.permissions, 'update-ticket')) return undefined;
  return { scope: departmentTrendScope(department.id), name: department.name };
};

/** Tickets opened, closed and past a target by week, where the caller sees tickets' figures. */
export const ticketTrends = (caller: Caller): TrendPart | undefined => {
  const seen = ticketTrendScopeOf(caller);
  if (!seen) return undefined;
  const weeks = periodsUpTo('week', WEEKS_SHOWN);
  const lines = (['tickets-opened', 'tickets-closed', 'tickets-breached'] as const).map((series) => ({ series, scope: seen.scope, periods: weeks }));
  return {
    keys: trendKeys(lines),
    build: (count) => [
      {
        title: `Tickets by week${seen.scope === 'all' ? '' : `: ${seen.name}`}`,
        period: 'week',
        money: false,
        lines: lines.map((points, i) => trendLine(count, ['Opened', 'Closed', 'Past a target'][i]!, points)),
      },
    ],
  };
};

/** What the tickets' trend list of a scope is called for this caller; undefined when it is not their chart's. */
export const ticketTrendScopeName = (caller: Caller, scope: string): string | undefined => {
  const seen = ticketTrendScopeOf(caller);
  return seen?.scope === scope ? seen.name : undefined;
};
