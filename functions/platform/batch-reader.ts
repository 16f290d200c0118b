// Every request's first read, BatchGetItem (its session, user and what its route reads ahead), as one signed HTTP
// request of DynamoDB's JSON protocol, without the SDK's middleware stack. The SDK spends about 0.3 ms of CPU on a call
// beside the request itself (endpoint resolution copying the client's whole configuration, the user agent, retry
// bookkeeping, schema-driven serialization): on the one call every request makes, that was a third of a single read's
// CPU (docs/decisions.md, "Reading a form fast"). The SDK's credentials provider still supplies the keys (on Lambda, the
// function's role), and its signer is the reference the tests hold this one to. Every other call goes through the SDK.
import { createHash, createHmac } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { countedCall } from './store-calls';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

type Keys = Record<string, AttributeValue>[];

export interface BatchGetInput {
  RequestItems: Record<string, { Keys: Keys; ConsistentRead?: boolean }>;
}

export interface BatchGetOutput {
  Responses?: Record<string, Record<string, AttributeValue>[]>;
  UnprocessedKeys?: Record<string, { Keys: Keys }>;
}

const SERVICE = 'dynamodb';
const TARGET = 'DynamoDB_20120810.BatchGetItem';
const CONTENT_TYPE = 'application/x-amz-json-1.0';

/** A refusal from DynamoDB, named by its error type as the SDK names its exceptions (`ValidationException`). */
export class StoreError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

// Retried as the SDK's standard mode retries them: throttling, the service's own errors, and a connection dropped.
const THROTTLING = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottledException',
  'TooManyRequestsException',
]);
const ATTEMPTS = 3;
const retryPause = (attempt: number, throttled: boolean) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20_000, (throttled ? 500 : 100) * 2 ** attempt)));

const isRetryable = (err: unknown): boolean => {
  if (err instanceof StoreError) return err.status >= 500 || THROTTLING.has(err.name);
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT' || code === 'ECONNREFUSED';
};

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** `20261128T221500Z`, SigV4's time. */
const amzDateOf = (now: Date) => now.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The headers of a signed DynamoDB JSON request (Signature Version 4): the four signed ones and the authorization,
 * with the session token when the credentials carry one. The day's signing key is derived once and kept.
 */
export const signer = (region: string) => {
  let derived: { day: string; secret: string; key: Buffer } | undefined;
  const signingKey = (day: string, secret: string) => {
    if (derived?.day !== day || derived.secret !== secret) {
      derived = { day, secret, key: hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), SERVICE), 'aws4_request') };
    }
    return derived.key;
  };
  return ({
    host,
    target,
    body,
    credentials,
    now,
  }: {
    host: string;
    target: string;
    body: string;
    credentials: Credentials;
    now: Date;
  }): Record<string, string> => {
    const amzDate = amzDateOf(now);
    const day = amzDate.slice(0, 8);
    const signed: [string, string][] = [
      ['content-type', CONTENT_TYPE],
      ['host', host],
      ['x-amz-date', amzDate],
      ...(credentials.sessionToken ? [['x-amz-security-token', credentials.sessionToken] as [string, string]] : []),
      ['x-amz-target', target],
    ];
    const names = signed.map(([name]) => name).join(';');
    const canonical = ['POST', '/', '', ...signed.map(([name, value]) => `${name}:${value}`), '', names, sha256Hex(body)].join('\n');
    const scope = `${day}/${region}/${SERVICE}/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
    const signature = createHmac('sha256', signingKey(day, credentials.secretAccessKey)).update(toSign).digest('hex');
    return {
      ...Object.fromEntries(signed),
      authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names}, Signature=${signature}`,
    };
  };
};

export interface BatchReaderOptions {
  region: string;
  /** The emulator's endpoint locally; DynamoDB's regional endpoint when unset. */
  endpoint?: string;
  /** The SDK client's credentials provider (memoized: it refreshes them before they expire). */
  credentials: () => Promise<Credentials>;
}

/** BatchGetItem over one kept-alive connection pool, counted as a store call as the SDK clients count theirs. */
export const batchReader = ({ region, endpoint, credentials }: BatchReaderOptions) => {
  const url = new URL(endpoint ?? `https://dynamodb.${region}.amazonaws.com`);
  const secure = url.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const sign = signer(region);
  const host = url.host;

  const post = (body: string, headers: Record<string, string>) =>
    new Promise<BatchGetOutput>((resolve, reject) => {
      const req = send({ hostname: url.hostname, port: url.port || undefined, method: 'POST', path: '/', agent, headers }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            const answer = JSON.parse(text) as BatchGetOutput & { __type?: string; message?: string; Message?: string };
            if (res.statusCode === 200) return resolve(answer);
            const type = answer.__type?.split('#').pop() ?? `HTTP${res.statusCode}`;
            reject(new StoreError(type, answer.message ?? answer.Message ?? text, res.statusCode ?? 0));
          } catch {
            reject(new StoreError(`HTTP${res.statusCode}`, text.slice(0, 200), res.statusCode ?? 0));
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });

  const attempt = async (body: string) => {
    const length = String(Buffer.byteLength(body));
    for (let tried = 1; ; tried++) {
      const headers = { ...sign({ host, target: TARGET, body, credentials: await credentials(), now: new Date() }), 'content-length': length };
      try {
        return await post(body, headers);
      } catch (err) {
        if (tried >= ATTEMPTS || !isRetryable(err)) throw err;
        await retryPause(tried, err instanceof StoreError && THROTTLING.has(err.name));
      }
    }
  };

  return (input: BatchGetInput): Promise<BatchGetOutput> =>
    countedCall({ command: 'BatchGetItemCommand', input: input as unknown as Record<string, unknown>, marshalled: true }, () =>
      attempt(JSON.stringify(input)),
    );
};
