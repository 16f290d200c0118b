import { queryOptions, useQuery } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A short-lived link to one file or signature of a form (`GET /api/form/{id}/files/{fileId}`). */
export const getFormFileLink = (id: string, fileId: string) => api.call(formApi.downloadFile, { params: { id, fileId } }).then((res) => res.data);

// Links last a while (the server says until when); a fresh one is asked for well before that.
const LINK_STALE_MS = 5 * 60_000;

export const formFileQueryOptions = (id: string, fileId: string) =>
  queryOptions({ queryKey: queryKeys.forms.file(id, fileId), queryFn: () => getFormFileLink(id, fileId), staleTime: LINK_STALE_MS });

/** The link of a file shown on the page (a signature's picture). */
export const useFormFileLink = (id: string, fileId: string | undefined) =>
  useQuery({ ...formFileQueryOptions(id, fileId ?? ''), enabled: Boolean(fileId) });
