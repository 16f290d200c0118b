// Every answer the local gateway makes carries the portal's security headers, as CloudFront's response
// headers policy adds them on AWS: API answers, the gateway's own errors, config.json and the SPA's files.
// config.json names the configured origin whatever Host a request claims, and API preflights get 204
// without CORS headers (the API is same-origin only).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type Gateway } from '../../infra/local/gateway';
import { call, CLIENT_ADDRESS } from '../support/api';
import { expectSecurityHeaders, type ExpectedPolicy } from './security-header-expectations';

const ports = inject('cloudPorts');
const portal: ExpectedPolicy = {
  filesOrigin: `http://localhost:${ports.s3}`,
  realtimeUrl: `ws://localhost:${ports.gateway}/ws`,
};

/** Headers of a request that announces a body over the 10 MB limit, without sending it: the gateway refuses on Content-Length. */
const announceOversizedBody = (path: string): Promise<{ status: number; headers: Headers }> =>
  new Promise((resolve, reject) => {
    const req = request(`${inject('apiUrl')}${path}`, {
      method: 'POST',
      localAddress: CLIENT_ADDRESS,
      headers: { 'content-type': 'application/json', 'content-length': String(11 * 1024 * 1024) },
    });
    req.once('response', (res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
      resolve({ status: res.statusCode ?? 0, headers });
      res.resume();
      req.destroy();
    });
    req.once('error', reject);
    req.flushHeaders();
  });

describe('security headers on the gateway of the local cloud', () => {
  it.each([
    ['an API answer', 'POST', '/api/login', 422, { body: {} }],
    ['an API refusal', 'GET', '/api/profile', 401, {}],
    ['its 404 for an unknown API path', 'GET', '/api/no-such-thing', 404, {}],
    ['its 405 for a method the path does not take', 'PATCH', '/api/login', 405, {}],
    ['its 404 outside the API', 'GET', '/no-such-file.png', 404, {}],
    ['its 403 for a push to a websocket connection not signed by the local cloud', 'POST', '/_ws/@connections/nobody', 403, { body: {} }],
    ['config.json', 'GET', '/config.json', 200, {}],
  ] as const)('are sent with %s', async (what, method, path, status, options) => {
    // Act
    const res = await call(method, path, options);
    // Assess
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers, portal, what);
  });

  it('are sent with its 413 for a body over the limit', async () => {
    // Act
    const res = await announceOversizedBody('/api/login');
    // Assess
    expect(res.status).toBe(413);
    expectSecurityHeaders(res.headers, portal, '413');
  });
});

describe('GET /config.json', () => {
  it('names the websocket of the configured origin, whichever of its own names the request used', async () => {
    // Act
    const res = await call('GET', '/config.json', { headers: { host: `127.0.0.1:${ports.gateway}` } });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ apiUrl: '/api', wsUrl: `ws://localhost:${ports.gateway}/ws` });
  });
});

describe('a request for another host', () => {
  it.each(['/config.json', '/api/login', '/', '/_ws/@connections/abc'])(
    'is refused at %s with 421, as a name rebound to this machine would send it',
    async (path) => {
      // Act
      const res = await call('GET', path, { headers: { host: 'evil.example:666' } });
      // Assess
      expect(res.status).toBe(421);
      expect(res.body).toEqual({ message: 'Misdirected Request: this portal answers for its own address only.' });
    },
  );
});

describe('OPTIONS /api/...', () => {
  it.each(['/api/login', '/api/users/42', '/api/no-such-thing'])('answers a preflight to %s with 204 and no CORS permission', async (path) => {
    // Act
    const res = await call('OPTIONS', path, {
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    // Assess
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    expectSecurityHeaders(res.headers, portal, 'the preflight');
  });
});

describe('security headers on the built SPA (--dist)', () => {
  let gateway: Gateway;
  let distDir: string;
  let spa: ExpectedPolicy;

  beforeAll(async () => {
    // Prepare: a stand-in build served by a gateway of its own
    distDir = await mkdtemp(join(tmpdir(), 'portal-dist-headers-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(distDir, 'assets', 'app-1a2b.js'), 'console.log("portal");');
    gateway = await startGateway({ port: 0, spa: 'dist', distDir, log: () => undefined, filesOrigin: 'http://localhost:4569' });
    spa = { filesOrigin: 'http://localhost:4569', realtimeUrl: `ws://localhost:${gateway.port}/ws` };
  });

  afterAll(async () => {
    await gateway?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each([
    ['the index', '/', 200],
    ['a bundle', '/assets/app-1a2b.js', 200],
    ['the index for a client-side route', '/users/42', 200],
    ['a missing file', '/logo.png', 404],
  ])('are sent with %s', async (what, path, status) => {
    // Act
    const res = await fetch(`${gateway.url}${path}`);
    // Assess
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers, spa, what);
  });
});
