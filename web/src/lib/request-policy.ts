// What the SPA does when a call fails, whichever layer made it: the query client of the signed-in shell
// (query-client.ts) and the public pages' reads and writes (public-fetch.ts). Spec §9's retry policy and the
// mutation-error policy live here once, free of TanStack Query, so the public pages can load them without it.
import { ApiError, isToastedError, toastApiError } from './api-client';

/** A read's key, as TanStack Query's `QueryKey` is: query-keys.ts builds them. */
export type ReadKey = readonly unknown[];

/** What a write (a mutation, or a public page's write) tells the reads about itself (`meta` of its options). */
export type MutationMeta = {
  /**
   * The key prefixes (query-keys.ts) whose data this write changes: refreshed once it succeeds, so every
   * list, detail and picker under them reads again, in whichever feature it lives.
   */
  invalidates?: readonly ReadKey[];
  /**
   * Who shows this write's errors besides the API client's toasts: a server form puts them on its
   * fields (use-server-form.ts), a page in its own words. Without it they are toasted here.
   */
  errorsShownBy?: 'form' | 'page';
};

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** A client error (4xx) answers the same on every try, so only network failures, 408, 429 and 5xx are retried. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** Whether a read tries again after its `failureCount`-th failure (counted from 0): three times, when retryable. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => failureCount < MAX_RETRIES && isRetryable(error);

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
