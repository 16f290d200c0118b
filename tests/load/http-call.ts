// The chaos run's calls to the portal: the bench's JSON calls over kept-alive connections, answering
// what a client decides its next step by: the status (0 for a network error, and which), Retry-After, and the body.
// A guest's call carries its chat pass in a header of its own.
import { jsonCaller, type CallOptions } from '../bench/chat-bench';

export interface Reply<T = unknown> {
  /** The HTTP status; 0 when no answer came (a refused or dropped connection). */
  status: number;
  /** The Retry-After header, as sent. */
  retryAfter?: string;
  body: T;
  /** For status 0: the network error's code or message. */
  networkError?: string;
}

export type HttpCallOptions = Pick<CallOptions, 'token' | 'body' | 'headers' | 'agent'>;

export type HttpCall = <T = unknown>(method: string, path: string, options?: HttpCallOptions) => Promise<Reply<T>>;

/** Calls to the portal at `url` (the bench's JSON caller); never throws: a network error is a reply of status 0. */
export const httpCaller = (url: string): HttpCall => {
  const call = jsonCaller(url);
  return async <T>(method: string, path: string, options: HttpCallOptions = {}): Promise<Reply<T>> => {
    try {
      const { status, body, retryAfter } = await call<T>(method, path, options);
      return { status, body, ...(retryAfter ? { retryAfter } : {}) };
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      return { status: 0, body: undefined as T, networkError: code ?? message };
    }
  };
};
