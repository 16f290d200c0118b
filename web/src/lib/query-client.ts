// TanStack Query defaults of spec §9, and the one place mutations refresh what they changed and report
// what went wrong.
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, isToastedError, toastApiError } from './api-client';

/** What a mutation tells the cache about itself (`meta` of its options). */
export type MutationMeta = {
  /**
   * The key prefixes (query-keys.ts) whose data this mutation changes: invalidated once it succeeds, so
   * every list, detail and picker under them refetches, in whichever feature it lives.
   */
  invalidates?: readonly QueryKey[];
  /**
   * Who shows this mutation's errors besides the API client's toasts: a server form puts them on its
   * fields (use-server-form.ts), a page in its own words. Without it they are toasted here.
   */
  errorsShownBy?: 'form' | 'page';
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** A client error (4xx) answers the same on every try, so only network failures, 408, 429 and 5xx are retried. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** 1 s, doubling each attempt, capped at 30 s. */
export const retryDelay = (attemptIndex: number): number => Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);

/**
 * The mutation-error policy. The API client already toasted refusals (403, 405, 409), server failures and
 * network trouble; a form shows the rest (422 on its fields, a wrong password, 404, 429) next to its fields.
 * What is left, a row action's 404 or 429 say, is toasted here, so no failure goes unsaid.
 */
export const reportMutationError = (error: unknown, meta: MutationMeta | undefined): void => {
  if (meta?.errorsShownBy || !(error instanceof ApiError) || isToastedError(error)) return;
  toastApiError(error);
};

export const createQueryClient = (): QueryClient => {
  const mutationCache: MutationCache = new MutationCache({
    onSuccess: (data, _variables, _context, mutation): Promise<unknown> | undefined => {
      // A delete the person declined at "Are you sure?" resolves null: nothing changed.
      if (data === null) return;
      const keys = mutation.meta?.invalidates ?? [];
      // Awaited by the mutation, so a form that navigates on success lands on fresh lists.
      return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error, _variables, _context, mutation) => reportMutationError(error, mutation.meta),
  });
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
  return client;
};

export const queryClient = createQueryClient();
