import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody } from '@shared/schemas/courses';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const createLocation = (body: LocationBody) => api.call(locationApi.create, { body });

export const useCreateLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
