// Work one function hands to another to do after it has answered, through Lambda's asynchronous invocation:
// the call returns once Lambda has queued the event, and Lambda retries a failed run twice. Used where the
// work needs code a function should not carry: a booking's confirmation mail carries the order's tax invoice,
// and only the pdf function bundles the PDF renderer (2 MB; every other function stays under 1 MB).
// In the local cloud the gateway serves Lambda's Invoke call (LAMBDA_ENDPOINT) and runs the same handler.
import { config } from './config';
import { logger } from './logger';
import { signedFetch } from './signed-fetch';

/** A mail about a short-course order, sent with the order's tax invoice attached. */
export interface MailOrderInvoice {
  task: 'mail-order-invoice';
  orderId: string;
  subject: string;
  paragraphs: string[];
}

export type BackgroundTask = MailOrderInvoice;

const TASKS: ReadonlySet<string> = new Set<BackgroundTask['task']>(['mail-order-invoice']);

/** Tells a background task's event from an API Gateway event reaching the same handler. */
export const isBackgroundTask = (event: unknown): event is BackgroundTask =>
  typeof event === 'object' && event !== null && TASKS.has(String((event as { task?: unknown }).task));

// Lambda's Invoke call, signed and sent with fetch (signed-fetch.ts): the SDK's Lambda client would add 70 KB to each
// function that hands work over, for one call.
const invokeAsync = async (functionName: string, payload: string): Promise<void> => {
  const endpoint = new URL(config.lambdaEndpoint ?? `https://lambda.${config.region}.amazonaws.com`);
  const path = `${endpoint.pathname.replace(/\/$/, '')}/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  const res = await signedFetch({
    service: 'lambda',
    method: 'POST',
    url: new URL(path, endpoint),
    headers: { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body: payload,
  });
  const answer = await res.text();
  if (res.status !== 202) throw new Error(`Lambda did not queue the event: ${res.status} ${answer.slice(0, 200)}`);
};

/**
 * Queues `task` for the pdf function. Resolves false (and logs) when Lambda did not take it, so the caller
 * can do without it: the action that asked has happened and must not fail for its mail.
 */
export const runInBackground = async (task: BackgroundTask): Promise<boolean> => {
  if (!config.pdfFunctionName) {
    logger.error('background task not queued: PDF_FUNCTION_NAME is not set for this function', { task: task.task });
    return false;
  }
  try {
    await invokeAsync(config.pdfFunctionName, JSON.stringify(task));
    return true;
  } catch (err) {
    logger.error('background task not queued', { task: task.task, error: err as Error });
    return false;
  }
};
