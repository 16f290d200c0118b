import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@shared/api/short-courses';
import type { OrderListQuery } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A student's own orders, with their payment. */
export const getMyOrders = (query: Partial<OrderListQuery>) => api.call(ordersApi.applied, { query: { pagination: 100, ...query } });

export const myOrdersQueryOptions = (query: Partial<OrderListQuery>) =>
  queryOptions({ queryKey: queryKeys.shortCourses.mine(query), queryFn: () => getMyOrders(query) });

export const useMyOrders = (query: Partial<OrderListQuery>) => useQuery(myOrdersQueryOptions(query));
