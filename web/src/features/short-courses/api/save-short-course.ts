import { mutationOptions, useMutation } from '@tanstack/react-query';
import { shortCoursesApi } from '@shared/api/short-courses';
import type { ShortCourseUpdateBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { SHORT_COURSE_CHANGE } from './short-course-change';

/** Creates a short course, or updates the one `id` names. */
export const saveShortCourse = ({ id, body }: { id?: string; body: ShortCourseUpdateBody }) =>
  id ? api.call(shortCoursesApi.update, { params: { id }, body }) : api.call(shortCoursesApi.create, { body });

export const saveShortCourseMutation = mutationOptions({ mutationFn: saveShortCourse, meta: SHORT_COURSE_CHANGE });

export const useSaveShortCourse = () => useMutation(saveShortCourseMutation);
