// @vitest-environment node
// The public pages' data layer does what the query client does for the shell: retries as spec §9 says, holds saves
// while offline (and counts them for the notice), refreshes what is shown on its interval, back in view and after a
// write, here and in the query client.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadOptions } from './public-fetch';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));

// The browser's events, as the module listens to them.
const browserWindow = new EventTarget();
const browserDocument = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
vi.stubGlobal('window', browserWindow);
vi.stubGlobal('document', browserDocument);

const { ApiError } = await import('./api-client');
const fetchLayer = await import('./public-fetch');
const {
  bridgeReads,
  clearReads,
  entryOf,
  heldSaves,
  isOnline,
  readEvery,
  readIfStale,
  reportHeld,
  send,
  setRead,
  showRead,
  subscribeConnection,
  withRetries,
} = fetchLayer;

let keys = 0;
/** A key of its own for each test: the reads are kept by key for the whole module. */
const freshKey = () => ['test', (keys += 1)] as const;

/** A shown read of a fresh key, answering with `fetch`. */
const shownRead = <T>(fetch: () => Promise<T>, options: ReadOptions<T> = {}) => {
  const entry = entryOf<T>(freshKey());
  entry.source = { fetch, options };
  const stop = showRead(entry, () => undefined);
  return { entry, stop };
};

const goOffline = () => browserWindow.dispatchEvent(new Event('offline'));
const goOnline = () => browserWindow.dispatchEvent(new Event('online'));
const setVisibility = (state: DocumentVisibilityState) => {
  browserDocument.visibilityState = state;
  browserDocument.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  show.mockReset();
});
afterEach(() => {
  goOnline();
  setVisibility('visible');
  vi.useRealTimers();
});

