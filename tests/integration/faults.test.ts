// Issue 13, faults (the first of them): the store out of reach mid-use answers 503 with a clear JSON message and
// Retry-After, never a hang or a 500 with a stack, and the function recovers by itself once the store is back.
// The function runs here against its store through a TCP relay the test stops and starts again, as a store
// restart looks from a Lambda; other files' cloud is left alone.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs } from '../support/api';

/** A relay in front of DynamoDB Local that can be stopped (every connection cut) and started on the same port. */
const storeRelay = async (target: URL) => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => (socket === client ? upstream : client).destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await start();
  return { url: () => `http://127.0.0.1:${port}`, start, stop };
};

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const courseListEvent = (token: string, requestId: string): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'GET /api/course',
    rawPath: '/api/course',
    rawQueryString: '',
    headers: { authorization: `Bearer ${token}`, host: 'localhost' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/api/course', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'faults' },
      requestId,
      routeKey: 'GET /api/course',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  }) as APIGatewayProxyEventV2;

const context = (requestId: string) =>
  ({ awsRequestId: requestId, functionName: 'courses', getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

let relay: Awaited<ReturnType<typeof storeRelay>>;
let handler: Handler;
let token: string;

beforeAll(async () => {
  const env = inject('cloudEnv');
  relay = await storeRelay(new URL(env.DYNAMODB_ENDPOINT!));
  token = (await signInAs(ROLE.admin)).token;
  // The function's modules read the store's address once, at import: a fresh copy, pointed at the relay.
  vi.resetModules();
  Object.assign(process.env, env, { DYNAMODB_ENDPOINT: relay.url() });
  handler = (await import('@functions/courses/handler')).handler as unknown as Handler;
});

afterAll(async () => {
  await relay.stop().catch(() => undefined);
});

describe('the store out of reach', () => {
  it('answers 503 with Retry-After and a JSON message while it is down, and serves again once it is back', async () => {
    // Prepare: the function works through the relay
    const before = await handler(courseListEvent(token, 'fault-before'), context('fault-before'));
    expect(before.statusCode).toBe(200);
    // Act: the store goes away, then comes back
    await relay.stop();
    const started = Date.now();
    const down = await handler(courseListEvent(token, 'fault-down'), context('fault-down'));
    const waited = Date.now() - started;
    await relay.start();
    const after = await handler(courseListEvent(token, 'fault-after'), context('fault-after'));
    // Assess
    expect(down.statusCode).toBe(503);
    expect(down.headers?.['retry-after']).toBe('5');
    expect(JSON.parse(String(down.body))).toEqual({
      message: 'The portal cannot reach its records just now. Try again in a few seconds.',
      code: 'service.unavailable',
      request_id: 'fault-down',
    });
    // The SDK's own retries, not a hang up to the gateway's timeout.
    expect(waited).toBeLessThan(10_000);
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(String(after.body)).data.length).toBeGreaterThan(0);
  });
});
