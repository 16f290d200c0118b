// `npm run bench`: latency of the platform's hot calls through the local gateway, and the SPA's bundle sizes.
// Numbers from one machine: compare runs on the same machine, not with AWS.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { startLocalCloud } from '../../infra/local/cloud';

process.env.LOG_LEVEL = 'silent';
const ROUNDS = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const measure = async (name: string, run: () => Promise<Response>) => {
  await run(); // warm the handler module
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
};

const bundleSizes = () => {
  const dir = join(process.cwd(), 'dist', 'assets');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  } catch {
    console.log('\n(no dist/: run npm run build for bundle sizes)');
    return;
  }
  const sizes = files.map((f) => ({ f, raw: statSync(join(dir, f)).size, gz: gzipSync(readFileSync(join(dir, f))).length }));
  sizes.sort((a, b) => b.gz - a.gz);
  console.log('\nSPA bundles (largest first, gzip):');
  for (const s of sizes.slice(0, 8)) console.log(`  ${s.f.padEnd(44)} ${(s.gz / 1024).toFixed(1).padStart(7)} KiB (${(s.raw / 1024).toFixed(0)} KiB raw)`);
  console.log(`  total: ${(sizes.reduce((n, s) => n + s.gz, 0) / 1024).toFixed(1)} KiB gzip in ${sizes.length} files`);
};

const cloud = await startLocalCloud({ port: 0, inMemory: true, spa: 'none', quiet: true });
try {
  const json = { 'content-type': 'application/json' };
  const login = () =>
    fetch(`${cloud.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'superadmin@example.edu.au', password: 'Portal-demo-2026' }) });
  const { access_token } = (await (await login()).json()) as { access_token: string };
  const auth = { ...json, authorization: `Bearer ${access_token}` };
  console.log(`${ROUNDS} sequential calls each, after one warm-up:\n`);
  await measure('POST /api/login (scrypt)', login);
  await measure('POST /api/get-user', () => fetch(`${cloud.url}/api/get-user`, { method: 'POST', headers: auth }));
  await measure('GET /api/users (page of 15)', () => fetch(`${cloud.url}/api/users`, { headers: auth }));
  await measure('GET /api/users?pagination=1000', () => fetch(`${cloud.url}/api/users?pagination=1000`, { headers: auth }));
  await measure('GET /api/permission-settings', () => fetch(`${cloud.url}/api/permission-settings`, { headers: auth }));
} finally {
  await cloud.stop();
}
bundleSizes();
