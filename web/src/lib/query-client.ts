// TanStack Query for the signed-in shell, with spec §9's policies (request-policy.ts), and the one place mutations
// refresh what they changed and report what went wrong. It loads with the shell (query-provider.tsx), not with the
// public pages, which read and write through public-fetch.ts; the two are bridged: a write in either refreshes the
// reads of both, a sign-out clears both, and the offline notice counts the saves each holds.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { bridgeReads, refreshPublicReads, reportHeld } from './public-fetch';
import { reportMutationError, retryDelay, shouldRetry, type MutationMeta } from './request-policy';

export type { MutationMeta } from './request-policy';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

export const createQueryClient = (): QueryClient => {
  const mutationCache: MutationCache = new MutationCache({
    onSuccess: (data, _variables, _context, mutation): Promise<unknown> | undefined => {
      // A delete the person declined at "Are you sure?" resolves null: nothing changed.
      if (data === null) return;
      const keys = mutation.meta?.invalidates ?? [];
      // Awaited by the mutation, so a form that navigates on success lands on fresh lists; the public pages' reads
      // under the keys too (the session's, after a change of profile).
      return Promise.all([...keys.map((queryKey) => client.invalidateQueries({ queryKey })), refreshPublicReads(keys)]);
    },
    onError: (error, _variables, _context, mutation) => reportMutationError(error, mutation.meta),
  });
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
  return client;
};

export const queryClient = createQueryClient();

bridgeReads({
  invalidate: (keys) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  clear: () => queryClient.clear(),
});

// The offline notice (connection-notice.tsx) counts the mutations waiting for the connection with the public pages'.
const mutations = queryClient.getMutationCache();
mutations.subscribe(() => reportHeld('query-client', mutations.findAll({ predicate: (mutation) => mutation.state.isPaused }).length));
