import { documentsApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { paramsOf, type Participant } from './get-documents';

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
