import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody } from '@shared/schemas/courses';
import { locationApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const updateLocation = ({ id, body }: { id: string; body: LocationBody }) =>
  api.call(locationApi.update, { params: { id }, body });

export const useUpdateLocation = () => {
  const queryClient = useQueryClient();
  // Courses show their campuses' names, so the whole catalogue refreshes.
  return useMutation({ mutationFn: updateLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
