import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

/** Resolves `null` when the person declines the confirmation. 409 while it has sub-categories or courses. */
export const deleteCategory = (id: string) => api.call(categoryApi.remove, { params: { id } });

export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (result) => (result === null ? undefined : queryClient.invalidateQueries({ queryKey: courseKeys.all })),
  });
};
