import { Alert, Button, Grid, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TicketView } from '@shared/schemas/tickets';
import { PageHeader } from '@web/components/page-layout';
import { RatingCard, type RateAction } from './rating-card';
import { SlaBadge, TicketBadges } from './ticket-badges';
import { TicketConversation } from './ticket-conversation';

/** A change the page offers (a mutation: the signed-in person's call, or the guest's). */
interface Action {
  mutate: (variables: undefined) => void;
  isPending: boolean;
}

interface TicketLayoutProps {
  ticket: TicketView;
  close: Action;
  reopen: Action;
  rate: RateAction;
  /** The reply box while the ticket is open (the signed-in person's, or the guest's). */
  reply: ReactNode;
  /** What the side panel shows below the service target: the facts, and for staff the assignees. */
  side: ReactNode;
  /** Opens a message's file (the signed-in person's call, or the guest's). */
  openFile: (messageId: string, attId: string) => Promise<void>;
}

/** One ticket's page, as its requester, its staff and its guest see it: the conversation, its actions and its facts. */
export const TicketLayout = ({ ticket, close, reopen, rate, reply, side, openFile }: TicketLayoutProps) => (
  <Stack gap="md">
    <PageHeader
      title={ticket.subject}
      description={<TicketBadges ticket={ticket} />}
      actions={
        <>
          {ticket.can.close && (
            <Button variant="default" loading={close.isPending} onClick={() => close.mutate(undefined)}>
              Close ticket
            </Button>
          )}
          {ticket.can.reopen && (
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
          <TicketConversation messages={ticket.messages} openFile={openFile} />
          <RatingCard ticket={ticket} rate={rate} />
          <Paper withBorder p="md" radius="md">
            {ticket.can.reply ? (
              reply
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
            <SlaBadge ticket={ticket} />
            {side}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  </Stack>
);
