import { Button, Group } from '@mantine/core';
import { ORDER_MOVES, type OrderView } from '@shared/schemas/short-courses';
import { useChangeOrder } from '../api/change-order';
import { STATUS_LABELS } from './order-badges';

/** A move's button: its name begins with these words, then the order's number (WCAG 2.5.3, label in name). */
const moveText = (to: OrderView['status']) => (to === 'cancelled' ? 'Cancel booking' : `To ${STATUS_LABELS[to].toLowerCase()}`);

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
          aria-label={`${moveText(to)}: ${order.number}`}
        >
          {moveText(to)}
        </Button>
      ))}
    </Group>
  );
};
