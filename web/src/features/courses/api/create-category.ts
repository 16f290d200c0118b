import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@shared/schemas/courses';
import { categoryApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const createCategory = (body: CategoryBody) => api.call(categoryApi.create, { body });

export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }) });
};
