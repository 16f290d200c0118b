import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What happened to an order, newest first (the booking office's). */
export const getOrderHistory = (id: string) => api.call(ordersApi.history, { params: { id } }).then((res) => res.data);

export const orderHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.shortCourses.orderHistory(id), queryFn: () => getOrderHistory(id) });

export const useOrderHistory = (id: string) => useQuery(orderHistoryQueryOptions(id));
