import { Badge, Group } from '@mantine/core';
import type { OrderView } from '@shared/schemas/short-courses';

export const STATUS_LABELS: Record<OrderView['status'], string> = {
  prospect: 'Prospect',
  tentative: 'Tentative',
  progressing: 'Progressing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATUS_COLORS: Record<OrderView['status'], string> = {
  prospect: 'gray.8',
  tentative: 'orange.9',
  progressing: 'blue.9',
  completed: 'green.9',
  cancelled: 'red.9',
};

export const PAYMENT_LABELS: Record<OrderView['payment']['state'], string> = {
  unpaid: 'Unpaid',
  'awaiting-confirmation': 'Payment to confirm',
  paid: 'Paid',
};

/** An order's pipeline status and payment state. */
export const OrderBadges = ({ order }: { order: OrderView }) => (
  <Group gap={6}>
    <Badge variant="filled" color={STATUS_COLORS[order.status]}>
      {STATUS_LABELS[order.status]}
    </Badge>
    <Badge variant="outline" color={order.payment.state === 'paid' ? 'green.9' : 'orange.9'}>
      {PAYMENT_LABELS[order.payment.state]}
    </Badge>
  </Group>
);
