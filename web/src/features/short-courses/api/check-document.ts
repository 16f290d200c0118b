import { documentsApi } from '@shared/api/short-courses';
import type { DocumentCheckBody } from '@shared/schemas/short-courses';
import { api } from '@web/lib/api-client';
import { useDocumentsChange } from './documents-change';
import { paramsOf, type Participant } from './get-documents';

/** The office's check of a document: accepted, or sent back with a reason. */
export const checkDocument = async (who: Participant, body: DocumentCheckBody) =>
  (await api.call(documentsApi.check, { params: paramsOf(who), body })).data;

export const useCheckDocument = (who: Participant) => useDocumentsChange(who, (body: DocumentCheckBody) => checkDocument(who, body));
