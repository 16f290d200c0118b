import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketCategoryApi } from '@shared/api/tickets';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Requesters' satisfaction per category and staff member. */
export const getRatingSummary = () => api.call(ticketCategoryApi.ratings).then((res) => res.data);

export const ratingSummaryQueryOptions = () => queryOptions({ queryKey: queryKeys.tickets.ratings(), queryFn: getRatingSummary });

export const useRatingSummary = () => useQuery(ratingSummaryQueryOptions());
