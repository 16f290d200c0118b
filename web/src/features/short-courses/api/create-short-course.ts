import { mutationOptions, useMutation } from '@tanstack/react-query';
import { shortCoursesApi } from '@shared/api/short-courses';
import type { ShortCourseBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const createShortCourse = (body: ShortCourseBody) => api.call(shortCoursesApi.create, { body });

export const createShortCourseMutation = mutationOptions({
  mutationFn: createShortCourse,
  // Its lists and pages refetch once it succeeds (web/src/lib/query-client.ts).
  meta: { invalidates: [queryKeys.shortCourses.all] },
});

export const useCreateShortCourse = () => useMutation(createShortCourseMutation);
