import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBody, CourseView } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const createCourse = (body: CourseBody) => api.post<{ message: string; data: CourseView }>('/course', body);

export const useCreateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    // A new course shows up in lists, category counts and the picker trees of its campuses.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
};
