// How many open tickets are past a service target, for the dashboards. Lateness comes with time, not with a write, so
// the jobs function looks once a minute, and only at the tickets whose next target has passed since (the due index,
// sla-standing.ts): each is moved into its department's breached counts, kept beside the tickets list's other counts.
// A minute with nothing newly late costs one Query per open status, however many tickets are open.
import { OPEN_STATUSES } from './sla-standing';
import { settleDueTicket, ticketsDueBefore } from './ticket-store';

/** Counts the tickets that passed a target since the last run among the breached; answers how many it counted. */
export const countSlaBreaches = async (now = new Date()): Promise<number> => {
  const at = now.toISOString();
  const due = (await Promise.all(OPEN_STATUSES.map((status) => ticketsDueBefore(status, at)))).flat();
  let counted = 0;
  for (const ticket of due) if (await settleDueTicket(ticket, at)) counted += 1;
  return counted;
};
