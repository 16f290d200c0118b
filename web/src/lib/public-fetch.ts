// The public pages' reads and writes, without TanStack Query: a first visit of sign-in, booking or a guest's ticket
// or chat downloads about 10 KiB less. It does for them what the query client does for the signed-in shell, with the
// same policies (request-policy.ts): a read retries network failures and server errors, refreshes on its interval,
// when the tab comes back into view and when the connection returns, and keeps its last answer by key so another
// component or a later visit starts from it; a write waits while the browser is offline (the offline notice counts
// it, connection-notice.tsx) and, once it succeeds, refreshes the reads it changed here and in the query client when
// that is loaded (query-client.ts bridges itself in).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { reportMutationError, retryDelay, shouldRetry, type MutationMeta, type ReadKey } from './request-policy';

// --- The connection -----------------------------------------------------------------------------------------

const connectionListeners = new Set<() => void>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
/** Saves waiting for the connection, by who holds them: this layer, and the query client's paused mutations. */
const held = new Map<string, number>();

const notifyConnection = () => connectionListeners.forEach((listener) => listener());

/** Subscribes to the connection's changes: online or not, and how many saves wait. */
export const subscribeConnection = (listener: () => void): (() => void) => {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
};

export const isOnline = (): boolean => online;

/** How many saves wait for the connection, in either layer. */
export const heldSaves = (): number => [...held.values()].reduce((sum, count) => sum + count, 0);

/** Says how many saves `holder` keeps waiting (the query client reports its paused mutations here). */
export const reportHeld = (holder: string, count: number): void => {
  if ((held.get(holder) ?? 0) === count) return;
  held.set(holder, count);
  notifyConnection();
};

const waitingForOnline = new Set<() => void>();

/** Resolves at once while online, else when the browser is back online. */
const whenOnline = (): Promise<void> => (online ? Promise.resolve() : new Promise((resolve) => waitingForOnline.add(resolve)));

const setOnline = (value: boolean) => {
  online = value;
  notifyConnection();
  if (!value) return;
  const waiting = [...waitingForOnline];
  waitingForOnline.clear();
  waiting.forEach((resume) => resume());
  refreshShown();
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  // Back in view: what is shown may have changed meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshShown();
  });
}

// --- Reads --------------------------------------------------------------------------------------------------

export interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  /** The last attempt failed (retries spent); `data`, when there is some, is the answer before it. */
  isError: boolean;
  isFetching: boolean;
}

/** How a shown component reads a key: its function and options as last rendered. */
export interface ReadSource<T> {
  fetch: () => Promise<T>;
  options: ReadOptions<T>;
}

/** One key's read: its answer, who shows it, and how it is read (none while disabled). */
export interface Entry<T = unknown> {
  key: ReadKey;
  state: ReadState<T>;
  /** When `data` arrived, for `staleFor`. */
  updatedAt: number;
  listeners: Set<() => void>;
  source?: ReadSource<T>;
  running?: Promise<void>;
}

const EMPTY: ReadState<never> = { data: undefined, error: null, isError: false, isFetching: false };
const entries = new Map<string, Entry>();

const idOf = (key: ReadKey): string => JSON.stringify(key);

/** The read of `key`, kept for the next component that shows it. */
export const entryOf = <T>(key: ReadKey): Entry<T> => {
  const id = idOf(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = { key, state: EMPTY, updatedAt: 0, listeners: new Set() };
    entries.set(id, entry);
  }
  return entry as Entry<T>;
};

const update = <T>(entry: Entry<T>, change: Partial<ReadState<T>>) => {
  entry.state = { ...entry.state, ...change };
  entry.listeners.forEach((listener) => listener());
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `fetch` until it answers, retrying as the policy says, each attempt once the browser is online. */
export async function withRetries<T>(fetch: () => Promise<T>, retry = true): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    await whenOnline();
    try {
      return await fetch();
    } catch (error) {
      if (!retry || !shouldRetry(failures, error)) throw error;
      await sleep(retryDelay(failures));
    }
  }
}

