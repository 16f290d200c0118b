import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@shared/api/short-courses';
import type { OrderListQuery } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The booking office's orders. */
export const getOrders = (query: OrderListQuery) => api.call(ordersApi.list, { query });

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({ queryKey: queryKeys.shortCourses.orders(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData });

export const useOrders = (query: OrderListQuery) => useQuery(ordersQueryOptions(query));
