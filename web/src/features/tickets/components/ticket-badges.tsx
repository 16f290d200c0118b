import { Badge, Group } from '@mantine/core';
import { DUE_SOON_LOOK } from '@web/components/badge-looks';
import type { TicketListItem } from '@shared/schemas/tickets';

// The darkest shades: Mantine's default ones fall short of AA contrast on the light and outline badges.
const STATUS = {
  open: { label: 'Open', color: 'blue.9' },
  assigned: { label: 'Assigned', color: 'violet.9' },
  closed: { label: 'Closed', color: 'gray.8' },
} as const;

const PRIORITY = {
  low: { label: 'Low', color: 'gray.8' },
  normal: { label: 'Normal', color: 'blue.9' },
  high: { label: 'High', color: 'orange.9' },
  urgent: { label: 'Urgent', color: 'red.9' },
} as const;

export const PRIORITY_LABELS = Object.fromEntries(Object.entries(PRIORITY).map(([value, { label }]) => [value, label])) as Record<
  keyof typeof PRIORITY,
  string
>;

/** "3 h", "2 days": a span of wall-clock time as people read it. */
const span = (ms: number) => {
  const hours = Math.round(Math.abs(ms) / 3_600_000);
  if (hours < 1) return `${Math.max(1, Math.round(Math.abs(ms) / 60_000))} min`;
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
};

/** Where the ticket stands against its targets, with the time left on the one that runs out first. */
export const slaText = (ticket: TicketListItem, now = Date.now()): string => {
  const { sla } = ticket;
  if (sla.state === 'met') return 'Targets met';
  if (ticket.status === 'closed') return 'Closed late';
  const running = sla.first_response_at ? sla.resolution_due_at : sla.first_response_due_at;
  const what = sla.first_response_at ? 'resolution' : 'first response';
  const left = Date.parse(running) - now;
  return left < 0
    ? `${what[0]!.toUpperCase()}${what.slice(1)} overdue by ${span(left)}`
    : `${what[0]!.toUpperCase()}${what.slice(1)} due in ${span(left)}`;
};

const SLA_COLOR = { met: 'teal.9', 'on-time': 'gray.8', 'due-soon': 'gray.8', breached: 'red.9' } as const;

export const TicketBadges = ({ ticket }: { ticket: TicketListItem }) => (
  <Group gap={6} wrap="wrap">
    <Badge color={STATUS[ticket.status].color} variant="filled">
      {STATUS[ticket.status].label}
    </Badge>
    <Badge color={PRIORITY[ticket.priority].color} variant="outline">
      {PRIORITY[ticket.priority].label}
    </Badge>
  </Group>
);

export const SlaBadge = ({ ticket }: { ticket: TicketListItem }) =>
  // The state is in the words too, not in the colour alone.
  ticket.sla.state === 'due-soon' ? (
    <Badge {...DUE_SOON_LOOK} tt="none">
      {slaText(ticket)}
    </Badge>
  ) : (
    <Badge color={SLA_COLOR[ticket.sla.state]} variant={ticket.sla.state === 'breached' ? 'filled' : 'outline'} tt="none">
      {slaText(ticket)}
    </Badge>
  );
