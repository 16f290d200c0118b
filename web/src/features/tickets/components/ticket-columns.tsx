import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TicketListItem } from '@shared/schemas/tickets';
import type { ListColumn } from '@web/components/list-table';
import { PersonLink } from '@web/components/person-link';
import { formatDateTime } from '@web/lib/format';
import { SlaBadge, TicketBadges } from './ticket-badges';

/** The tickets list: phones fold the category, requester and target under the subject. */
export const TICKET_COLUMNS: readonly ListColumn<TicketListItem, 'created_at'>[] = [
  {
    header: 'Ticket',
    cell: (ticket) => (
      <Stack gap={4}>
        <Anchor component={Link} to={`/tickets/${ticket.id}`} fw={600} size="sm">
          {ticket.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          {ticket.category.name} · <PersonLink id={ticket.requester.id} name={ticket.requester.name} size="xs" inline />
        </Text>
        <TicketBadges ticket={ticket} />
      </Stack>
    ),
  },
  {
    header: 'Assigned to',
    visibleFrom: 'sm',
    cell: (ticket) =>
      ticket.assignees.length ? (
        ticket.assignees.map((a) => a.name).join(', ')
      ) : (
        <Text c="dimmed" size="sm">
          Nobody yet
        </Text>
      ),
  },
  { header: 'Service target', cell: (ticket) => <SlaBadge ticket={ticket} /> },
  { header: 'Raised', sortField: 'created_at', visibleFrom: 'md', cell: (ticket) => formatDateTime(ticket.created_at) },
];
