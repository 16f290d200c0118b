// The SPA build the size test weighs. `npm test` builds `dist/` once, before the suites, and says so with
// SPA_BUILD_FRESH=1 (the browser suite serves the same files); run alone, the test builds the working tree into a
// temporary folder, so it weighs the code as it is and leaves `dist/` (which a running e2e portal may serve) alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/paths';

/** One entry of Vite's build manifest (`build.manifest`), keyed by the source path under `web/`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface SpaBuild {
  dir: string;
  manifest: Manifest;
  /** Where the build came from, for the test's messages. */
  origin: string;
  /** Removes a temporary build; nothing for `dist/`. */
  dispose(): void;
}

const manifestOf = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The fresh `dist/` when `npm test` built it, else a build of the working tree into a temporary folder. */
export const spaBuild = (): SpaBuild => {
  if (process.env.SPA_BUILD_FRESH) {
    const dir = join(REPO_ROOT, 'dist');
    if (!existsSync(join(dir, '.vite', 'manifest.json'))) {
      throw new Error('SPA_BUILD_FRESH is set but dist/ has no .vite/manifest.json: run `npx vite build` first, or unset SPA_BUILD_FRESH.');
    }
    return { dir, manifest: manifestOf(dir), origin: 'dist/ (built by npm test)', dispose: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-spa-size-'));
  // Vitest sets NODE_ENV=test, which would make Vite build React's development files.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  return {
    dir,
    manifest: manifestOf(dir),
    origin: `a build of the working tree in ${dir}`,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
};