/** Reads the entry again through its shown component's function; one read at a time per key. */
export const run = <T>(entry: Entry<T>): Promise<void> => {
  const source = entry.source;
  if (!source) return Promise.resolve();
  entry.running ??= (async () => {
    update(entry, { isFetching: true });
    try {
      const next = await withRetries(source.fetch, source.options.retry !== false);
      const data = source.options.share ? source.options.share(entry.state.data, next) : next;
      entry.updatedAt = Date.now();
      update(entry, { data, error: null, isError: false, isFetching: false });
    } catch (error) {
      update(entry, { error, isError: true, isFetching: false });
    } finally {
      entry.running = undefined;
    }
  })();
  return entry.running;
};

const isStale = <T>(entry: Entry<T>) => Date.now() - entry.updatedAt >= (entry.source?.options.staleFor ?? 0);

/** Every read a component shows, read again when stale: back in view, or back online. */
function refreshShown() {
  entries.forEach((entry) => {
    if (entry.listeners.size > 0 && isStale(entry)) void run(entry);
  });
}

const matches = (key: ReadKey, prefix: ReadKey) => prefix.every((part, index) => idOf([part]) === idOf([key[index]]));

/** The query client, once the signed-in shell loaded it (query-client.ts): a write here refreshes its reads too. */
export interface ReadsBridge {
  invalidate(keys: readonly ReadKey[]): Promise<unknown>;
  clear(): void;
}
let bridge: ReadsBridge | undefined;

export const bridgeReads = (other: ReadsBridge): void => {
  bridge = other;
};

/**
 * After a write: this layer's reads under these key prefixes read again, those shown now at once (awaited, so a page
 * that navigates on success lands on fresh data), the others when next shown.
 */
export const refreshPublicReads = async (keys: readonly ReadKey[]): Promise<void> => {
  const shown: Promise<void>[] = [];
  entries.forEach((entry) => {
    if (!keys.some((prefix) => matches(entry.key, prefix))) return;
    entry.updatedAt = 0;
    if (entry.listeners.size > 0) shown.push(run(entry));
  });
  await Promise.all(shown);
};

/** Puts a write's answer in place of a read's (a guest's ticket as the server returned it after a change). */
export const setRead = <T>(key: ReadKey, data: T): void => {
  const entry = entryOf<T>(key);
  entry.updatedAt = Date.now();
  update(entry, { data, error: null, isError: false });
};

/** Forgets every answer (another person may sign in next in this tab), the query client's too. */
export const clearReads = (): void => {
  entries.forEach((entry) => {
    entry.updatedAt = 0;
    update(entry, EMPTY);
  });
  bridge?.clear();
};

export interface ReadOptions<T> {
  /** Off, and nothing is read (a guest without a pass, a visitor without a token). */
  enabled?: boolean;
  /** `false`: a refusal or a failure is answered once, not asked again (an expired link). */
  retry?: boolean;
  /** How often to read again while shown and in view: a number of ms, or from the data shown. */
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
  /** How long an answer is fresh enough not to be read again when shown (default: never). */
  staleFor?: number;
  /** Until a new key's first answer, the previous key's is shown (the teams to choose from stay). */
  keepPrevious?: boolean;
  /** Builds what is kept from the previous answer and the new one: return `previous` when nothing changed. */
  share?: (previous: T | undefined, next: T) => T;
}

export interface Read<T> extends ReadState<T> {
  /** No answer yet. */
  isPending: boolean;
  /** Reads again now; resolves when done, never rejects (a failure is in `isError`). */
  refetch(): Promise<void>;
}

/** Shows the entry to `listener` until the returned call (the shown reads are those refreshed). */
export const showRead = <T>(entry: Entry<T>, listener: () => void): (() => void) => {
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
};

/** Reads the entry when it has no answer or a stale one (as it is first shown), if it is enabled. */
export const readIfStale = <T>(entry: Entry<T>): void => {
  if (entry.source && (isStale(entry) || entry.state.data === undefined)) void run(entry);
};

