import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CourseBody, CourseUpdateBody } from '@shared/schemas/courses';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { CATALOGUE_CHANGE } from './catalogue-change';
import { updateCourse } from './update-course';

export const createCourse = (body: CourseBody) => api.call(courseApi.create, { body });

/** Creates a course, or updates the one `id` names: what the course form saves. */
export const saveCourseMutation = mutationOptions({
  mutationFn: ({ id, body }: { id?: string; body: CourseUpdateBody }) => (id ? updateCourse({ id, body }) : createCourse(body)),
  // A course shows up in lists, category and campus counts, the picker trees and the trainers' course picker.
  meta: CATALOGUE_CHANGE,
});

export const useSaveCourse = () => useMutation(saveCourseMutation);
