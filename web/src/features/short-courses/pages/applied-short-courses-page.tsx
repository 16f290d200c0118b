import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BOOKING_PAYMENT_WORDS, BOOKING_STAGE_WORDS } from '@shared/booking-words';
import type { OrderView } from '@shared/schemas/short-courses';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { PdfButtons } from '@web/components/pdf-buttons';
import { formatMoney, formatSessionTime } from '@web/lib/format';
import { getInvoice } from '../api/get-invoice';
import { useMyOrders } from '../api/get-my-orders';
import { usePayOrder } from '../api/pay-order';

const owes = (o: OrderView) => o.status !== 'cancelled' && o.payment.state === 'unpaid';

const OrderCard = ({ order, onPay, paying }: { order: OrderView; onPay: () => void; paying: boolean }) => (
  <Card withBorder radius="md" padding="md" component="article" aria-label={`Booking ${order.number}`}>
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{order.short_course.title}</Text>
        <Group gap={6}>
          <Badge variant="filled" color={order.status === 'cancelled' ? 'gray.8' : 'blue.9'}>
            {BOOKING_STAGE_WORDS[order.status]}
          </Badge>
          <Badge variant="dot" color={order.payment.state === 'paid' ? 'green.9' : 'orange.9'}>
            {BOOKING_PAYMENT_WORDS[order.payment.state]}
          </Badge>
        </Group>
      </Group>
      <Text size="sm">
        {formatSessionTime(order.session.booking_datetime)} · {order.session.location.name}
      </Text>
      <Text size="sm">
        {order.number} · {order.seats} place{order.seats === 1 ? '' : 's'} · {formatMoney(order.amount)} incl. {formatMoney(order.gst)} GST
      </Text>
      <Group gap="xs">
        {owes(order) && (
          <Button size="sm" loading={paying} onClick={onPay}>
            Pay {formatMoney(order.amount)}
          </Button>
        )}
        {order.status !== 'cancelled' && order.customer.user_id && (
          <Button
            size="sm"
            variant="default"
            component={Link}
            to={`/applied-short-courses/${order.short_course.id}/document/${order.customer.user_id}`}
          >
            Documents
          </Button>
        )}
        <PdfButtons fetchPdf={() => getInvoice(order.id)} noun="invoice" size="sm" />
      </Group>
    </Stack>
  </Card>
);

/** `/applied-short-courses` (and `/pay`, what is owed): a student's own short-course bookings, paid through the offline provider. */
export const AppliedShortCoursesPage = () => {
  const owedOnly = useLocation().pathname.endsWith('/pay');
  const orders = useMyOrders({});
  const pay = usePayOrder();
  const [paying, setPaying] = useState<string | null>(null);
  const shown = (orders.data?.data ?? []).filter((o) => !owedOnly || owes(o));
  return (
    <Stack gap="md">
      <PageHeader
        title={owedOnly ? 'Pay for short courses' : 'My short courses'}
        description={owedOnly ? 'Bookings not paid yet.' : 'Your short-course bookings and what you owe.'}
        actions={
          <Button component={Link} to="/short-courses" variant="default">
            Find a short course
          </Button>
        }
      />
      {!orders.data ? (
        <PageLoader query={orders} what="your bookings" />
      ) : shown.length === 0 ? (
        <EmptyState
          title={owedOnly ? 'Nothing to pay' : 'No bookings yet'}
          description="Book a first aid, RSA or other short course from the short courses list."
        />
      ) : (
        shown.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            paying={pay.isPending && paying === order.id}
            onPay={() => {
              setPaying(order.id);
              pay.mutate(order.id);
            }}
          />
        ))
      )}
      <Modal opened={pay.isSuccess} onClose={() => pay.reset()} title="How to pay" centered closeButtonProps={{ 'aria-label': 'Close the dialog' }}>
        {pay.data && (
          <Stack gap="sm">
            <Alert color="blue" variant="default" title={pay.data.instructions.method}>
              Reference: <strong>{pay.data.instructions.reference}</strong>
            </Alert>
            <List spacing="xs" size="sm">
              {pay.data.instructions.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
};
