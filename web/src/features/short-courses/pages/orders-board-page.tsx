import { Anchor, Card, Group, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BOOKING_STAGES_EXPLAINED } from '@shared/booking-words';
import { Link, useLocation } from 'react-router-dom';
import { ORDER_STAGES, type OrderStatus, type OrderView } from '@shared/schemas/short-courses';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { formatDateTime, formatMoney, formatSessionTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useOrders } from '../api/get-orders';
import { holdsUnconfirmed, PAYMENT_LABELS, STATUS_LABELS } from '../components/order-badges';
import { OrderMoves } from '../components/order-moves';

// The newest of each column; the list (`/short-courses-order?status=…`) pages through the rest.
const COLUMN_SIZE = 30;

const OrderCard = ({ order, canMove }: { order: OrderView; canMove: boolean }) => (
  <Card withBorder radius="md" padding="sm" component="article" aria-label={`Booking ${order.number}`}>
    <Stack gap={4}>
      <Anchor component={Link} to={`/short-courses-order/${order.id}`} fw={600} size="sm">
        {order.number}: {order.customer.name}
      </Anchor>
      <Text size="xs">
        {order.short_course.code} · {formatSessionTime(order.session.booking_datetime)}
      </Text>
      <Text size="xs">
        {order.seats} place{order.seats === 1 ? '' : 's'} · {formatMoney(order.amount)} · {PAYMENT_LABELS[order.payment.state].toLowerCase()}
      </Text>
      {holdsUnconfirmed(order) && (
        <Text size="xs" c="orange.9" fw={600}>
          Not confirmed
          {order.hold_until && <Text span inherit fw={400}>{`: held until ${formatDateTime(order.hold_until)}`}</Text>}
        </Text>
      )}
      {canMove && <OrderMoves order={order} size="xs" />}
    </Stack>
  </Card>
);

const Column = ({ status, canMove }: { status: OrderStatus; canMove: boolean }) => {
  const orders = useOrders({ status, page: 1, pagination: COLUMN_SIZE, order: 'desc', order_by: 'created_at' });
  return (
    <Stack gap="xs" component="section" aria-label={STATUS_LABELS[status]}>
      <Group justify="space-between">
        <Title order={2} size="h5">
          <Anchor component={Link} to={`/short-courses-orders/${status}`} inherit>
            {STATUS_LABELS[status]}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {orders.data?.meta.total ?? ''}
        </Text>
      </Group>
      {!orders.data ? (
        <PageLoader query={orders} what={`the ${status} orders`} />
      ) : orders.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        orders.data.data.map((order) => <OrderCard key={order.id} order={order} canMove={canMove} />)
      )}
    </Stack>
  );
};

/** `/short-courses-orders` (and one stage of it): the pipeline as columns, each order moved with its buttons. */
export const OrdersBoardPage = () => {
  const { can } = useSession();
  const { pathname } = useLocation();
  const stage = ORDER_STAGES.find((s) => pathname.endsWith(`/${s}`));
  const stages = stage ? [stage] : ORDER_STAGES;
  return (
    <Stack gap="md">
      <PageHeader
        title={stage ? `Short-course bookings: ${STATUS_LABELS[stage].toLowerCase()}` : 'Short-course bookings by stage'}
        description={`Move each booking along: ${BOOKING_STAGES_EXPLAINED}`}
      />
      <ScrollArea type="auto" offsetScrollbars>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: stages.length }} spacing="md" miw={stages.length > 1 ? 320 : undefined}>
          {stages.map((s) => (
            <Column key={s} status={s} canMove={can('update-short-course-order')} />
          ))}
        </SimpleGrid>
      </ScrollArea>
    </Stack>
  );
};
