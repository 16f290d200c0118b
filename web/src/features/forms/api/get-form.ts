import { queryOptions, useQuery } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const getForm = (id: string) => api.call(formApi.show, { params: { id } }).then((res) => res.data);

export const formQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.forms.detail(id), queryFn: () => getForm(id) });

/** One form with its answers, files, clocks and what the caller may do with it (`can`). */
export const useForm = (id: string) => useQuery(formQueryOptions(id));
