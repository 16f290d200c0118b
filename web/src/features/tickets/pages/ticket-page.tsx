import { Alert, Button, CloseButton, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { TicketView } from '@shared/schemas/tickets';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { formatDateTime } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';
import { useSession, useSocket } from '@web/lib/session';
import { useAssign, useCloseTicket, useRateTicket, useReopenTicket, useTicket, useUnassign } from '../api/tickets';
import { RatingCard } from '../components/rating-card';
import { ReplyForm } from '../components/reply-form';
import { StaffPicker } from '../components/staff-picker';
import { SlaBadge, TicketBadges } from '../components/ticket-badges';
import { TicketConversation } from '../components/ticket-conversation';

/** While the page is open, a change by someone else (a reply, a close) shows without a reload. */
const useLiveTicket = (id: string) => {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(
    () =>
      socket?.subscribe('ticket-status', (data) => {
        if (data.ticket_id === id) void client.invalidateQueries({ queryKey: queryKeys.tickets.detail(id) });
      }),
    [socket, client, id],
  );
};

const Facts = ({ ticket }: { ticket: TicketView }) => (
  <Stack gap={6}>
    <Text size="sm">
      <strong>Category:</strong> {ticket.category.name}
    </Text>
    <Text size="sm">
      <strong>Answered by:</strong> {ticket.department.name}
    </Text>
    <Text size="sm">
      <strong>Raised by:</strong> {ticket.requester.name}, {formatDateTime(ticket.created_at)}
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

const Assignees = ({ ticket }: { ticket: TicketView }) => {
  const { user } = useSession();
  const assign = useAssign(ticket.id);
  const unassign = useUnassign(ticket.id);
  const mine = ticket.assignees.some((a) => a.id === user?.id);
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        Assigned to
      </Title>
      {ticket.assignees.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody yet.
        </Text>
      )}
      {ticket.assignees.map((a) => (
        <Group key={a.id} gap={4} justify="space-between" wrap="nowrap">
          <Text size="sm">{a.name}</Text>
          {ticket.can.assign && <CloseButton size="sm" aria-label={`Take ${a.name} off the ticket`} onClick={() => unassign.mutate(a.id)} />}
        </Group>
      ))}
      {ticket.can.assign && !mine && user && (
        <Button size="xs" variant="light" loading={assign.isPending} onClick={() => assign.mutate({ user_ids: [user.id] })}>
          Assign to me
        </Button>
      )}
      {ticket.can.assign && (
        <StaffPicker
          label="Assign someone else"
          submitLabel="Assign"
          exclude={ticket.assignees.map((a) => a.id)}
          pending={assign.isPending}
          onAssign={(userIds) => assign.mutate({ user_ids: userIds })}
        />
      )}
    </Stack>
  );
};

/** `/tickets/{id}`: the conversation, the reply box, and the ticket's facts and actions. */
export const TicketPage = () => {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const close = useCloseTicket(id);
  const reopen = useReopenTicket(id);
  const rate = useRateTicket(id);
  useLiveTicket(id);
  if (!ticket.data) {
    return (
      <Stack gap="md">
        <PageHeader title="Ticket" />
        <PageLoader query={ticket} what="this ticket" />
      </Stack>
    );
  }
  const t = ticket.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t.subject}
        description={<TicketBadges ticket={t} />}
        actions={
          <>
            {t.can.close && (
              <Button variant="default" loading={close.isPending} onClick={() => close.mutate(undefined)}>
                Close ticket
              </Button>
            )}
            {t.can.reopen && (
              <Button variant="default" loading={reopen.isPending} onClick={() => reopen.mutate(undefined)}>
                Reopen ticket
              </Button>
            )}
          </>
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <TicketConversation messages={t.messages} />
            <RatingCard ticket={t} rate={rate} />
            <Paper withBorder p="md" radius="md">
              {t.can.reply ? (
                <ReplyForm ticket={t} />
              ) : (
                <Alert color="gray" variant="default" title="This ticket is closed">
                  Reopen it to write to it.
                </Alert>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <SlaBadge ticket={t} />
              <Facts ticket={t} />
              <Assignees ticket={t} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