describe('retries (spec §9, request-policy.ts)', () => {
  it('tries a network failure or server error again three times, 1 s, 2 s and 4 s apart, then fails', async () => {
    const fetch = vi.fn().mockRejectedValue(new ApiError(503, {}));
    const outcome = withRetries(fetch).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await outcome).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('answers once a retry succeeds; a refusal, or a read told not to retry, is not asked again', async () => {
    const flaky = vi.fn().mockRejectedValueOnce(new ApiError(0, {})).mockResolvedValue('answer');
    const answer = withRetries(flaky);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answer).toBe('answer');

    const refused = vi.fn().mockRejectedValue(new ApiError(404, {}));
    await expect(withRetries(refused)).rejects.toBeInstanceOf(ApiError);
    const once = vi.fn().mockRejectedValue(new ApiError(503, {}));
    await expect(withRetries(once, false)).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('waits for the connection before each attempt', async () => {
    goOffline();
    const fetch = vi.fn().mockResolvedValue('answer');
    const answer = withRetries(fetch);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
    goOnline();
    expect(await answer).toBe('answer');
  });
});

describe('writes', () => {
  it('are held while offline, counted for the notice, and sent when the connection is back', async () => {
    const changes = vi.fn();
    const stop = subscribeConnection(changes);
    goOffline();
    expect(isOnline()).toBe(false);
    const mutationFn = vi.fn().mockResolvedValue({ ok: true });
    const sent = send({ mutationFn }, { body: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(mutationFn).not.toHaveBeenCalled();
    expect(heldSaves()).toBe(1);
    // The query client's paused mutations count too.
    reportHeld('query-client', 2);
    expect(heldSaves()).toBe(3);
    reportHeld('query-client', 0);

    goOnline();
    expect(await sent).toEqual({ ok: true });
    expect(mutationFn).toHaveBeenCalledWith({ body: 1 });
    expect(heldSaves()).toBe(0);
    expect(changes).toHaveBeenCalled();
    stop();
  });

  it('are not retried, and a failure nobody shows is toasted', async () => {
    const refused = new ApiError(404, { message: 'No such ticket' });
    const mutationFn = vi.fn().mockRejectedValue(refused);
    await expect(send({ mutationFn }, undefined)).rejects.toBe(refused);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);

    await expect(send({ mutationFn, meta: { errorsShownBy: 'form' } }, undefined)).rejects.toBe(refused);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('refresh the shown reads they changed before they resolve, the others when next shown, and the query client’s', async () => {
    const invalidate = vi.fn().mockResolvedValue(undefined);
    bridgeReads({ invalidate, clear: vi.fn() });
    const shownFetch = vi.fn().mockResolvedValueOnce('before').mockResolvedValue('after');
    const shown = shownRead(shownFetch);
    readIfStale(shown.entry);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.entry.state.data).toBe('before');

    const hidden = entryOf<string>([...shown.entry.key, 'detail']);
    const hiddenFetch = vi.fn().mockResolvedValue('hidden');
    hidden.source = { fetch: hiddenFetch, options: { staleFor: 60_000 } };
    readIfStale(hidden);
    await vi.advanceTimersByTimeAsync(0);
    expect(hiddenFetch).toHaveBeenCalledTimes(1);

    const onSuccess = vi.fn(() => expect(shown.entry.state.data).toBe('after'));
    await send({ mutationFn: () => Promise.resolve('saved'), meta: { invalidates: [shown.entry.key] }, onSuccess }, undefined);
    expect(onSuccess).toHaveBeenCalledWith('saved', undefined);
    expect(shown.entry.state.data).toBe('after');
    expect(invalidate).toHaveBeenCalledWith([shown.entry.key]);
    // Not shown: not read now, though fresh for a minute, read when shown next.
    expect(hiddenFetch).toHaveBeenCalledTimes(1);
    readIfStale(hidden);
    await vi.advanceTimersByTimeAsync(0);
    expect(hiddenFetch).toHaveBeenCalledTimes(2);
    shown.stop();
  });
});

describe('reads', () => {
  it('read again on their interval while the tab is in view, and when it comes back into view', async () => {
    const fetch = vi.fn().mockResolvedValue('ticket');
    const { entry, stop } = shownRead(fetch);
    readIfStale(entry);
    const stopInterval = readEvery(entry, 30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(90_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);

    stopInterval();
    stop();
    // No longer shown: neither the interval nor the tab's return reads it.
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('read what is shown again when the connection is back, one read at a time per key', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { entry, stop } = shownRead(fetch);
    readIfStale(entry);
    readIfStale(entry);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(entry.state.isFetching).toBe(true);
    answer('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.state).toMatchObject({ data: 'first', isFetching: false, isError: false });

    goOffline();
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    answer('second');
    await vi.advanceTimersByTimeAsync(0);
    expect(entry.state.data).toBe('second');
    stop();
  });

  it('keep the last answer when a read fails, saying it failed; an answer fresh for `staleFor` is not read again', async () => {
    const fetch = vi.fn().mockResolvedValueOnce('kept').mockRejectedValue(new ApiError(410, {}));
    const { entry, stop } = shownRead(fetch, { retry: false });
    readIfStale(entry);
    await vi.advanceTimersByTimeAsync(0);
    await fetchLayer.run(entry);
    expect(entry.state).toMatchObject({ data: 'kept', isError: true });
    expect(entry.state.error).toBeInstanceOf(ApiError);
    stop();

    const categories = vi.fn().mockResolvedValue(['Fees']);
    const fresh = shownRead(categories, { staleFor: 5 * 60_000 });
    readIfStale(fresh.entry);
    await vi.advanceTimersByTimeAsync(0);
    readIfStale(fresh.entry);
    expect(categories).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    readIfStale(fresh.entry);
    await vi.advanceTimersByTimeAsync(0);
    expect(categories).toHaveBeenCalledTimes(2);
    fresh.stop();
  });

  it('take a write’s answer in place, and are all forgotten at sign-out, the query client’s too', () => {
    const clear = vi.fn();
    bridgeReads({ invalidate: vi.fn(), clear });
    const key = freshKey();
    setRead(key, { subject: 'Payment plan' });
    expect(entryOf(key).state).toMatchObject({ data: { subject: 'Payment plan' }, isError: false });
    clearReads();
    expect(entryOf(key).state.data).toBeUndefined();
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
