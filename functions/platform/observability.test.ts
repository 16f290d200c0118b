import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readableLine } from './logger';
import { noteCaller, observe } from './observability';
import { itemsReadBy, noteItemsRead, noteStoreCall, STORE_CALLS_HEADER, STORE_ITEMS_HEADER } from './store-calls';

const context = (requestId: string) =>
  ({ awsRequestId: requestId, functionName: 'portal-test', invokedFunctionArn: 'arn:test', memoryLimitInMB: '1024' }) as Context;
const httpEvent = (routeKey: string, requestId: string) => ({ routeKey, requestContext: { requestId } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Before the logger reads its level (unit tests run with LOG_LEVEL=silent).
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
  process.env.REPORT_STORE_CALLS = '1'; // as the suites' local cloud sets it
});

let out: string[];
let err: string[];
beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
});
afterEach(() => vi.restoreAllMocks());

describe('observe', () => {
  it('logs one line per request with route, request id, user, status, duration and store calls', async () => {
    // Prepare
    const handler = middy(async () => {
      noteCaller('user-1');
      return { statusCode: 403 };
    }).use(observe('users', { metrics: false }));
    // Act
    await handler(httpEvent('GET /api/users', '5f2c9a10-aaaa-bbbb-cccc-000000000000'), context('lambda-1'));
    // Assess
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/users 403 \d+(\.\d)?ms user=user-1 req=5f2c9a10 store=0\n$/);
  });

  it('logs a failed invocation as an error with its stack, and lets the error through', async () => {
    // Prepare
    const handler = middy(async () => {
      throw new Error('the table is gone');
    }).use(observe('jobs', { metrics: false }));
    // Act
    const outcome = handler({}, context('lambda-2'));
    // Assess
    await expect(outcome).rejects.toThrow('the table is gone');
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/ERROR jobs \d+(\.\d)?ms store=0 error="the table is gone"\n {4}Error: the table is gone\n {4}\s*at /);
  });

  it('forgets the caller when the invocation ends', async () => {
    // Prepare
    const signedIn = middy(async () => {
      noteCaller('user-1');
      return { statusCode: 200 };
    }).use(observe('auth', { metrics: false }));
    const anonymous = middy(async () => ({ statusCode: 401 })).use(observe('auth', { metrics: false }));
    // Act
    await signedIn(httpEvent('POST /api/get-user', 'r1'), context('l1'));
    await anonymous(httpEvent('POST /api/get-user', 'r2'), context('l2'));
    // Assess
    expect(out[1]).toContain('POST /api/get-user 401');
    expect(out[1]).not.toContain('user=');
  });

  it('keeps concurrent invocations apart where the runtime scopes them (as the local cloud does)', async () => {
    // Prepare: what infra/local/lambda-runtime.ts sets up for every invocation.
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '10');
    const store = await InvokeStore.getInstanceAsync(true);
    const handler = middy(async (event: { user: string; wait: number }) => {
      noteCaller(event.user);
      await pause(event.wait);
      return { statusCode: 200 };
    }).use(observe('auth', { metrics: false }));
    const invoke = (user: string, wait: number) =>
      store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: user }, () =>
        handler({ user, wait, ...httpEvent(`GET /api/${user}`, user) } as never, context(user)),
      );
    // Act: the first starts first and ends last.
    await Promise.all([invoke('first', 30), invoke('second', 1)]);
    vi.unstubAllEnvs();
    // Assess
    expect(out).toHaveLength(2);
    expect(out.find((line) => line.includes('GET /api/first'))).toContain('user=first');
    expect(out.find((line) => line.includes('GET /api/second'))).toContain('user=second');
  });

  it('counts the store calls of each invocation and the items they read, apart from concurrent ones, and reports them on the answer outside AWS', async () => {
    // Prepare: two invocations scoped as the local cloud scopes them, the first ending last
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '10');
    const store = await InvokeStore.getInstanceAsync(true);
    const handler = middy(async (event: { calls: number; wait: number }) => {
      for (let i = 0; i < event.calls; i++) {
        noteStoreCall();
        await pause(event.wait);
        noteItemsRead({ Items: [{}, {}], Count: 2, ScannedCount: 2 });
      }
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
    }).use(observe('tickets', { metrics: false }));
    const invoke = (id: string, calls: number, wait: number) =>
      store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: id }, () =>
        handler({ calls, wait, ...httpEvent(`GET /api/${id}`, id) } as never, context(id)),
      );
    // Act
    const [three, one] = await Promise.all([invoke('three', 3, 10), invoke('one', 1, 1)]);
    vi.unstubAllEnvs();
    // Assess
    expect(three.headers).toEqual({ 'content-type': 'application/json', [STORE_CALLS_HEADER]: '3', [STORE_ITEMS_HEADER]: '6' });
    expect(one.headers).toEqual({ 'content-type': 'application/json', [STORE_CALLS_HEADER]: '1', [STORE_ITEMS_HEADER]: '2' });
    expect(out.find((line) => line.includes('GET /api/three'))).toContain('store=3');
    expect(out.find((line) => line.includes('GET /api/one'))).toContain('store=1');
  });

  it('counts the items each kind of answer read', () => {
    // Prepare: the answers of a get, a query whose filter kept 1 of 3, a batch over two tables, a transaction, a write
    const answers = [
      { Item: { id: 'a' } },
      {},
      { Items: [{}], Count: 1, ScannedCount: 3 },
      { Responses: { portal: [{}, {}], other: [{}] }, UnprocessedKeys: {} },
      { Responses: [{ Item: {} }, {}, { Item: {} }] },
      { Attributes: { id: 'a' } },
    ];
    // Act
    const items = answers.map(itemsReadBy);
    // Assess
    expect(items).toEqual([1, 0, 3, 3, 2, 0]);
  });

  it('emits a CloudWatch metric per request by function and status class, the route and duration as properties', async () => {
    // Prepare
    const handler = middy(async () => ({ statusCode: 204 })).use(observe('roles', { metrics: true }));
    // Act
    await handler(httpEvent('DELETE /api/roles/{id}', 'r3'), context('l3'));
    // Assess
    const emf = out
      .map((line) => JSON.parse(line.startsWith('{') ? line : 'null'))
      .filter((entry) => entry?._aws?.CloudWatchMetrics?.[0]?.Metrics?.some((m: { Name: string }) => m.Name === 'requests'));
    expect(emf).toHaveLength(1);
    expect(emf[0]._aws.CloudWatchMetrics[0].Namespace).toBe('Portal');
    // Each distinct set of dimensions is a metric billed monthly: by function and status class only.
    expect([...emf[0]._aws.CloudWatchMetrics[0].Dimensions[0]].sort()).toEqual(['service', 'status_class']);
    expect(emf[0]._aws.CloudWatchMetrics[0].Metrics.map((m: { Name: string }) => m.Name)).toEqual(['requests']);
    expect(emf[0]).toMatchObject({ service: 'roles', route: 'DELETE /api/roles/{id}', status_class: '2xx', requests: 1 });
    expect(Number(emf[0].duration_ms)).toBeGreaterThanOrEqual(0);
  });
});

describe('readableLine', () => {
  it('puts user and request first, shortens the request id and hides the Lambda context', () => {
    // Act
    const line = readableLine({
      level: 'WARN',
      message: 'mail throttled',
      timestamp: '2026-01-02T03:04:05.006Z',
      service: 'portal',
      function_name: 'portal-auth',
      cold_start: true,
      subject: 'Reset your password',
      request_id: '5f2c9a10-aaaa-bbbb-cccc-000000000000',
      user_id: 'user-1',
    });
    // Assess
    expect(line).toMatch(/^\d\d:\d\d:05\.006 WARN {2}mail throttled user=user-1 req=5f2c9a10 subject="Reset your password"$/);
  });

  it('prints an error’s stack below its line', () => {
    // Prepare
    const error = new Error('boom');
    // Act
    const lines = readableLine({ level: 'ERROR', message: 'unhandled error', error }).split('\n');
    // Assess
    expect(lines[0]).toMatch(/ERROR unhandled error error="boom"$/);
    expect(lines[1]).toBe('    Error: boom');
    expect(lines.slice(2).every((l) => l.startsWith('        at ') || l.startsWith('    '))).toBe(true);
  });
});
