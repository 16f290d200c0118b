// Counts the DynamoDB calls of each invocation, so what a request costs the store is measured rather than guessed:
// every request's summary log entry names its count (store_calls), and the suites' and the bench's local clouds report
// it on each answer (x-store-calls) for the budget test and the bench (config.ts, REPORT_STORE_CALLS). A call is one command (a batch or a transaction is
// one call, whatever it holds), counted once however often the SDK retries it. Beside the calls, the items they read,
// from what each answered (x-store-items): a list page of 15 reads 15 items at any size of college, a scan reads them all.
import type { InvokeStoreBase } from '@aws/lambda-invoke-store';

/** The header by which a test or bench cloud reports an answer's store calls; never sent on AWS or by `npm start`. */
export const STORE_CALLS_HEADER = 'x-store-calls';
/** Beside it, the items those calls read. */
export const STORE_ITEMS_HEADER = 'x-store-items';

export interface StoreCallCounter {
  calls: number;
  /** Items read: each found by a get, each a query or scan read (its filter's rejects included), each a batch or transaction answered. */
  items: number;
}

const COUNTER = Symbol.for('portal.store-calls');

// Where Lambda runs one invocation at a time and keeps no InvokeStore, the process has one counter.
let processCounter: StoreCallCounter = { calls: 0, items: 0 };

const invokeStore = (): InvokeStoreBase | undefined => {
  const store = (globalThis as { awslambda?: { InvokeStore?: InvokeStoreBase } }).awslambda?.InvokeStore;
  return store?.hasContext() ? store : undefined;
};

/** Starts counting the store calls of the invocation in progress, from zero. */
export const startCountingStoreCalls = (): StoreCallCounter => {
  const counter = { calls: 0, items: 0 };
  const store = invokeStore();
  if (store) store.set(COUNTER, counter);
  else processCounter = counter;
  return counter;
};

const currentCounter = (): StoreCallCounter | undefined => {
  const store = invokeStore();
  return store ? store.get<StoreCallCounter>(COUNTER) : processCounter;
};

/** Counts one store call of the invocation in progress (the client's middleware calls it once per command). */
export const noteStoreCall = (): void => {
  const counter = currentCounter();
  if (counter) counter.calls += 1;
};

/** The items a command's answer read: a get's item, a query's or scan's scanned count, a batch's or transaction's items. */
export const itemsReadBy = (output: unknown): number => {
  const answer = output as { Item?: unknown; Items?: unknown[]; ScannedCount?: number; Responses?: unknown } | undefined;
  if (!answer) return 0;
  if (answer.Item) return 1;
  if (answer.Items) return answer.ScannedCount ?? answer.Items.length;
  const { Responses: responses } = answer;
  // BatchGetItem answers items by table; TransactGetItems answers one entry per get, empty where nothing was found.
  if (Array.isArray(responses)) return responses.filter((r: { Item?: unknown }) => r.Item).length;
  if (responses && typeof responses === 'object')
    return Object.values(responses as Record<string, unknown[]>).reduce((n, items) => n + items.length, 0);
  return 0;
};

/** Counts the items a store call of the invocation in progress read (the client's middleware calls it with each answer). */
export const noteItemsRead = (output: unknown): void => {
  const counter = currentCounter();
  if (counter) counter.items += itemsReadBy(output);
};

/** A store call as a client was given it: the command's name and its input (AttributeValues when `marshalled`). */
export interface WatchedCall {
  command: string;
  input: Record<string, unknown>;
  marshalled: boolean;
}
/** Told of each store call as it starts; answers what to tell of its answer when it ends. */
export type StoreCallWatcher = (call: WatchedCall) => ((output: unknown) => void) | undefined;

let watcher: StoreCallWatcher | undefined;

/**
 * Watches every store call of this process, through the SDK or the session's batch reader (the bench records a
 * request's calls to replay them as its baseline: tests/bench/store-recorder.ts).
 */
export const watchStoreCalls = (watch: StoreCallWatcher | undefined): void => {
  watcher = watch;
};

/** Tells the watcher, if any, of a call starting (the clients' middleware calls it). */
export const noteCallStarting = (call: WatchedCall) => watcher?.(call);

/**
 * Runs one store call counted: once for the invocation in progress (however often it is retried inside `run`), the
 * items its answer read, and the watcher told of its start and its answer. Both clients' middleware and the session's
 * batch reader go through it.
 */
export const countedCall = async <T>(call: WatchedCall, run: () => Promise<T>, outputOf: (result: T) => unknown = (r) => r): Promise<T> => {
  noteStoreCall();
  const ended = noteCallStarting(call);
  const result = await run();
  noteItemsRead(outputOf(result));
  ended?.(outputOf(result));
  return result;
};
