import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBody } from '@shared/schemas/courses';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const updateCourse = ({ id, body }: { id: string; body: CourseBody }) =>
  api.call(courseApi.update, { params: { id }, body });

export const useUpdateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
};
