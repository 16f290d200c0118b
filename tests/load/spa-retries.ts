// How the chaos run's clients meet a failed call, as the SPA does (web/src/lib/request-policy.ts, whose module loads
// the SPA's toasts and so is not imported here): a network error, 408, 429 or 5xx is tried again, three times at most,
// after the Retry-After the portal sent, else after the SPA's own pause (1 s, doubling). Every call that failed is
// noted with each answer it got and whether it succeeded in the end: the chaos run's record of its failures.
import { sleep } from '../bench/chat-bench';
import type { Agent } from 'node:http';
import type { ApiCall, ApiResult } from './api-mix';
import type { HttpCall, HttpCallOptions, Reply } from './http-call';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

export interface FailedAnswer {
  /** 0: no answer (a refused or dropped connection). */
  status: number;
  retryAfter?: string;
  /** The network error, or the answer's code. */
  detail: string;
}

export interface FailedCall {
  name: string;
  /** When its first attempt went out (performance.now()). */
  at: number;
  /** Each failed attempt's answer, in order. */
  answers: FailedAnswer[];
  /** Answered 2xx in the end, tried again. */
  succeeded: boolean;
}

const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Seconds, as the portal sends Retry-After; a date or anything else falls back to the SPA's pause. */
const retryAfterMs = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? Number(value) * 1000 : undefined);

const pauseBefore = (reply: Reply, retry: number) =>
  retryAfterMs(reply.retryAfter) ?? Math.min(FIRST_RETRY_DELAY_MS * 2 ** retry, MAX_RETRY_DELAY_MS);

/** The network error, else the answer's code, else its message (the gateway's own answers carry none). */
const detailOf = (reply: Reply) => {
  const body = reply.body as { code?: unknown; message?: unknown } | undefined;
  return reply.networkError ?? String(body?.code ?? body?.message ?? 'no body').slice(0, 80);
};

const isAnswered = (reply: Reply) => reply.status >= 200 && reply.status < 300;

/** One call, tried again as the SPA tries it; its failures, if any, go to `failures`. Answers the last reply. */
export const callAsTheSpa = async <T>(
  call: HttpCall,
  name: string,
  method: string,
  path: string,
  options: HttpCallOptions,
  failures: FailedCall[],
): Promise<Reply<T>> => {
  let failed: FailedCall | undefined;
  for (let retry = 0; ; retry++) {
    const started = performance.now();
    const reply = await call<T>(method, path, options);
    if (isAnswered(reply)) {
      if (failed) failed.succeeded = true;
      return reply;
    }
    if (!failed) {
      failed = { name, at: started, answers: [], succeeded: false };
      failures.push(failed);
    }
    failed.answers.push({ status: reply.status, ...(reply.retryAfter ? { retryAfter: reply.retryAfter } : {}), detail: detailOf(reply) });
    if (retry >= MAX_RETRIES || !isRetryable(reply.status)) return reply;
    await sleep(pauseBefore(reply, retry));
  }
};

/** A call of the mix as the SPA makes it (tried again on failure); its time runs from when it was due to its last answer. */
export const callMixAsTheSpa = async (
  call: HttpCall,
  agent: Agent,
  { name, method, path, token }: ApiCall,
  due: number,
  failures: FailedCall[],
): Promise<ApiResult> => {
  const reply = await callAsTheSpa(call, name, method, path, { token, agent }, failures);
  const answered = { name, ms: performance.now() - due, dueAt: due };
  return isAnswered(reply) ? answered : { ...answered, failure: `HTTP ${reply.status} ${detailOf(reply)}` };
};
