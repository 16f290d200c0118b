// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isRetryable, queryClient, retryDelay } from './query-client';

describe('query defaults (spec §9)', () => {
  it('backs off 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries failed queries three times, mutations never, and drops unused data after 5 minutes', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    const retry = queries?.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError(500, {});
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([true, true, true, false]);
    expect(mutations?.retry).toBe(false);
    expect(queries?.gcTime).toBe(300_000);
  });

  it('does not retry a refusal that would answer the same again', () => {
    expect(isRetryable(new ApiError(403, {}))).toBe(false);
    expect(isRetryable(new ApiError(404, {}))).toBe(false);
    expect(isRetryable(new ApiError(0, {}))).toBe(true);
    expect(isRetryable(new ApiError(503, {}))).toBe(true);
  });
});
