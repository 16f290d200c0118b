import { documentsApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { useDocumentsChange } from './documents-change';
import { getDocuments, paramsOf, type Participant } from './get-documents';

export const removeDocumentFile = async (who: Participant, fileId: string) => {
  const res = await api.call(documentsApi.removeFile, { params: { ...paramsOf(who), fileId } });
  // The call answers the view; a bare 204 (which DELETE may answer) means reading it again.
  return res?.data ?? (await getDocuments(who));
};

export const useRemoveDocumentFile = (who: Participant) => useDocumentsChange(who, (fileId: string) => removeDocumentFile(who, fileId));
