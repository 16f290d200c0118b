import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ListPage } from '@web/components/list-page';
import { useSession } from '@web/lib/session';
import { useTickets } from '../api/tickets';
import { TICKET_COLUMNS } from '../components/ticket-columns';
import { TicketsFilters } from '../components/tickets-filters';
import { useTicketsQueryParams } from '../hooks/use-tickets-query-params';

/** `/tickets`: a requester's own tickets; a department's for its staff; every one for the admins. */
export const TicketsPage = () => {
  const { can } = useSession();
  const params = useTicketsQueryParams();
  const tickets = useTickets(params.query);
  const staff = can('update-ticket');
  return (
    <ListPage
      title="Support tickets"
      description={
        staff
          ? "Your department's tickets, newest first, with where each stands against its service targets."
          : 'Your questions to the college and our answers.'
      }
      actions={
        <Group gap="xs">
          {can('list-ticket-category') && (
            <Button component={Link} to="/ticket-categories" variant="default">
              Categories
            </Button>
          )}
          {can('create-ticket') && (
            <Button component={Link} to="/tickets/new">
              New ticket
            </Button>
          )}
        </Group>
      }
      label="Support tickets"
      noun="tickets"
      query={tickets}
      items={tickets.data?.data}
      total={tickets.data?.meta.total}
      params={params}
      searchPlaceholder="Subject, name or e-mail"
      filters={(style) => <TicketsFilters query={params.query} onChange={params.update} staff={staff} style={style} />}
      columns={TICKET_COLUMNS}
      minWidth={640}
      empty={{
        title: 'No tickets yet',
        description: can('create-ticket')
          ? 'Ask the college a question with New ticket; we answer here.'
          : 'Tickets raised to your department will be listed here.',
      }}
    />
  );
};
