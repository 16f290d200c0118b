// Counts the DynamoDB calls of each invocation, so what a request costs the store is measured rather than guessed:
// every request's summary log entry names its count (store_calls), and the suites' and the bench's local clouds report
// it on each answer (x-store-calls) for the budget test and the bench (config.ts, REPORT_STORE_CALLS). A call is one command (a batch or a transaction is
// one call, whatever it holds), counted once however often the SDK retries it.
import type { InvokeStoreBase } from '@aws/lambda-invoke-store';

/** The header by which a test or bench cloud reports an answer's store calls; never sent on AWS or by `npm start`. */
export const STORE_CALLS_HEADER = 'x-store-calls';

export interface StoreCallCounter {
  calls: number;
}

const COUNTER = Symbol.for('portal.store-calls');

// Where Lambda runs one invocation at a time and keeps no InvokeStore, the process has one counter.
let processCounter: StoreCallCounter = { calls: 0 };

const invokeStore = (): InvokeStoreBase | undefined => {
  const store = (globalThis as { awslambda?: { InvokeStore?: InvokeStoreBase } }).awslambda?.InvokeStore;
  return store?.hasContext() ? store : undefined;
};

/** Starts counting the store calls of the invocation in progress, from zero. */
export const startCountingStoreCalls = (): StoreCallCounter => {
  const counter = { calls: 0 };
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
