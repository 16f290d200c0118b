import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody, LocationView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const createLocation = (body: LocationBody) => api.post<{ message: string; data: LocationView }>('/location', body);

export const useCreateLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
