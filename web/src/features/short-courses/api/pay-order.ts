import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Starts paying an order: the provider's instructions, and the order awaiting the office's confirmation. */
export const payOrder = (id: string) => api.call(ordersApi.pay, { params: { id } }).then((res) => res.data);

export const usePayOrder = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: payOrder, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.shortCourses.all }) });
};
