import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { RatingBody, TicketView } from '@shared/schemas/tickets';
import { formatDateTime } from '@web/lib/format';

const WORDS = ['', 'Very poor', 'Poor', 'All right', 'Good', 'Excellent'] as const;

/** Sends the rating (a mutation: the requester's call, or the guest's). */
export interface RateAction {
  mutate: (body: RatingBody) => void;
  isPending: boolean;
}

/**
 * The requester's satisfaction with a closed ticket: asked once it closes (`can.rate`), given once, then shown
 * to them and to the staff on it.
 */
export const RatingCard = ({ ticket, rate }: { ticket: TicketView; rate?: RateAction }) => {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  if (ticket.rating) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-label="Rating">
        <Stack gap={4}>
          <Title order={2} size="h5">
            Rating
          </Title>
          <Group gap="xs">
            <Rating value={ticket.rating.rating} readOnly aria-label={`Rated ${ticket.rating.rating} out of 5`} />
            <Text size="sm">{WORDS[ticket.rating.rating]}</Text>
          </Group>
          {ticket.rating.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              “{ticket.rating.comment}”
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Given {formatDateTime(ticket.rating.rated_at)}
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (!ticket.can.rate || !rate) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Rate our help">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (rating) rate.mutate({ rating, comment });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            How did we do?
          </Title>
          <Text size="sm" c="dimmed">
            Your rating helps us answer better. You can give it once.
          </Text>
          <Group gap="sm">
            <Rating value={rating} onChange={setRating} size="lg" getSymbolLabel={(value) => `${value} out of 5: ${WORDS[value]}`} />
            <Text size="sm" aria-live="polite">
              {WORDS[rating]}
            </Text>
          </Group>
          <Textarea
            label="Anything to add? (optional)"
            maxLength={2000}
            autosize
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!rating} loading={rate.isPending}>
              Send rating
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
