// A dependency out of reach (the store stopped, a connection refused or reset, a timeout) or shedding load
// (throttling): not the client's fault and not a bug, so the answer is 503 with when to try again, never a 500.
// The SDK has retried already by then; ElectroDB wraps the SDK's error, so the whole chain of causes is read.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET']);
const SHEDDING = new Set([
  'TimeoutError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'SlowDown',
]);

/** Seconds a client waits before trying again: long enough for a restart, short enough not to lose the person. */
export const RETRY_AFTER_SECONDS = 5;

/** What a person is told, by the API (503) and on a socket (`error`, code `service.unavailable`). */
export const UNAVAILABLE_MESSAGE = 'The portal cannot reach its records just now. Try again in a few seconds.';
export const UNAVAILABLE_CODE = 'service.unavailable';

const causesOf = function* (error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
};

/** True when the error, or one it was caused by, says a dependency is out of reach or busy. */
export const isUnavailable = (error: unknown): boolean => {
  for (const cause of causesOf(error)) {
    if (typeof cause.code === 'string' && NETWORK_CODES.has(cause.code)) return true;
    if (typeof cause.name === 'string' && SHEDDING.has(cause.name)) return true;
    const status = (cause.$metadata as { httpStatusCode?: number } | undefined)?.httpStatusCode;
    if (typeof status === 'number' && status >= 500) return true;
  }
  return false;
};
