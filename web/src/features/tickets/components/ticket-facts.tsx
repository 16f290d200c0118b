import { Anchor, Stack, Text } from '@mantine/core';
import type { TicketView } from '@shared/schemas/tickets';
import type { ReactNode } from 'react';
import { formatDateTime } from '@web/lib/format';

/**
 * When it was raised and by whom, who answers it and by when. `requester` is how the requester is named: staff's page
 * links to their record (PersonLink); the guest's page, which carries no signed-in code, names them. Staff also see
 * the requester's address (`requester_email`): a guest has no record, and the address is how to reach them.
 */
export const TicketFacts = ({ ticket, requester = ticket.requester.name }: { ticket: TicketView; requester?: ReactNode }) => (
  <Stack gap={6}>
    <Text size="sm">
      <strong>Category:</strong> {ticket.category.name}
    </Text>
    <Text size="sm">
      <strong>Answered by:</strong> {ticket.department.name}
    </Text>
    <Text size="sm">
      <strong>Raised by:</strong> {requester}
      {ticket.requester_email && (
        <>
          {' ('}
          <Anchor href={`mailto:${ticket.requester_email}`} underline="always" inherit>
            {ticket.requester_email}
          </Anchor>
          {')'}
        </>
      )}
      , {formatDateTime(ticket.created_at)}
    </Text>
    <Text size="sm">
      <strong>First response due:</strong> {formatDateTime(ticket.sla.first_response_due_at)}
      {ticket.sla.first_response_at && ` (answered ${formatDateTime(ticket.sla.first_response_at)})`}
    </Text>
    <Text size="sm">
      <strong>Resolution due:</strong> {formatDateTime(ticket.sla.resolution_due_at)}
    </Text>
    {ticket.closed_at && (
      <Text size="sm">
        <strong>Closed:</strong> {formatDateTime(ticket.closed_at)}
      </Text>
    )}
  </Stack>
);
