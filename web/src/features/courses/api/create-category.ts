import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody, CategoryView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const createCategory = (body: CategoryBody) => api.post<{ message: string; data: CategoryView }>('/category', body);

export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