/** Reads the entry again every `interval` ms until the returned call; not while the tab is out of view. */
export const readEvery = <T>(entry: Entry<T>, interval: number): (() => void) => {
  const timer = setInterval(() => {
    // It reads again when the tab comes back into view.
    if (document.visibilityState !== 'hidden') void run(entry);
  }, interval);
  return () => clearInterval(timer);
};

/** A read of `key` with `fetch`: read when first shown and when stale, kept by key. */
export function useRead<T>(key: ReadKey, fetch: () => Promise<T>, options: ReadOptions<T> = {}): Read<T> {
  const enabled = options.enabled ?? true;
  const entry = entryOf<T>(key);
  // The latest function and options: a refetch uses what was last rendered (a pass read from the link, say).
  entry.source = enabled ? { fetch, options } : undefined;
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => showRead(entry, listener), [entry]),
    () => entry.state,
  );

  useEffect(() => readIfStale(entry), [entry, enabled]);

  const interval = typeof options.refetchInterval === 'function' ? options.refetchInterval(state.data) : options.refetchInterval;
  useEffect(() => (enabled && interval ? readEvery(entry, interval) : undefined), [entry, enabled, interval]);

  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const data = state.data ?? (options.keepPrevious ? previous.current : undefined);
  const refetch = useCallback(() => run(entry), [entry]);
  return { ...state, data, isPending: data === undefined, refetch };
}

// --- Writes -------------------------------------------------------------------------------------------------

/** What a public page's write is: its call, and what it changes (the shape of a mutation's options). */
export interface WriteOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  meta?: MutationMeta;
  /** After the write succeeded and the reads it changed were refreshed. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

/** Where a write stands: not sent (or reset), sending, answered, or failed. */
export type WriteState<TData> =
  | { isPending: false; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: TData; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: Error };

export type Write<TData, TVariables> = WriteState<TData> & {
  /** Sends; a failure shows in `error` (and as the policy says, request-policy.ts). */
  mutate(variables: TVariables, callbacks?: { onSuccess?: (data: TData) => void }): void;
  /** Sends; rejects with the failure, for a form to show. */
  mutateAsync(variables: TVariables): Promise<TData>;
  reset(): void;
};

const IDLE = { isPending: false, isSuccess: false, isError: false, data: undefined, error: null } as const;
const PENDING = { ...IDLE, isPending: true } as const;
const WRITE_HOLDER = 'public-writes';

/** Sends a write once the browser is online (counted as held meanwhile), then refreshes what it changed. */
export async function send<TData, TVariables>(options: WriteOptions<TData, TVariables>, variables: TVariables): Promise<TData> {
  if (!online) {
    reportHeld(WRITE_HOLDER, (held.get(WRITE_HOLDER) ?? 0) + 1);
    await whenOnline();
    reportHeld(WRITE_HOLDER, (held.get(WRITE_HOLDER) ?? 1) - 1);
  }
  let data: TData;
  try {
    data = await options.mutationFn(variables);
  } catch (error) {
    reportMutationError(error, options.meta);
    throw error;
  }
  const keys = options.meta?.invalidates ?? [];
  await Promise.all([refreshPublicReads(keys), bridge?.invalidate(keys)]);
  await options.onSuccess?.(data, variables);
  return data;
}

/** A write with its state for the page: pending, its answer or its failure. */
export function useWrite<TData, TVariables>(options: WriteOptions<TData, TVariables>): Write<TData, TVariables> {
  const [state, setState] = useState<WriteState<TData>>(IDLE);
  const latest = useRef(options);
  latest.current = options;

  const mutateAsync = useCallback(async (variables: TVariables) => {
    setState(PENDING);
    try {
      const data = await send(latest.current, variables);
      setState({ ...IDLE, isSuccess: true, data });
      return data;
    } catch (error) {
      setState({ ...IDLE, isError: true, error: error as Error });
      throw error;
    }
  }, []);
  const mutate = useCallback(
    (variables: TVariables, callbacks?: { onSuccess?: (data: TData) => void }) => {
      mutateAsync(variables).then(callbacks?.onSuccess, () => undefined);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, mutate, mutateAsync, reset };
}
