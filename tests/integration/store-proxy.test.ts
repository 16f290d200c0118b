// The store proxy (infra/local/store-proxy.ts), the local store's only address: it refuses a request whose Host names
// another machine, as a page whose DNS name was rebound to 127.0.0.1 would send it, and serves one naming this machine.
// Cut off, it refuses and drops connections as a store out of reach does, so the SDK fails at once with an error the
// functions answer 503 for, and it serves again on the same port. The cut is of a proxy of this file's own, chained in
// front of the cloud's store: the other files' store stays up.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { isUnavailable } from '@functions/platform/unavailable';
import { dynamoDbLocalCommand } from '@infra/local/dynamodb-launcher';
import { freePort } from '@infra/local/ports';
import { startStoreProxy, type StoreProxy } from '@infra/local/store-proxy';

const ports = inject('cloudPorts');
const env = inject('cloudEnv');

/** A ListTables call to the store on `port` naming `host`: the status it is answered with. */
const listTablesNaming = (port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        // A connection of its own: a refusal closes the one it came on.
        agent: false,
        headers: {
          host,
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.ListTables',
          // DynamoDB Local reads the key's id from it and checks no signature.
          authorization: `AWS4-HMAC-SHA256 Credential=${env.AWS_ACCESS_KEY_ID}/20250101/${env.AWS_REGION}/dynamodb/aws4_request, SignedHeaders=host, Signature=00`,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end('{}');
  });

const storeClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    // One attempt: what a single call meets, not the SDK's retries over it.
    maxAttempts: 1,
  });

describe("the local store's address", () => {
  it.each(['evil.example', `evil.example:${ports.dynamodb}`, 'portal.example.edu.au'])('refuses a request for %s with 421', async (host) => {
    // Act
    const status = await listTablesNaming(ports.dynamodb, host);
    // Assess
    expect(status).toBe(421);
  });

  it.each([`127.0.0.1:${ports.dynamodb}`, `localhost:${ports.dynamodb}`])('serves the same request for %s', async (host) => {
    // Act
    const status = await listTablesNaming(ports.dynamodb, host);
    // Assess
    expect(status).toBe(200);
  });
});

describe('DynamoDB Local itself, behind the proxy', () => {
  // Its own port is told to no client, but a page rebinding its name could still find it on the loopback: the JVM's
  // launcher (infra/local/java/LoopbackDynamoDbLocal.java) refuses a foreign Host too. A JVM of this test's own.
  let jvm: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    const { command, args, cwd } = await dynamoDbLocalCommand(port, undefined);
    jvm = spawn(command, args, { cwd, stdio: 'ignore' });
    await vi.waitFor(() => listTablesNaming(port, `127.0.0.1:${port}`), { timeout: 30_000, interval: 250 });
  }, 40_000);
  afterAll(() => {
    jvm?.kill();
  });

  it.each([
    ['evil.example', ''],
    ['evil.example at its port', ':port'],
  ])('refuses a request for %s with 421', async (_, withPort) => {
    // Act
    const status = await listTablesNaming(port, `evil.example${withPort && `:${port}`}`);
    // Assess
    expect(status).toBe(421);
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])('serves a request for %s at its port', async (name) => {
    // Act
    const status = await listTablesNaming(port, `${name}:${port}`);
    // Assess
    expect(status).toBe(200);
  });
});

describe('the store cut off', () => {
  let proxy: StoreProxy;
  let client: DynamoDBClient;

  beforeAll(async () => {
    proxy = await startStoreProxy(0, ports.dynamodb);
    client = storeClient(proxy.endpoint);
  });

  afterAll(async () => {
    client?.destroy();
    await proxy?.stop();
  });

  it('fails calls at once with a network error while cut, then serves again on the same port', async () => {
    // Prepare: a kept-alive connection to the store, as the functions hold theirs
    const before = await client.send(new ListTablesCommand({}));
    // Act
    const cut = proxy.cut(1_500);
    const started = Date.now();
    const during = await client.send(new ListTablesCommand({})).then(
      () => undefined,
      (error: unknown) => error,
    );
    const failedAfter = Date.now() - started;
    const stillCut = await client.send(new ListTablesCommand({})).then(
      () => 'answered',
      () => 'failed',
    );
    await cut;
    const after = await client.send(new ListTablesCommand({}));
    // Assess
    expect(before.TableNames).toContain(env.TABLE_NAME);
    expect(during).toBeDefined();
    expect(isUnavailable(during)).toBe(true);
    expect(failedAfter).toBeLessThan(1_000);
    expect(stillCut).toBe('failed');
    expect(after.TableNames).toContain(env.TABLE_NAME);
    expect(proxy.endpoint).toBe(`http://127.0.0.1:${proxy.port}`);
  });

  it('drops the connections open when the cut comes', async () => {
    // Prepare: a connection open to the store, idle between calls
    const open = connect(proxy.port, '127.0.0.1');
    await once(open, 'connect');
    const closed = once(open, 'close');
    // Act
    const cut = proxy.cut(1_000);
    const droppedDuringCut = await Promise.race([closed.then(() => true), sleep(500).then(() => false)]);
    await cut;
    // Assess
    expect(droppedDuringCut).toBe(true);
  });
});
