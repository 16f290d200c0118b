import { mutationOptions, useMutation } from '@tanstack/react-query';
import { shortCoursesApi } from '@shared/api/short-courses';
import type { SessionUpdateBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { SHORT_COURSE_CHANGE } from './short-course-change';

/** Adds a session to a course, or updates the one `id` names. */
export const saveSession = (courseId: string, { id, body }: { id?: string; body: SessionUpdateBody }) =>
  id
    ? api.call(shortCoursesApi.updateSession, { params: { id }, body })
    : api.call(shortCoursesApi.createSession, { params: { id: courseId }, body });

export const saveSessionMutation = (courseId: string) =>
  mutationOptions({
    mutationFn: (variables: { id?: string; body: SessionUpdateBody }) => saveSession(courseId, variables),
    meta: SHORT_COURSE_CHANGE,
  });

export const useSaveSession = (courseId: string) => useMutation(saveSessionMutation(courseId));
