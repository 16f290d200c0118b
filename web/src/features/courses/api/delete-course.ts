import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { courseKeys } from './course-keys';
import { notifyConflict } from './notify-conflict';

/** Resolves `null` when the person declines the client's "Are you sure?" confirmation. */
export const deleteCourse = (id: string) => api.call(courseApi.remove, { params: { id } });

export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (result, id) => {
      if (result === null) return;
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    // 409: forms or short courses still point at the course; the server says to deactivate it instead.
    onError: notifyConflict,
  });
};
