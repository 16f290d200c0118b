import { queryOptions, useQuery } from '@tanstack/react-query';
import { shortCoursesApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A short course's sessions. */
export const getSessions = (courseId: string) => api.call(shortCoursesApi.sessions, { params: { id: courseId } }).then((res) => res.data);

export const sessionsQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: queryKeys.shortCourses.sessions(courseId), queryFn: () => getSessions(courseId) });

export const useSessions = (courseId: string) => useQuery(sessionsQueryOptions(courseId));
