// A person's documents on their record (the files of their forms the reader may open), and a file's short-lived link
// through its form's own download call, which checks the reader may read the form.
import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const usePersonDocuments = (userId: string) =>
  useQuery({
    queryKey: queryKeys.users.documents(userId),
    queryFn: () => api.call(dashboardApi.documents, { params: { id: userId } }).then((res) => res.data),
  });

export const documentLink = (formId: string, fileId: string) =>
  api.call(formApi.downloadFile, { params: { id: formId, fileId } }).then((res) => res.data);
