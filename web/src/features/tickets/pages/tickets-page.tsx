import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isAdminRole } from '@shared/permissions';
import type { TicketListItem } from '@shared/schemas/tickets';
import { ListPage } from '@web/components/list-page';
import type { ListColumn } from '@web/components/list-table';
import { useSession } from '@web/lib/session';
import { useBulkAssignTickets } from '../api/bulk-assign-tickets';
import { useTickets } from '../api/get-tickets';
import { StaffPicker } from '../components/staff-picker';
import { TICKET_COLUMNS } from '../components/ticket-columns';
import { TicketsFilters } from '../components/tickets-filters';
import { useTicketsQueryParams } from '../hooks/use-tickets-query-params';

/** Staff choose tickets on the page and assign them to the same people at once. */
const useSelection = () => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Set()), setAll: (ids: string[]) => setSelected(new Set(ids)) };
};

const BulkAssignBar = ({ items, selection }: { items: readonly TicketListItem[]; selection: ReturnType<typeof useSelection> }) => {
  const assign = useBulkAssignTickets();
  const chosen = items.filter((t) => selection.selected.has(t.id) && t.status !== 'closed');
  const open = items.filter((t) => t.status !== 'closed');
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Assign several tickets">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {chosen.length ? `${chosen.length} ticket${chosen.length === 1 ? '' : 's'} selected` : 'Select tickets below to assign them together.'}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="subtle" disabled={!open.length} onClick={() => selection.setAll(open.map((t) => t.id))}>
              Select all open on this page
            </Button>
            {chosen.length > 0 && (
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                Clear selection
              </Button>
            )}
          </Group>
        </Group>
        <StaffPicker
          label="Assign the selected tickets to"
          submitLabel={`Assign ${chosen.length || ''} selected`.replace('  ', ' ')}
          disabled={!chosen.length}
          pending={assign.isPending}
          onAssign={(userIds) =>
            assign.mutate(
              { ticketIds: chosen.map((t) => t.id), userIds },
              {
                onSuccess: ({ assigned, failed }) => {
                  selection.clear();
                  notifications.show({
                    color: failed ? 'orange' : 'green',
                    message: failed
                      ? `${assigned} assigned; ${failed} could not be (closed or changed meanwhile).`
                      : `${assigned} ticket${assigned === 1 ? '' : 's'} assigned.`,
                  });
                },
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
};

/** `/tickets`: a requester's own tickets; a department's for its staff; every one for the admins. */
export const TicketsPage = () => {
  const { can, role } = useSession();
  const params = useTicketsQueryParams();
  const tickets = useTickets(params.query);
  const staff = can('update-ticket');
  const admin = isAdminRole(role);
  const selection = useSelection();
  const items = tickets.data?.data;
  const columns = useMemo((): readonly ListColumn<TicketListItem, 'created_at'>[] => {
    if (!staff) return TICKET_COLUMNS;
    const select: ListColumn<TicketListItem, 'created_at'> = {
      header: 'Select',
      cell: (ticket) => (
        <Checkbox
          aria-label={`Select ${ticket.subject}`}
          disabled={ticket.status === 'closed'}
          checked={selection.selected.has(ticket.id)}
          onChange={(e) => selection.toggle(ticket.id, e.currentTarget.checked)}
        />
      ),
    };
    return [select, ...TICKET_COLUMNS];
  }, [staff, selection]);
  return (
    <ListPage
      title="Support tickets"
      description={
        admin
          ? "Every department's tickets, newest first, with where each stands against its service targets."
          : staff
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
      intro={staff && items?.length ? <BulkAssignBar items={items} selection={selection} /> : undefined}
      label="Support tickets"
      noun="tickets"
      query={tickets}
      items={items}
      total={tickets.data?.meta.total}
      params={params}
      searchPlaceholder={staff ? 'Subject, name or e-mail' : 'Subject'}
      filters={(style) => <TicketsFilters query={params.query} onChange={params.update} staff={staff} style={style} />}
      columns={columns}
      minWidth={640}
      empty={{
        title: 'No tickets yet',
        // The staff's words for the staff (an admin may raise tickets too, but comes here to answer them).
        description: staff
          ? `Tickets raised to ${admin ? 'any department' : 'your department'} will be listed here.`
          : 'Ask the college a question with New ticket; we answer here.',
      }}
    />
  );
};
