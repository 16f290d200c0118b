import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBody, CourseView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const updateCourse = ({ id, body }: { id: string; body: CourseBody }) =>
  api.put<{ message: string; data: CourseView }>(`/course/${encodeURIComponent(id)}`, body);

export const useUpdateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
};
