// TanStack Query defaults of spec §9.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** A client error (4xx) answers the same on every try, so only network failures, 408, 429 and 5xx are retried. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** 1 s, doubling each attempt, capped at 30 s. */
export const retryDelay = (attemptIndex: number): number =>
  Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
