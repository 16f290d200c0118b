import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ORDER_STATUSES, type OrderListQuery, type OrderView } from '@shared/schemas/short-courses';
import { ListPage } from '@web/components/list-page';
import type { ListColumn } from '@web/components/list-table';
import { plural } from '@shared/text';
import { formatMoney, formatSessionTime } from '@web/lib/format';
import { oneOf, text, useListQueryParams, type ListQueryConfig } from '@web/lib/use-list-query-params';
import { useOrders } from '../api/get-orders';
import { OrderBadges, STATUS_LABELS } from '../components/order-badges';

const CONFIG: ListQueryConfig<'created_at', Pick<OrderListQuery, 'status' | 'session_id'>> = {
  sortFields: ['created_at'],
  defaultSort: 'created_at',
  filters: { status: (raw) => oneOf(raw, ORDER_STATUSES), session_id: text },
};

const COLUMNS: readonly ListColumn<OrderView, 'created_at'>[] = [
  {
    header: 'Booking',
    cell: (order) => (
      <Stack gap={4}>
        <Anchor component={Link} to={`/short-courses-order/${order.id}`} fw={600} size="sm">
          {order.number}: {order.customer.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {order.short_course.title} · {formatSessionTime(order.session.booking_datetime)} · {order.session.location.name}
          {/* A phone folds the places into the booking: the table stays as wide as the screen. */}
          <Text span inherit hiddenFrom="sm">
            {` · ${plural(order.seats, 'place')}`}
          </Text>
        </Text>
        <OrderBadges order={order} />
      </Stack>
    ),
  },
  { header: 'Places', align: 'right', visibleFrom: 'sm', cell: (order) => order.seats },
  { header: 'Amount', align: 'right', cell: (order) => formatMoney(order.amount) },
];

/** `/short-courses-order`: every booking, newest first, by status or session, searched by customer or code. */
export const OrdersPage = () => {
  const params = useListQueryParams(CONFIG);
  const orders = useOrders({ ...params.query, order: params.query.order ?? 'desc' } as OrderListQuery);
  return (
    <ListPage
      title="Short-course bookings"
      description="Bookings of short courses, from the public page and from students."
      actions={
        <Button component={Link} to="/short-courses-orders" variant="default">
          Board
        </Button>
      }
      label="Short-course bookings"
      noun="bookings"
      query={orders}
      items={orders.data?.data}
      total={orders.data?.meta.total}
      params={params}
      searchPlaceholder="Customer, e-mail or course code"
      filters={(style) => (
        <Group gap="xs" style={style}>
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            value={params.query.status ?? null}
            onChange={(value) => params.update({ status: (value ?? undefined) as OrderListQuery['status'] })}
          />
        </Group>
      )}
      columns={COLUMNS}
      minWidth={320}
      empty={{ title: 'No bookings yet', description: 'Bookings from the public page and from students will be listed here.' }}
    />
  );
};
