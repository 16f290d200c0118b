import { documentsApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { uploadWithTicket } from '@web/lib/presigned-upload';
import { useDocumentsChange } from './documents-change';
import { paramsOf, type Participant } from './get-documents';

/** Asks for an upload, POSTs the file to S3, then confirms it as the document `requirement` names. */
export const uploadDocument = async (
  who: Participant,
  { file, requirement }: { file: File; requirement: string },
  onProgress: (percent: number) => void,
) => {
  const params = paramsOf(who);
  const ticket = (await api.call(documentsApi.startUpload, { params, body: { name: file.name, content_type: file.type, size: file.size } })).data;
  await uploadWithTicket(ticket, file, onProgress);
  return (await api.call(documentsApi.confirmUpload, { params, body: { upload_id: ticket.upload_id, requirement } })).data;
};

export const useUploadDocument = (who: Participant, onProgress: (percent: number) => void) =>
  useDocumentsChange(who, (variables: { file: File; requirement: string }) => uploadDocument(who, variables, onProgress));
