// The built SPA's files compressed as CloudFront compresses them (brotli, else gzip, by the browser's
// Accept-Encoding; text types of 1,000 bytes to 10 MB), each file compressed once and kept while it is unchanged.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

// What CloudFront compresses (its list of compressible content types, here by the extensions the build writes).
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg', '.ico']);
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 9: near brotli's best on JavaScript at a fraction of quality 11's time, paid once per file.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/** The encoding to send a file in for an Accept-Encoding header, or undefined to send it as it is. */
export const encodingFor = (file: string, size: number, acceptEncoding: string | undefined): Encoding | undefined => {
  if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || size < MIN_BYTES || size > MAX_BYTES) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

// One entry per file and encoding: a rebuilt file replaces the bytes of the build before it.
const cache = new Map<string, { version: number; bytes: Promise<Buffer> }>();

/** A file's bytes in an encoding; `version` (its modification time) tells a rebuilt file from the one compressed before. */
export const compressedFile = (file: string, version: number, encoding: Encoding): Promise<Buffer> => {
  const key = `${encoding}:${file}`;
  const kept = cache.get(key);
  if (kept?.version === version) return kept.bytes;
  const bytes = readFile(file).then(compressors[encoding]);
  // A file that vanished mid-read is tried afresh next time.
  bytes.catch(() => cache.get(key)?.bytes === bytes && cache.delete(key));
  cache.set(key, { version, bytes });
  return bytes;
};
