import { Button, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PersonLink } from '@web/components/person-link';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { PdfButtons } from '@web/components/pdf-buttons';
import { RecordHistory } from '@web/components/record-history';
import { formatDateTime, formatMoney, formatSessionTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { getInvoice } from '../api/get-invoice';
import { useOrder } from '../api/get-order';
import { useOrderHistory } from '../api/get-order-history';
import { holdsUnconfirmed, OrderBadges } from '../components/order-badges';
import { OrderMoves } from '../components/order-moves';

/** `/short-courses-order/{id}`: one booking, its participants and payment, its tax invoice, and its moves along the pipeline with their history. */
export const OrderPage = () => {
  const { id = '' } = useParams();
  const { can } = useSession();
  const order = useOrder(id);
  const history = useOrderHistory(id);
  if (!order.data) {
    return (
      <Stack gap="md">
        <PageHeader title="Short-course booking" />
        <PageLoader query={order} what="this order" />
      </Stack>
    );
  }
  const o = order.data;
  return (
    <Stack gap="md">
      <PageHeader title={`${o.number}: ${o.customer.name}`} description={<OrderBadges order={o} />} />
      {can('update-short-course-order') && <OrderMoves order={o} />}
      {can('download-short-course-order-pdf') && (
        <Group gap="xs">
          <Button component={Link} to={`/short-courses-pdf/${o.id}`} variant="default">
            Tax invoice
          </Button>
          <PdfButtons fetchPdf={() => getInvoice(o.id)} noun="invoice" preview={false} />
        </Group>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Title order={2} size="h5">
                {o.short_course.title} ({o.short_course.code})
              </Title>
              <Text size="sm">
                {formatSessionTime(o.session.booking_datetime)} · {o.session.location.name}
              </Text>
              <Table aria-label="Participants" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Participant</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>USI</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {o.participants.map((p, index) => (
                    <Table.Tr key={`${p.name}-${index}`}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{p.email ?? '—'}</Table.Td>
                      <Table.Td>{p.usi ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap={6}>
              <Text size="sm">
                <strong>Customer:</strong> <PersonLink id={o.customer.user_id} name={o.customer.name} inline />, {o.customer.email},{' '}
                {o.customer.phone}
                {o.customer.user_id ? ' (student account)' : ' (public booking)'}
              </Text>
              <Text size="sm">
                <strong>Amount:</strong> {formatMoney(o.amount)} for {o.seats} place{o.seats === 1 ? '' : 's'}, including {formatMoney(o.gst)} GST
              </Text>
              <Text size="sm">
                <strong>Payment reference:</strong> {o.payment.reference}
                {o.payment.paid_at && `, paid ${formatDateTime(o.payment.paid_at)}`}
              </Text>
              {o.hold_until && (
                <Text size="sm">
                  <strong>Places held until:</strong> {formatDateTime(o.hold_until)}
                  {holdsUnconfirmed(o) && ', unless its customer confirms it from the e-mailed link first (then for two days)'}
                </Text>
              )}
              <Text size="sm">
                <strong>Booked:</strong> {formatDateTime(o.created_at)}
              </Text>
              {o.customer.user_id && (
                <Button
                  component={Link}
                  to={`/applied-short-courses/${o.short_course.id}/document/${o.customer.user_id}`}
                  variant="default"
                  size="sm"
                  style={{ alignSelf: 'flex-start' }}
                >
                  Documents
                </Button>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <RecordHistory history={history} what="this booking" />
    </Stack>
  );
};
