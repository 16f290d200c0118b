import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { MergeTicket } from '../components/merge-ticket';
import { PersonLink } from '@web/components/person-link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { TicketView } from '@shared/schemas/tickets';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { queryKeys } from '@web/lib/query-keys';
import { useSession, useSocket } from '@web/lib/session';
import { useAssignTicket } from '../api/assign-ticket';
import { useCloseTicket } from '../api/close-ticket';
import { useTicket } from '../api/get-ticket';
import { openTicketFile } from '../api/open-ticket-file';
import { useRateTicket } from '../api/rate-ticket';
import { useReopenTicket } from '../api/reopen-ticket';
import { sendTicketMessageMutation } from '../api/send-ticket-message';
import { useUnassignTicket } from '../api/unassign-ticket';
import { CannedReplyPicker } from '../components/canned-reply-picker';
import { InternalNoteSwitch } from '../components/internal-note-switch';
import { ReplyForm } from '../components/reply-form';
import { StaffPicker } from '../components/staff-picker';
import { TicketFacts } from '../components/ticket-facts';
import { TicketLayout } from '../components/ticket-layout';

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

const Assignees = ({ ticket }: { ticket: TicketView }) => {
  const { user } = useSession();
  const assign = useAssignTicket(ticket.id);
  const unassign = useUnassignTicket(ticket.id);
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
    <TicketLayout
      ticket={t}
      close={close}
      reopen={reopen}
      rate={rate}
      openFile={openTicketFile}
      reply={
        <ReplyForm
          ticket={t}
          mutation={sendTicketMessageMutation(t.id)}
          cannedReplies={(insert) => <CannedReplyPicker ticket={t} onPick={insert} />}
          internalNote={(toggle) => <InternalNoteSwitch {...toggle} />}
        />
      }
      side={
        <>
          <TicketFacts ticket={t} requester={<PersonLink id={t.requester.id} name={t.requester.name} inline />} />
          <Assignees ticket={t} />
          <MergeTicket ticket={t} />
        </>
      }
    />
  );
};
