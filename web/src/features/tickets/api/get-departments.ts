import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The departments a ticket category can belong to. */
export const getDepartments = () => api.call(ticketCategoryApi.departments).then((res) => res.data);

export const departmentsQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.departments(), queryFn: getDepartments });

export const useDepartments = () => useQuery(departmentsQueryOptions());
