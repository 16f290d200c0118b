import { queryOptions, useQuery } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What happened to a form, newest first: who created, submitted, changed and verified it. */
export const getFormHistory = (id: string) => api.call(formApi.history, { params: { id } }).then((res) => res.data);

export const formHistoryQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.forms.history(id), queryFn: () => getFormHistory(id) });

export const useFormHistory = (id: string) => useQuery(formHistoryQueryOptions(id));
