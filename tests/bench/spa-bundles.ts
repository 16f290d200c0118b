// The SPA's weight (issue 13), from the build in dist/: what the sign-in route loads (its JavaScript, gzip, as
// Chromium fetches it from the local cloud), the largest lazy chunk (any JavaScript file that index.html neither
// runs nor preloads), and the largest files. Sizes are each file gzipped whole, as a CDN serves it compressed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../infra/local/paths';
import { git } from './machine';

const DIST = join(REPO_ROOT, 'dist');
const ASSETS = join(DIST, 'assets');
/** The sign-in page's path in the SPA's router. */
export const SIGN_IN_PATH = '/login';

/** Builds the SPA when dist/ is missing or older than a source file of it; answers what it did. */
export const ensureSpaBuilt = (): string => {
  const index = join(DIST, 'index.html');
  const inputs = git('ls-files', '--cached', '--others', '--exclude-standard', 'web', 'shared', 'vite.config.ts', 'package-lock.json')
    .split('\n')
    .filter((file) => file && !/\.test\.tsx?$/.test(file) && existsSync(join(REPO_ROOT, file)));
  const newest = Math.max(...inputs.map((file) => statSync(join(REPO_ROOT, file)).mtimeMs));
  const built = existsSync(index);
  if (built && statSync(index).mtimeMs >= newest) return 'dist/ is newer than every source of the SPA: measured as built';
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
  return `dist/ was ${built ? 'older than a source of the SPA' : 'missing'}: built by the bench first`;
};

export interface SpaFile {
  file: string;
  raw: number;
  gzip: number;
}

/** Every JavaScript and CSS file of the build, largest (gzip) first. */
export const spaFiles = (): SpaFile[] =>
  readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const bytes = readFileSync(join(ASSETS, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);

/** The files index.html runs or preloads: all the rest load lazily, when a route or a widget asks for them. */
const initialFiles = (): Set<string> =>
  new Set([...readFileSync(join(DIST, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!));

export interface SpaWeight {
  /** The JavaScript files Chromium fetched to show the sign-in page, and their gzip total. */
  signIn: { files: SpaFile[]; gzip: number };
  largestLazy: SpaFile;
}

/** Opens the sign-in page of the SPA served at `url` in Chromium and weighs what it fetched, and the lazy chunks. */
export const weighSpa = async (url: string): Promise<SpaWeight> => {
  const files = new Map(spaFiles().map((f) => [f.file, f]));
  // The browser the e2e suite runs (Debian's Chromium, its flags); loaded only when the SPA is weighed.
  const { chromium } = await import('@playwright/test');
  const { default: playwrightConfig } = await import('../../playwright.config');
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const fetched = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const name = /\/assets\/([^/?]+\.js)$/.exec(new URL(response.url()).pathname)?.[1];
      if (name) fetched.add(name);
    });
    await page.goto(`${url}${SIGN_IN_PATH}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  } finally {
    await browser.close();
  }
  const signIn = [...fetched].flatMap((f) => files.get(f) ?? []).sort((a, b) => b.gzip - a.gzip);
  const initial = initialFiles();
  const lazy = [...files.values()].filter((f) => f.file.endsWith('.js') && !initial.has(f.file));
  return { signIn: { files: signIn, gzip: signIn.reduce((n, f) => n + f.gzip, 0) }, largestLazy: lazy[0]! };
};
