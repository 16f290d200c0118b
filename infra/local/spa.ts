// Serves the React SPA on the gateway's origin, as CloudFront does on AWS: Vite in middleware mode
// while developing (HMR over the same HTTP server), or the built files in `dist/` with the SPA fallback.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { compressedFile, encodingFor } from './compressed-files';
import { GATEWAY_MESSAGES, sendJson } from './http-responses';
import { REPO_ROOT } from './paths';

export type SpaMode = 'dev' | 'dist' | 'none';

export interface Spa {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void;
  close(): Promise<void>;
}

const VITE_CONFIG = join(REPO_ROOT, 'vite.config.ts');
const OPEN_IN_EDITOR_PATH = '/__open-in-editor';
const DEFAULT_DIST_DIR = join(REPO_ROOT, 'dist');

export interface SpaOptions {
  /** The built SPA's folder in `dist` mode; `dist/` of the repository by default. */
  distDir?: string;
  /** Development: the nonce Vite puts on the scripts it injects into index.html (the CSP names it). */
  scriptNonce?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

const notFound = (res: ServerResponse) => sendJson(res, 404, GATEWAY_MESSAGES.notFound);

interface DistFile {
  file: string;
  size: number;
  modified: number;
}

/** Sends a built file, compressed when the browser accepts it (as CloudFront does), with its cache policy. */
const sendFile = async (req: IncomingMessage, res: ServerResponse, { file, size, modified }: DistFile, cacheControl: string): Promise<void> => {
  const encoding = encodingFor(file, size, req.headers['accept-encoding']);
  const body = encoding ? await compressedFile(file, modified, encoding) : undefined;
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': body?.length ?? size,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
    ...(encoding && { 'content-encoding': encoding }),
  });
  if (req.method === 'HEAD') res.end();
  else if (body) res.end(body);
  else createReadStream(file).pipe(res);
};

/** A file under `distDir` for a URL path, or undefined when the path leaves `distDir` or names no file. */
const distFile = async (distDir: string, pathname: string): Promise<DistFile | undefined> => {
  const file = normalize(join(distDir, decodeURIComponent(pathname)));
  if (!file.startsWith(distDir + sep)) return undefined;
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? { file, size: stats.size, modified: stats.mtimeMs } : undefined;
};

const distSpa = (distDir: string): Spa => {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) throw new Error('dist/index.html is missing: run `npm run build` first, or start without --dist');
  const serve = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
    const found = await distFile(distDir, url.pathname);
    // Hashed bundles never change; index.html must be revalidated so a new build is picked up.
    if (found) return sendFile(req, res, found, url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Client-side routes (`/users/12`) get the app; a missing file (`/logo.png`) stays a 404.
    if (extname(url.pathname) === '') {
      const { size, mtimeMs } = await stat(index);
      return sendFile(req, res, { file: index, size, modified: mtimeMs }, 'no-cache');
    }
    notFound(res);
  };
  return {
    handle: (req, res, url) => {
      serve(req, res, url).catch(() => sendJson(res, 400, GATEWAY_MESSAGES.badRequest));
    },
    close: async () => undefined,
  };
};

const devSpa = async (server: Server, scriptNonce: string | undefined): Promise<Spa> => {
  if (!existsSync(VITE_CONFIG)) throw new Error('vite.config.ts is missing: the SPA cannot be served in development mode');
  // Imported only here: tests and `--dist` runs never pay for loading Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: VITE_CONFIG,
    // Here rather than in vite.config.ts: a nonce written into the built index.html would be the same for every visitor, forever.
    html: { cspNonce: scriptNonce },
    server: {
      middlewareMode: true,
      ws: { server }, // Vite 8's name for the former `hmr.server`: HMR shares the gateway's port
      cors: false, // the SPA loads from its own origin; no other page (another local dev server) may read its modules
    },
    appType: 'spa',
  });
  return {
    handle: (req, res, url) => {
      // Vite's launch-editor endpoint opens whatever file a plain GET names; nothing in the SPA uses it.
      // Lower-cased: Vite's router (connect) matches mount paths in any case.
      if (url.pathname.toLowerCase().startsWith(OPEN_IN_EDITOR_PATH)) return notFound(res);
      vite.middlewares(req, res, () => notFound(res));
    },
    close: () => vite.close(),
  };
};

/** The SPA server of a mode; `none` answers 404 to everything that is not the API. */
export const createSpa = async (mode: SpaMode, server: Server, options: SpaOptions = {}): Promise<Spa> => {
  switch (mode) {
    case 'dev':
      return devSpa(server, options.scriptNonce);
    case 'dist':
      return distSpa(resolve(options.distDir ?? DEFAULT_DIST_DIR)); // no trailing separator: distFile compares prefixes
    case 'none':
      return { handle: (_req, res) => notFound(res), close: async () => undefined };
  }
};
