import { useEffect, useMemo } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { saveFile } from '@web/lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { useOrder } from '../api/get-order';

/**
 * `/short-courses-pdf/{id}`: an order's tax invoice as the server renders it, in the browser's own PDF viewer,
 * to read, print or save. The invoice is fetched each visit (it changes as the order is paid or cancelled).
 */
export const InvoicePage = () => {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const invoice = useInvoice(id);
  const url = useMemo(() => (invoice.data ? URL.createObjectURL(invoice.data.blob) : undefined), [invoice.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const number = order.data?.number ?? '';
  return (
    <Stack gap="md">
      <PageHeader
        title={number ? `Tax invoice ${number}` : 'Tax invoice'}
        description={order.data && `${order.data.customer.name} · ${order.data.short_course.title}`}
        actions={
          <Group gap="xs">
            <Button component={Link} to={`/short-courses-order/${id}`} variant="default">
              Back to the booking
            </Button>
            <Button disabled={!invoice.data} onClick={() => invoice.data && saveFile(invoice.data)}>
              Download
            </Button>
          </Group>
        }
      />
      {url ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <iframe title={`Tax invoice ${number}`} src={url} style={{ display: 'block', width: '100%', height: '80vh', border: 0 }} />
        </Paper>
      ) : (
        <PageLoader query={invoice} what="the invoice" />
      )}
    </Stack>
  );
};
