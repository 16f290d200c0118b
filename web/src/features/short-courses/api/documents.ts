// A participant's documents for a short course: read, upload (a presigned POST, then the confirmation naming
// which document it is), remove a file, and the office's check. Every change answers the whole view, which
// replaces the one on screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentsApi } from '@shared/api/short-courses';
import type { DocumentCheckBody, ParticipantDocumentsView } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { uploadWithTicket } from '@web/lib/presigned-upload';
import { queryKeys } from '@web/lib/query-keys';

export interface Participant {
  shortCourseId: string;
  userId: string;
}

const paramsOf = ({ shortCourseId, userId }: Participant) => ({ shortCourseId, userId });

export const useDocuments = (who: Participant) =>
  useQuery({
    queryKey: queryKeys.shortCourses.documents(who.shortCourseId, who.userId),
    queryFn: () => api.call(documentsApi.show, { params: paramsOf(who) }).then((res) => res.data),
  });

/** Keeps the answer of a change as the view on screen. */
const useDocumentsChange = <V>(who: Participant, change: (variables: V) => Promise<ParticipantDocumentsView>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => client.setQueryData(queryKeys.shortCourses.documents(who.shortCourseId, who.userId), view),
  });
};

export const useUploadDocument = (who: Participant, onProgress: (percent: number) => void) =>
  useDocumentsChange(who, async ({ file, requirement }: { file: File; requirement: string }) => {
    const params = paramsOf(who);
    const ticket = (await api.call(documentsApi.startUpload, { params, body: { name: file.name, content_type: file.type, size: file.size } })).data;
    await uploadWithTicket(ticket, file, onProgress);
    return (await api.call(documentsApi.confirmUpload, { params, body: { upload_id: ticket.upload_id, requirement } })).data;
  });

export const useRemoveDocumentFile = (who: Participant) =>
  useDocumentsChange(who, async (fileId: string) => {
    const res = await api.call(documentsApi.removeFile, { params: { ...paramsOf(who), fileId } });
    // The call answers the view; a bare 204 (which DELETE may answer) means reading it again.
    return res?.data ?? (await api.call(documentsApi.show, { params: paramsOf(who) })).data;
  });

export const useCheckDocument = (who: Participant) =>
  useDocumentsChange(who, async (body: DocumentCheckBody) => (await api.call(documentsApi.check, { params: paramsOf(who), body })).data);

/** Opens one file in a new tab through its short-lived link. */
export const openDocumentFile = async (who: Participant, fileId: string) => {
  const tab = window.open('', '_blank');
  try {
    const { url } = (await api.call(documentsApi.download, { params: { ...paramsOf(who), fileId } })).data;
    if (tab) tab.location.href = url;
  } catch {
    tab?.close();
  }
};
