import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { CATALOGUE_CHANGE } from './catalogue-change';

/** Resolves `null` when the person declines the client's "Are you sure?" confirmation. 409 while it is in use. */
export const deleteCourse = (id: string) => api.call(courseApi.remove, { params: { id } });

export const deleteCourseMutation = mutationOptions({ mutationFn: deleteCourse, meta: CATALOGUE_CHANGE });

export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteCourseMutation,
    // Its page would only answer 404 now: not kept to be shown again.
    onSuccess: (result, id) => (result === null ? undefined : queryClient.removeQueries({ queryKey: queryKeys.catalogue.course(id) })),
  });
};
