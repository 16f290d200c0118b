import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CourseUpdateBody } from '@shared/schemas/courses';
import { courseApi } from '@shared/api/courses';
import { api } from '@web/lib/api-client';
import { CATALOGUE_CHANGE } from './catalogue-change';

export const updateCourse = ({ id, body }: { id: string; body: CourseUpdateBody }) => api.call(courseApi.update, { params: { id }, body });

export const updateCourseMutation = mutationOptions({ mutationFn: updateCourse, meta: CATALOGUE_CHANGE });

/** The list's Deactivate and Activate; the course form saves through save-course.ts. */
export const useUpdateCourse = () => useMutation(updateCourseMutation);
