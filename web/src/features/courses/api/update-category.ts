import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shared/schemas/courses';
import { categoryApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const updateCategory = ({ id, body }: { id: string; body: CategoryBody }) =>
  api.call(categoryApi.update, { params: { id }, body });

export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  // Course lists show category names, so the whole catalogue refreshes.
  return useMutation({ mutationFn: updateCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
