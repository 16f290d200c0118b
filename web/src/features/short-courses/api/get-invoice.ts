import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoicePdfApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The order's tax invoice (a PDF), as the server renders it. */
export const getInvoice = (id: string) => api.download(invoicePdfApi.pdf, { params: { id } });

// Fetched each visit and not kept: the invoice changes as the order is paid or cancelled.
export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.shortCourses.order(id), 'invoice'], queryFn: () => getInvoice(id), gcTime: 0 });

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
