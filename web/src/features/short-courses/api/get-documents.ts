// A participant's documents for a short course: read, upload (a presigned PUT, then the confirmation naming
// which document it is), remove a file, and the office's check. Every change answers the whole view, which
// replaces the one on screen (documents-change.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface Participant {
  shortCourseId: string;
  userId: string;
}

/** The path parameters of a participant's documents. */
export const paramsOf = ({ shortCourseId, userId }: Participant) => ({ shortCourseId, userId });

export const getDocuments = (who: Participant) => api.call(documentsApi.show, { params: paramsOf(who) }).then((res) => res.data);

export const documentsQueryOptions = (who: Participant) =>
  queryOptions({ queryKey: queryKeys.shortCourses.documents(who.shortCourseId, who.userId), queryFn: () => getDocuments(who) });

export const useDocuments = (who: Participant) => useQuery(documentsQueryOptions(who));
