import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TicketView } from '@shared/schemas/tickets';
import { PageHeader } from '@web/components/page-layout';
import { FullPageLoader } from '@web/components/full-page-loader';
import { ApiError } from '@web/lib/api-client';
import { useCloseGuestTicket } from '../api/close-guest-ticket';
import { useGuestTicket } from '../api/get-guest-ticket';
import { takePass } from '../api/guest-ticket-pass';
import { openGuestTicketFile } from '../api/open-guest-ticket-file';
import { useRateGuestTicket } from '../api/rate-guest-ticket';
import { useReopenGuestTicket } from '../api/reopen-guest-ticket';
import { useRequestTicketLink } from '../api/request-ticket-link';
import { sendGuestTicketMessageMutation } from '../api/send-guest-ticket-message';
import { ReplyForm } from '../components/reply-form';
import { TicketFacts } from '../components/ticket-facts';
import { TicketLayout } from '../components/ticket-layout';

/** Mails a fresh link to the ticket's own address: the way back in when a link is lost or has expired. */
const NewLinkForm = ({ id }: { id: string }) => {
  const [email, setEmail] = useState('');
  const send = useRequestTicketLink(id);
  if (send.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        {send.data.message}
      </Alert>
    );
  }
  return (
    <form
      noValidate
      aria-label="E-mail me a new link"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ email });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="The e-mail address you raised the ticket from"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={send.error instanceof ApiError ? send.error.body.errors?.email?.[0] : undefined}
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          E-mail me a new link
        </Button>
      </Stack>
    </form>
  );
};

/** Why the link does not open the ticket, and how to get one that does. */
const LinkTrouble = ({ id, error }: { id: string; error: unknown }) => {
  const expired = error instanceof ApiError && error.status === 410;
  return (
    <Stack gap="md" maw="40rem" mx="auto">
      <PageHeader title={expired ? 'This link has expired' : 'This link does not open a ticket'} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Text size="sm">
            {expired
              ? 'Links to a ticket work for 30 days after we send them. Ask for a new one and we will e-mail it to the address the ticket was raised from.'
              : 'Use the newest link we e-mailed you, or ask for a new one below. It goes only to the address the ticket was raised from.'}
          </Text>
          <NewLinkForm id={id} />
          <Text size="sm">
            Need something else? <Link to="/tickets/guest">Raise a new ticket</Link>.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
};

const GuestTicket = ({ id, pass, ticket }: { id: string; pass: string; ticket: TicketView }) => {
  const close = useCloseGuestTicket(id, pass);
  const reopen = useReopenGuestTicket(id, pass);
  const rate = useRateGuestTicket(id, pass);
  return (
    <TicketLayout
      ticket={ticket}
      close={close}
      reopen={reopen}
      rate={rate}
      openFile={openGuestTicketFile(id, pass)}
      reply={<ReplyForm ticket={ticket} mutation={sendGuestTicketMessageMutation(id, pass)} />}
      side={<TicketFacts ticket={ticket} />}
    />
  );
};

/** `/tickets/guest/{id}`: a guest's ticket through the private link we mailed them. */
export const GuestTicketPage = () => {
  const { id = '' } = useParams();
  const [pass] = useState(() => takePass(id));
  const ticket = useGuestTicket(id, pass);
  if (!pass || ticket.isError) return <LinkTrouble id={id} error={ticket.error} />;
  if (!ticket.data) {
    return (
      <Stack gap="md">
        <PageHeader title="Your ticket" />
        {/* The entry's loader: the page loads no other (a failure shows LinkTrouble above, not PageLoader's retry). */}
        <FullPageLoader label="Loading your ticket" />
      </Stack>
    );
  }
  return <GuestTicket id={id} pass={pass} ticket={ticket.data} />;
};
