import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBody } from '@shared/schemas/courses';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';

export const createCourse = (body: CourseBody) => api.call(courseApi.create, { body });

export const useCreateCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    // A new course shows up in lists, category counts and the picker trees of its campuses.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
};
