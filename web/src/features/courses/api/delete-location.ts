import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

/** Resolves `null` when the person declines the confirmation. 409 while courses run at the campus. */
export const deleteLocation = (id: string) => api.call(locationApi.remove, { params: { id } });

export const useDeleteLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (result) => (result === null ? undefined : queryClient.invalidateQueries({ queryKey: courseKeys.all })),
  });
};
