import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getOrder = (id: string) => api.call(ordersApi.show, { params: { id } }).then((res) => res.data);

export const orderQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.shortCourses.order(id), queryFn: () => getOrder(id) });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
