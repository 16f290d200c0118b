import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody, CategoryView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const updateCategory = ({ id, body }: { id: string; body: CategoryBody }) =>
  api.put<{ message: string; data: CategoryView }>(`/category/${encodeURIComponent(id)}`, body);

export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  // Course lists show category names, so the whole catalogue refreshes.
  return useMutation({ mutationFn: updateCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
