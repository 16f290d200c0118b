import { Alert, Button, Paper, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { TicketView } from '@shared/schemas/tickets';
import { PageHeader } from '@web/components/page-layout';
import type { RateAction } from './rating-card';
import { SlaBadge, TicketBadges } from './ticket-badges';
import { TicketConversation } from './ticket-conversation';
import classes from './ticket-layout.module.css';

// The rating (Mantine's stars among it) shows on a closed ticket only: an open one, as a guest's mailed link most
// often opens it, loads none of it.
const RatingCard = lazy(() => import('./rating-card').then(({ RatingCard }) => ({ default: RatingCard })));

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
    <div className={classes.columns}>
      <div>
        <Stack gap="md">
          <TicketConversation messages={ticket.messages} openFile={openFile} />
          {(ticket.rating || ticket.can.rate) && (
            <Suspense fallback={null}>
              <RatingCard ticket={ticket} rate={rate} />
            </Suspense>
          )}
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
      </div>
      <div className={classes.side}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <SlaBadge ticket={ticket} />
            {side}
          </Stack>
        </Paper>
      </div>
    </div>
  </Stack>
);
