import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@shared/api/short-courses';
import type { OrderStatusBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A move along the pipeline, or the office confirming a payment. */
export const changeOrder = ({ id, move }: { id: string; move: OrderStatusBody | 'confirm-payment' }) =>
  move === 'confirm-payment' ? api.call(ordersApi.confirmPayment, { params: { id } }) : api.call(ordersApi.move, { params: { id }, body: move });

/** The answer replaces the order on screen; the lists and the history refresh. */
export const useChangeOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOrder,
    onSuccess: (res) => {
      client.setQueryData(queryKeys.shortCourses.order(res.data.id), res.data);
      void client.invalidateQueries({ queryKey: queryKeys.shortCourses.all });
    },
  });
};
