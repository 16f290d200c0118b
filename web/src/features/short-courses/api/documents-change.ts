import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantDocumentsView } from '@shared/schemas/short-courses';
import { queryKeys } from '@web/lib/query-keys';
import type { Participant } from './get-documents';

/** Keeps the answer of a change to a participant's documents as the view on screen. */
export const useDocumentsChange = <V>(who: Participant, change: (variables: V) => Promise<ParticipantDocumentsView>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => client.setQueryData(queryKeys.shortCourses.documents(who.shortCourseId, who.userId), view),
  });
};
