// Where an open ticket stands against its service targets, for the dashboards' breached counts. An open ticket is either
// watched, its `nextDueAt` the instant it next passes a target unless someone acts first, or counted among its
// department's breached tickets (`nextDueAt` '': no target left to watch). Lateness comes with time, not with a write,
// so the jobs move a watched ticket whose instant has come to the counted (sla-breaches.ts); every write of the ticket
// settles where it stands as it writes (ticket-store.ts). Either way the counts move in the same transaction.
import { TICKET_STATUSES, type TicketStatus } from '@shared/schemas/tickets';

/** The statuses of a ticket still being worked on. */
export const OPEN_STATUSES = TICKET_STATUSES.filter((s): s is Exclude<TicketStatus, 'closed'> => s !== 'closed');

/** Every department's breached tickets in one status, or one department's. */
export const breachedScope = (status: TicketStatus, departmentRoleId?: string) =>
  departmentRoleId ? `sla-breached:${departmentRoleId}:${status}` : `sla-breached:${status}`;

/** What a ticket's standing is worked out from. */
export interface Targets {
  status: TicketStatus;
  departmentRoleId: string;
  firstResponseDueAt: string;
  resolutionDueAt: string;
  firstResponseAt?: string;
  firstResponseLate: boolean;
}

/** The instant of the first target still to meet: the first response until staff answer, then the resolution. */
const nextTargetOf = (ticket: Targets): string =>
  ticket.firstResponseAt || ticket.resolutionDueAt < ticket.firstResponseDueAt ? ticket.resolutionDueAt : ticket.firstResponseDueAt;

/** Past a target at `now` (ISO): answered late, or a target passed unmet. */
const isPastTarget = (ticket: Targets, now: string): boolean => ticket.firstResponseLate || nextTargetOf(ticket) < now;

/** What `nextDueAt` holds for a ticket as it stands at `now`: '' once closed or past a target. */
export const nextDueAtOf = (ticket: Targets, now: string): string =>
  ticket.status === 'closed' || isPastTarget(ticket, now) ? '' : nextTargetOf(ticket);

/** A ticket as its breached counts see it: its standing kept in `nextDueAt` (absent on one stored before it was kept). */
export type Standing = Pick<Targets, 'status' | 'departmentRoleId'> & { nextDueAt?: string };

/** Counted among the breached: open, with no target left to watch. */
const isCounted = (ticket: Standing): boolean => ticket.status !== 'closed' && ticket.nextDueAt === '';

/**
 * Whether a write takes a ticket past a target (the trends' event): counted among the breached now, and before it
 * neither counted nor closed (a late ticket reopened passed its target when it first did).
 */
export const passesTarget = (before: Standing | undefined, after: Standing): boolean =>
  isCounted(after) && !(before && (before.status === 'closed' || isCounted(before)));

const countedIn = (ticket: Standing) => [breachedScope(ticket.status, ticket.departmentRoleId), breachedScope(ticket.status)];

/**
 * How the breached counts move when a ticket goes from `before` to `after` (none for a new or deleted ticket): by
 * scope, a scope both count in left out, as a transaction may touch a count item once.
 */
export const breachedMoves = (before: Standing | undefined, after: Standing | undefined): Map<string, number> => {
  const moves = new Map<string, number>();
  const move = (ticket: Standing | undefined, delta: number) => {
    if (ticket && isCounted(ticket)) for (const scope of countedIn(ticket)) moves.set(scope, (moves.get(scope) ?? 0) + delta);
  };
  move(before, -1);
  move(after, 1);
  for (const [scope, delta] of moves) if (delta === 0) moves.delete(scope);
  return moves;
};

/** The breached counts of these tickets, per scope, with a 0 for every scope one of them could count in (a migration). */
export const breachedCounts = (tickets: readonly Standing[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const { departmentRoleId } of tickets) {
    for (const status of OPEN_STATUSES) for (const scope of countedIn({ status, departmentRoleId })) counts.set(scope, 0);
  }
  for (const ticket of tickets) for (const [scope, delta] of breachedMoves(undefined, ticket)) counts.set(scope, counts.get(scope)! + delta);
  return counts;
};
