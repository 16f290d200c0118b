// Lambda's Invoke call, for the background work one function hands another (functions/platform/background.ts):
// `POST /_lambda/2015-03-31/functions/{name}/invocations` (LAMBDA_ENDPOINT = <origin>/_lambda). Locally a
// function's name is its domain. `Event` invocations are answered 202 at once and run after, retried twice on
// failure as Lambda does (sooner: seconds here, minutes there); `RequestResponse` ones answer the result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DOMAINS } from '@shared/routes';
import { signedByTheCloud } from './credentials';
import { sendJson } from './http-responses';
import { invoke } from './lambda-runtime';
import { PayloadTooLargeError, readBody } from './request-body';

export const LAMBDA_PREFIX = '/_lambda';

const INVOCATION_PATH = /^\/_lambda\/2015-03-31\/functions\/([a-z][a-z-]{0,62})\/invocations$/;
// Lambda's limits: an asynchronous event up to 1 MB, a function's timeout (the stack gives each 10 s).
const PAYLOAD_LIMIT_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;
const RETRY_DELAYS_MS = [1_000, 2_000];

const FUNCTIONS: ReadonlySet<string> = new Set(DOMAINS);

/** Lambda's error answer: the SDK reads the type from this header. */
const sendError = (res: ServerResponse, status: number, type: string, message: string): number => {
  sendJson(res, status, { Type: 'User', message }, { 'x-amzn-errortype': type });
  return status;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface LambdaApi {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number>;
  /** Waits for the asynchronous invocations still running (or waiting to retry). */
  close(): Promise<void>;
}

export const createLambdaApi = (): LambdaApi => {
  const inFlight = new Set<Promise<void>>();

  const runWithRetries = async (name: string, event: unknown): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      try {
        await invoke(name, event, TIMEOUT_MS);
        return;
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        console.error(`Lambda ${name} (asynchronous, attempt ${attempt + 1}) failed:`, err);
        if (delay === undefined) return;
        await wait(delay);
      }
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> => {
    const name = INVOCATION_PATH.exec(url.pathname)?.[1];
    if (!name || req.method !== 'POST') return sendError(res, 404, 'ResourceNotFoundException', 'No such call.');
    if (!signedByTheCloud(req)) return sendError(res, 403, 'AccessDeniedException', 'Not signed with the local cloud’s credentials.');
    if (!FUNCTIONS.has(name)) return sendError(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
    let event: unknown;
    try {
      const body = await readBody(req, PAYLOAD_LIMIT_BYTES);
      event = body.length ? JSON.parse(body.toString('utf8')) : {};
    } catch (err) {
      if (err instanceof PayloadTooLargeError) return sendError(res, 413, 'RequestTooLargeException', 'The event is over 1 MB.');
      return sendError(res, 400, 'InvalidRequestContentException', 'The event is not JSON.');
    }
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      const run = runWithRetries(name, event);
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
      res.writeHead(202).end();
      return 202;
    }
    try {
      sendJson(res, 200, (await invoke(name, event, TIMEOUT_MS)) ?? null);
      return 200;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      sendJson(res, 200, { errorType: 'Error', errorMessage: message }, { 'x-amz-function-error': 'Unhandled' });
      return 200;
    }
  };

  return {
    handle,
    close: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
};
