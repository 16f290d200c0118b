import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, describe, expect, it } from 'vitest';
import { batchReader, signer, StoreError, type Credentials } from './batch-reader';
import { Sha256 } from './signed-fetch';
import { startCountingStoreCalls } from './store-calls';

const KEYS: Credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const TEMPORARY: Credentials = { ...KEYS, sessionToken: 'IQoJb3JpZ2luX2VjEJr//////////wEaDmFwLXNvdXRoZWFzdC0y' };

/** The Authorization header the AWS SDK's own signer writes for the same request. */
const sdkSignature = async ({ host, body, credentials, now }: { host: string; body: string; credentials: Credentials; now: Date }) => {
  // No x-amz-content-sha256 header: S3 asks for it, DynamoDB does not.
  const sdk = new SignatureV4({ service: 'dynamodb', region: 'ap-southeast-2', credentials, sha256: Sha256, applyChecksum: false });
  const [hostname, port] = host.split(':');
  const signed = await sdk.sign(
    {
      method: 'POST',
      protocol: 'https:',
      hostname: hostname!,
      ...(port ? { port: Number(port) } : {}),
      path: '/',
      query: {},
      headers: { host, 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.BatchGetItem' },
      body,
    },
    { signingDate: now },
  );
  return signed.headers.authorization;
};

describe('signer', () => {
  const body = JSON.stringify({ RequestItems: { portal: { Keys: [{ pk: { S: '$portal#id_u-1' }, sk: { S: '$user_1' } }], ConsistentRead: true } } });

  it.each([
    ['long-term keys, the regional endpoint', 'dynamodb.ap-southeast-2.amazonaws.com', KEYS, '2026-11-28T22:15:07.123Z'],
    ['temporary keys with a session token (a Lambda role)', 'dynamodb.ap-southeast-2.amazonaws.com', TEMPORARY, '2026-11-28T23:59:59.999Z'],
    ['an endpoint with a port (the local emulator)', '127.0.0.1:8000', KEYS, '2027-01-01T00:00:00.000Z'],
  ])('signs as the AWS SDK signs: %s', async (_, host, credentials, at) => {
    // Prepare
    const now = new Date(at);
    // Act
    const headers = signer('ap-southeast-2')({ host, target: 'DynamoDB_20120810.BatchGetItem', body, credentials, now });
    // Assess
    expect(headers.authorization).toBe(await sdkSignature({ host, body, credentials, now }));
    expect(headers['x-amz-security-token']).toBe(credentials.sessionToken);
  });

  it('derives a new signing key for a new day and for new credentials', async () => {
    // Prepare
    const sign = signer('ap-southeast-2');
    const host = 'dynamodb.ap-southeast-2.amazonaws.com';
    const requests = [
      { credentials: KEYS, now: new Date('2026-11-28T23:59:59.000Z') },
      { credentials: KEYS, now: new Date('2026-11-29T00:00:01.000Z') },
      { credentials: { ...KEYS, secretAccessKey: 'another-secret' }, now: new Date('2026-11-29T00:00:02.000Z') },
    ];
    for (const { credentials, now } of requests) {
      // Act
      const headers = sign({ host, target: 'DynamoDB_20120810.BatchGetItem', body, credentials, now });
      // Assess
      expect(headers.authorization).toBe(await sdkSignature({ host, body, credentials, now }));
    }
  });
});

describe('batchReader', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /** A stand-in for DynamoDB's endpoint answering each request in turn with `answers` (status, body). */
  const endpointAnswering = async (answers: [number, object][]) => {
    const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        const [status, answer] = answers[Math.min(seen.length - 1, answers.length - 1)]!;
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const read = batchReader({
      region: 'ap-southeast-2',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      credentials: async () => KEYS,
    });
    return { read, seen };
  };
  const input = { RequestItems: { portal: { Keys: [{ pk: { S: 'a' }, sk: { S: 'b' } }], ConsistentRead: true } } };
  const found = { Responses: { portal: [{ pk: { S: 'a' }, sk: { S: 'b' }, name: { S: 'Ada' } }] }, UnprocessedKeys: {} };
  const throttled = { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'Slow down' };

  it('posts the batch signed, as DynamoDB JSON, and answers what DynamoDB answered, counted as one store call', async () => {
    // Prepare
    const { read, seen } = await endpointAnswering([[200, found]]);
    const counter = startCountingStoreCalls();
    // Act
    const output = await read(input);
    // Assess
    expect(output).toEqual(found);
    expect(JSON.parse(seen[0]!.body)).toEqual(input);
    expect(seen[0]!.headers['x-amz-target']).toBe('DynamoDB_20120810.BatchGetItem');
    expect(seen[0]!.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(seen[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-2\/dynamodb\/aws4_request, /);
    expect(counter).toEqual({ calls: 1, items: 1 });
  });

  it("tries again after the service's own error and after throttling, counting one call", async () => {
    // Prepare
    const { read, seen } = await endpointAnswering([
      [500, { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'Oops' }],
      [400, throttled],
      [200, found],
    ]);
    const counter = startCountingStoreCalls();
    // Act
    const output = await read(input);
    // Assess
    expect(output).toEqual(found);
    expect(seen).toHaveLength(3);
    expect(counter.calls).toBe(1);
  });

  it('refuses at once, named as the SDK names it, what trying again cannot mend', async () => {
    // Prepare
    const { read, seen } = await endpointAnswering([[400, { __type: 'com.amazonaws.dynamodb.v20120810#ValidationException', message: 'Bad key' }]]);
    // Act
    const failure = await read(input).catch((err: unknown) => err);
    // Assess
    expect(failure).toBeInstanceOf(StoreError);
    expect(failure).toMatchObject({ name: 'ValidationException', message: 'Bad key', status: 400 });
    expect(seen).toHaveLength(1);
  });

  it('gives up after three tries of a service that keeps failing', async () => {
    // Prepare
    const { read, seen } = await endpointAnswering([[503, { __type: 'com.amazonaws.dynamodb.v20120810#ServiceUnavailable', message: 'Down' }]]);
    // Act
    const failure = await read(input).catch((err: unknown) => err);
    // Assess
    expect(failure).toMatchObject({ name: 'ServiceUnavailable', status: 503 });
    expect(seen).toHaveLength(3);
  });
});
