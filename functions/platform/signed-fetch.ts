// AWS calls signed with the function's own credentials (SigV4) and sent with fetch, for the few calls a function
// makes to a service whose SDK client would weigh more than the call: Lambda's asynchronous Invoke (background.ts)
// and API Gateway's @connections (realtime.ts). Each SDK client adds 10–70 KB to every bundle that carries it.
import { createHash, createHmac } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from './config';

/** SHA-256 as the signer asks for it (a plain hash, or an HMAC with a secret), from Node's crypto. */
type Bytes = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: Bytes) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

export class Sha256 {
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

const signers = new Map<string, SignatureV4>();
const credentials = defaultProvider();

export interface SignedRequest {
  /** The signing name of the service: `lambda`, `execute-api`. */
  service: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** The endpoint and path, its path segments already encoded. */
  url: URL;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends a request signed for `service` in the function's region; answers the response as fetch does. */
export const signedFetch = async ({ service, method, url, headers = {}, body }: SignedRequest): Promise<Response> => {
  let signer = signers.get(service);
  if (!signer) {
    signer = new SignatureV4({ service, region: config.region, credentials, sha256: Sha256 });
    signers.set(service, signer);
  }
  const signed = await signer.sign({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host, ...headers },
    ...(body === undefined ? {} : { body }),
  });
  return fetch(url, { method, headers: signed.headers, ...(body === undefined ? {} : { body }) });
};
