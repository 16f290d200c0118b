import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** What the quick search finds for a term (nothing is asked for an empty one); the last answer stays while the next loads. */
export const useQuickSearch = (term: string) =>
  useQuery({
    queryKey: queryKeys.dashboard.search(term),
    queryFn: () => api.call(dashboardApi.search, { query: { q: term } }).then((r) => r.data),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
