// The gateway restarted in place (infra/local/gateway.ts `restart`, the chaos load's fault): on the same port, every
// socket dropped and every kept-alive connection closed, an idle one at once and one being answered once its answer
// is sent, so no call is cut off and the clients reconnect. A gateway of this file's own, its functions run here
// against the shared store; the cloud's gateway, which the other files use, is left alone.
import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { randomLoopbackAddress } from '../support/api';
import { signedInPerson } from '../support/fixtures';

type Gateway = Awaited<ReturnType<typeof import('@infra/local/gateway').startGateway>>;

let gateway: Gateway;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  const own = `http://localhost:${port}`;
  // Its functions push to its own sockets: the management and Lambda endpoints are this gateway's.
  vi.resetModules();
  Object.assign(process.env, inject('cloudEnv'), { APP_URL: own, WS_MANAGEMENT_ENDPOINT: `${own}/_ws`, LAMBDA_ENDPOINT: `${own}/_lambda` });
  const { startGateway } = await import('@infra/local/gateway');
  gateway = await startGateway({ port, filesOrigin: inject('cloudEnv').S3_ENDPOINT!, spa: 'none', log: () => undefined });
});

afterAll(async () => {
  await gateway?.close();
});

/** A sign-in sent in two parts: its headers and half its body now, the rest when `finish` is called. */
const signInInTwoParts = (agent: Agent) => {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  // From an address of its own: sign-in failures are counted per address.
  const req = request({
    host: '127.0.0.1',
    port: gateway.port,
    method: 'POST',
    path: '/api/login',
    agent,
    localAddress: randomLoopbackAddress(),
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  const answered = once(req, 'response') as Promise<[IncomingMessage]>;
  req.write(body.slice(0, 10));
  return { answered, finish: () => req.end(body.slice(10)) };
};

const get = (agent: Agent, path: string) =>
  new Promise<IncomingMessage & { socketUsed: Socket }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: gateway.port, path, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(Object.assign(res, { socketUsed: req.socket as Socket })));
    });
    req.once('error', reject);
    req.end();
  });

describe('the gateway restarted in place', () => {
  it('answers a call being received when it comes, then closes that connection', async () => {
    // Prepare: a call whose body is still arriving
    const agent = new Agent({ keepAlive: true });
    const call = signInInTwoParts(agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Act
    await gateway.restart();
    call.finish();
    const [res] = await call.answered;
    res.resume();
    // Assess: answered as ever (an unknown account), and not kept alive across the restart
    expect(res.statusCode).toBe(401);
    expect(res.headers.connection).toBe('close');
    agent.destroy();
  });

  it('closes an idle kept-alive connection and serves the next call on the same port', async () => {
    // Prepare
    const agent = new Agent({ keepAlive: true });
    const before = await get(agent, '/config.json');
    const closed = once(before.socketUsed, 'close');
    // Act
    await gateway.restart();
    await closed;
    const after = await get(agent, '/config.json');
    // Assess
    expect(before.statusCode).toBe(200);
    expect(after.statusCode).toBe(200);
    expect(after.socketUsed).not.toBe(before.socketUsed);
    agent.destroy();
  });

  it('drops every socket, which opens again on the same port', async () => {
    // Prepare
    const person = await signedInPerson();
    const url = `ws://127.0.0.1:${gateway.port}/ws?token=${encodeURIComponent(person.client.token)}`;
    const first = new WebSocket(url);
    await once(first, 'open');
    const dropped = once(first, 'close');
    // Act
    await gateway.restart();
    await dropped;
    const second = new WebSocket(url);
    await once(second, 'open');
    // Assess
    expect(first.readyState).toBe(WebSocket.CLOSED);
    expect(second.readyState).toBe(WebSocket.OPEN);
    second.close();
  });
});
