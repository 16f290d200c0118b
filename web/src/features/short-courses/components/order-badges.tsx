import { Badge, Group } from '@mantine/core';
import { BOOKING_PAYMENT_WORDS, BOOKING_STAGE_WORDS } from '@shared/booking-words';
import type { OrderView } from '@shared/schemas/short-courses';

/** A booking's stage and its payment, in the words every screen uses (shared/booking-words.ts). */
export const STATUS_LABELS: Record<OrderView['status'], string> = BOOKING_STAGE_WORDS;

const STATUS_COLORS: Record<OrderView['status'], string> = {
  prospect: 'gray.8',
  tentative: 'orange.9',
  progressing: 'blue.9',
  completed: 'green.9',
  cancelled: 'red.9',
};

export const PAYMENT_LABELS: Record<OrderView['payment']['state'], string> = BOOKING_PAYMENT_WORDS;

/** A public booking its customer has not confirmed nor paid: its places are held for half an hour only. */
export const holdsUnconfirmed = (order: OrderView) => order.status === 'prospect' && !order.confirmed_at && order.payment.state !== 'paid';

/** A booking's stage and payment, and whether its customer has yet to confirm it. */
export const OrderBadges = ({ order }: { order: OrderView }) => (
  <Group gap={6}>
    {holdsUnconfirmed(order) && (
      <Badge variant="outline" color="orange.9">
        Not confirmed
      </Badge>
    )}
    <Badge variant="filled" color={STATUS_COLORS[order.status]}>
      {STATUS_LABELS[order.status]}
    </Badge>
    <Badge variant="dot" color={order.payment.state === 'paid' ? 'green.9' : 'orange.9'}>
      {PAYMENT_LABELS[order.payment.state]}
    </Badge>
  </Group>
);
