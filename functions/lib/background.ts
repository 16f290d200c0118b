// Work one function hands to another to do after it has answered, through Lambda's asynchronous invocation:
// the call returns once Lambda has queued the event, and Lambda retries a failed run twice. Used where the
// work needs code a function should not carry: a booking's confirmation mail carries the order's tax invoice,
// and only the pdf function bundles the PDF renderer (2 MB; every other function stays under 1 MB).
// In the local cloud the gateway serves Lambda's Invoke call (LAMBDA_ENDPOINT) and runs the same handler.
import { createHash, createHmac } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from './config';
import { logger } from './logger';

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

/** SHA-256 as the signer asks for it (a plain hash, or an HMAC with a secret), from Node's crypto. */
type Bytes = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: Bytes) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

class Sha256 {
  private hash;
  constructor(secret?: Bytes) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: Bytes) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    throw new Error('Not used by the signer');
  }
}

// Lambda's Invoke call, signed with the function's own credentials and sent with fetch: the SDK's Lambda client
// would add 70 KB to each function that hands work over, for one call.
let signer: SignatureV4 | undefined;

const invokeAsync = async (functionName: string, payload: string): Promise<void> => {
  const endpoint = new URL(config.lambdaEndpoint ?? `https://lambda.${config.region}.amazonaws.com`);
  const path = `${endpoint.pathname.replace(/\/$/, '')}/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`;
  signer ??= new SignatureV4({ service: 'lambda', region: config.region, credentials: defaultProvider(), sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    path,
    query: {},
    headers: { host: endpoint.host, 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
    body: payload,
  });
  const res = await fetch(new URL(path, endpoint), { method: 'POST', headers: signed.headers, body: payload });
  if (res.status !== 202) throw new Error(`Lambda did not queue the event: ${res.status} ${(await res.text()).slice(0, 200)}`);
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
