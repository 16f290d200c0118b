// The help desk's counts, as functions/tickets/ticket-store.ts moves them: every ticket, by status, by department and by
// department and status (the lists' totals and the dashboards); each assignee's copies ("assigned to me"); and the open
// tickets past a service target (sla-standing.ts: open with no target left to watch, `nextDueAt` ''), per status and
// per department and status. Whether a ticket is past its target is read from the ticket as stored, not from the clock:
// the jobs move a ticket whose target passed into the breached counts and its `nextDueAt` to '' in one transaction.
import { onceIn, scopesNamed, type CountRules } from '../rules';
import { text } from '../stored-record';

const TICKETS = 'tickets';

export const ticketCounts: CountRules = {
  lists: { [TICKETS]: scopesNamed(['all'], ['status:', 'department:', 'assignee:', 'sla-breached:']) },
  records: [
    {
      entity: 'ticket',
      reads: ['status', 'departmentRoleId', 'nextDueAt'],
      countsOf: (ticket) => {
        const [status, department] = [text(ticket, 'status'), text(ticket, 'departmentRoleId')];
        // Absent on a ticket stored before its standing was kept: watched, not counted.
        const breached = status !== 'closed' && ticket.nextDueAt === '';
        return onceIn(TICKETS, [
          'all',
          `status:${status}`,
          `department:${department}`,
          `department:${department}:${status}`,
          ...(breached ? [`sla-breached:${department}:${status}`, `sla-breached:${status}`] : []),
        ]);
      },
    },
    {
      entity: 'assignedTicket',
      reads: ['assigneeId'],
      countsOf: (copy) => onceIn(TICKETS, [`assignee:${text(copy, 'assigneeId')}`]),
    },
  ],
};
