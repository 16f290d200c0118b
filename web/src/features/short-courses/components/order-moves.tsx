import { Button, Group } from '@mantine/core';
import { ORDER_MOVES, type OrderView } from '@shared/schemas/short-courses';
import { useChangeOrder } from '../api/change-order';
import { holdsUnconfirmed } from './order-badges';

/** What each move does, as a verb (its stage's word is on the badge): "Hold", not "To held". */
const MOVE_WORDS: Record<OrderView['status'], string> = {
  prospect: 'Back to booked',
  tentative: 'Hold the places',
  progressing: 'Confirm',
  completed: 'Mark completed',
  cancelled: 'Cancel booking',
};

/**
 * A move's button: its name begins with these words, then the order's number (WCAG 2.5.3, label in name). Cancelling
 * a booking its customer has not confirmed gives its held places back: said so, as staff release a hoarder's holds.
 */
const moveText = (order: OrderView, to: OrderView['status']) =>
  to === 'cancelled' && holdsUnconfirmed(order) ? 'Release the places' : MOVE_WORDS[to];

/** The moves the pipeline allows from an order's status, and confirming its payment: buttons, so the keyboard moves orders too. */
export const OrderMoves = ({ order, size = 'sm' }: { order: OrderView; size?: 'xs' | 'sm' }) => {
  const change = useChangeOrder();
  const busy = change.isPending;
  return (
    <Group gap={6} wrap="wrap">
      {order.payment.state !== 'paid' && order.status !== 'cancelled' && (
        <Button
          size={size}
          loading={busy}
          onClick={() => change.mutate({ id: order.id, move: 'confirm-payment' })}
          aria-label={`Confirm payment of ${order.number}`}
        >
          Confirm payment
        </Button>
      )}
      {ORDER_MOVES[order.status].map((to) => (
        <Button
          key={to}
          size={size}
          variant={to === 'cancelled' ? 'outline' : 'default'}
          color={to === 'cancelled' ? 'red.9' : undefined}
          disabled={busy}
          onClick={() => change.mutate({ id: order.id, move: { status: to } })}
          aria-label={`${moveText(order, to)}: ${order.number}`}
        >
          {moveText(order, to)}
        </Button>
      ))}
    </Group>
  );
};
