// What a page of the built SPA downloads on a cold first visit, from Vite's manifest: the entry's static imports,
// the page's own chunk and its static imports, and the stylesheets of them all. Each file is weighed as the local
// gateway sends it (infra/local/compressed-files.ts: gzip level 9 as CloudFront compresses, small files as they are).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodingFor } from '../../infra/local/compressed-files';
import type { Manifest } from './spa-build';

export interface WeighedFile {
  file: string;
  bytes: number;
}

/** A file's size on the wire when the browser accepts gzip. */
export const wireSize = (dir: string, file: string): number => {
  const path = join(dir, file);
  const { size } = statSync(path);
  return encodingFor(path, size, 'gzip') ? gzipSync(readFileSync(path), { level: 9 }).length : size;
};

/** The scripts and stylesheets that load with these manifest entries: each one, its static imports, their CSS. */
export const filesLoadedWith = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no entry ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
};

/** The manifest keys of the build's entry points (index.html's script). */
export const entryKeys = (manifest: Manifest): string[] => Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

/** Every script and stylesheet of the build, once each. */
export const allFiles = (manifest: Manifest): string[] =>
  [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].filter((file) => /\.(js|css)$/.test(file));

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** Largest first, with the total: what the test prints when a page is over its budget. */
export const sizeTable = (files: readonly WeighedFile[]): string => {
  const sorted = [...files].sort((a, b) => b.bytes - a.bytes);
  const total = sorted.reduce((sum, f) => sum + f.bytes, 0);
  return [...sorted.map((f) => `${kib(f.bytes).padStart(10)}  ${f.file}`), `${kib(total).padStart(10)}  total of ${sorted.length} files`].join('\n');
};

export const total = (files: readonly WeighedFile[]): number => files.reduce((sum, f) => sum + f.bytes, 0);
