// @vitest-environment node
import { MutationObserver, QueryObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

const { ApiError } = await import('./api-client');
const { createQueryClient, queryClient } = await import('./query-client');
const { isRetryable, retryDelay } = await import('./request-policy');

/** Runs a mutation the way `useMutation` does; resolves with its result, or with the error it failed with. */
const run = (client: QueryClient, options: MutationOptions<unknown, Error, void>) =>
  new MutationObserver(client, options).mutate().catch((error: unknown) => error);

const isInvalidated = (client: QueryClient, queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;

beforeEach(() => show.mockReset());

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

describe('what a mutation changed (meta.invalidates)', () => {
  const seed = (client: QueryClient) => {
    client.setQueryData(['roles', 'options'], [{ id: 'agent', name: 'Agent' }]);
    client.setQueryData(['roles', 'list', {}], { data: [] });
    client.setQueryData(['catalogue', 'active-courses'], []);
  };

  it('invalidates every query under the prefixes it names once it succeeds, and nothing else', async () => {
    // Prepare
    const client = createQueryClient();
    seed(client);
    // Act
    await run(client, { mutationFn: async () => ({ message: 'Role saved' }), meta: { invalidates: [['roles']] } });
    // Assess
    expect(isInvalidated(client, ['roles', 'options'])).toBe(true);
    expect(isInvalidated(client, ['roles', 'list', {}])).toBe(true);
    expect(isInvalidated(client, ['catalogue', 'active-courses'])).toBe(false);
  });

  it.each([
    ['fails', async () => Promise.reject(new ApiError(409, { message: 'In use' }))],
    ['is a delete the person declined', async () => null],
  ])('invalidates nothing when the mutation %s', async (_case, mutationFn) => {
    // Prepare
    const client = createQueryClient();
    seed(client);
    // Act
    await run(client, { mutationFn, meta: { invalidates: [['roles'], ['catalogue']] } });
    // Assess
    expect(isInvalidated(client, ['roles', 'options'])).toBe(false);
    expect(isInvalidated(client, ['catalogue', 'active-courses'])).toBe(false);
  });

  it('resolves only after the invalidated queries have refetched, so a form navigating on success finds fresh data', async () => {
    // Prepare
    const client = createQueryClient();
    let served = ['Agent'];
    // A query someone is looking at (an observer subscribed) is active: invalidating refetches it.
    const slowly = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return served;
    };
    const picker = new QueryObserver(client, { queryKey: ['roles', 'options'], queryFn: slowly });
    const stopWatching = picker.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(['roles', 'options'])).toEqual(['Agent']));
    served = ['Agent', 'Auditor'];
    // Act
    await run(client, { mutationFn: async () => ({ message: 'Role created' }), meta: { invalidates: [['roles']] } });
    // Assess
    expect(client.getQueryData(['roles', 'options'])).toEqual(['Agent', 'Auditor']);
    stopWatching();
  });
});

describe('the mutation-error policy', () => {
  it('toasts a refusal no one else shows (a row action answered 404), titled by what happened', async () => {
    // Prepare
    const client = createQueryClient();
    // Act
    await run(client, { mutationFn: async () => Promise.reject(new ApiError(404, { message: 'No such user.' })) });
    // Assess
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Not done', message: 'No such user.', autoClose: false }));
  });

  it.each([
    [
      'a form shows on its fields',
      new ApiError(422, { message: 'Check the form.', errors: { name: ['Required'] } }),
      { errorsShownBy: 'form' as const },
    ],
    ['its page shows', new ApiError(404, { message: 'This link has expired.' }), { errorsShownBy: 'page' as const }],
    ['the API client already toasted (409)', new ApiError(409, { message: 'The category is in use.' }), {}],
    ['the API client already toasted (offline)', new ApiError(0, { message: 'Nothing was sent.' }), {}],
  ])('does not toast an error %s', async (_case, error, meta) => {
    // Prepare
    const client = createQueryClient();
    // Act
    await run(client, { mutationFn: async () => Promise.reject(error), meta });
    // Assess
    expect(show).not.toHaveBeenCalled();
  });
});
