// s3rver: the S3 stand-in, with the files bucket ready for presigned uploads from the portal's origin. It checks every
// request's signature (sigv4-check.ts) and a POST upload's policy (s3-post-uploads.ts) as S3 does, and writes a key
// once for a PUT that asks so (an upload ticket's).
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { EMULATOR_CREDENTIALS } from './credentials';
import { isThisMachine } from './http-responses';
import { enforcePostPolicies } from './s3-post-uploads';
import { checkSigV4 } from './sigv4-check';

const require = createRequire(import.meta.url);
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

/** The part of s3rver's Koa context the guard reads. */
interface GuardContext {
  method: string;
  host: string;
  /** The path and query as they stood on the request line. */
  url: string;
  /** The path alone, as sent (percent-encoded): `/<bucket>/<key>`. */
  path: string;
  querystring: string;
  headers: Record<string, string | string[] | undefined>;
  store: { existsObject(bucket: string, key: string): Promise<boolean> };
}

/**
 * The requests S3 takes without a signature: a CORS preflight (a browser sends none, and S3 answers it from the
 * bucket's CORS rules alone) and a browser's POST upload to the bucket, signed by its form's policy, which
 * s3-post-uploads.ts checks. A POST with a query (`?delete` deletes objects, `?uploads` starts a multipart upload) is
 * an API call and must be signed as every other is.
 */
const takenUnsigned = (ctx: GuardContext): boolean =>
  ctx.method === 'OPTIONS' || (ctx.method === 'POST' && ctx.querystring === '' && ctx.headers.authorization === undefined);

const secretOf = (accessKeyId: string) => (accessKeyId === EMULATOR_CREDENTIALS.accessKeyId ? EMULATOR_CREDENTIALS.secretAccessKey : undefined);

/**
 * As strict as S3 where s3rver is not (docs/decisions.md, "Headers, origins and the local cloud"): a request for
 * another host (a page that rebinds its DNS name to this machine) is refused, and every request but those S3 takes
 * unsigned must carry a SigV4 signature, by header or presigned link, that the emulator credentials give for exactly
 * this request, and be within its time (sigv4-check.ts). The files bucket is private on AWS; s3rver, which never
 * computes a V4 signature, would serve anything that merely looks signed.
 */
const guard = async (ctx: GuardContext, next: () => Promise<void>) => {
  if (!isThisMachine(ctx.host)) throw new S3Error('AccessDenied', 'This storage answers for this machine only.');
  if (!takenUnsigned(ctx)) {
    const refusal = checkSigV4({ method: ctx.method, url: ctx.url, headers: ctx.headers }, { now: new Date(), secretOf });
    if (refusal) throw new S3Error(refusal.code, refusal.message);
  }
  const object = objectOf(ctx);
  if (!object || (ctx.method !== 'PUT' && ctx.method !== 'DELETE')) return next();
  return inTurn(`${object.bucket}/${object.key}`, async () => {
    if (ctx.method === 'PUT' && ctx.headers['if-none-match'] === '*' && (await ctx.store.existsObject(object.bucket, object.key))) {
      // An upload ticket's PUT (it writes its key once), answered as S3 answers it; s3rver ignores the header.
      throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    }
    await next();
  });
};

/** The bucket and key a request names, when it names an object (not the bucket itself). */
const objectOf = (ctx: GuardContext): { bucket: string; key: string } | undefined => {
  const [bucket = '', ...key] = ctx.path.slice(1).split('/').map(decodeURIComponent);
  return bucket && key.join('/') ? { bucket, key: key.join('/') } : undefined;
};

// Each key's writes in turn. S3 makes every PUT or DELETE of an object whole and atomic, and of two conditional PUTs
// at once lets one win; s3rver writes an object's files one after another, so two writes of one key at once (a double
// click confirming one upload) could fail or leave a mix of both.
const writesInTurn = new Map<string, Promise<unknown>>();

const inTurn = async (path: string, write: () => Promise<void>): Promise<void> => {
  const mine = (writesInTurn.get(path) ?? Promise.resolve()).catch(() => undefined).then(write);
  writesInTurn.set(path, mine);
  try {
    await mine;
  } finally {
    if (writesInTurn.get(path) === mine) writesInTurn.delete(path);
  }
};

/** The part of s3rver's filesystem store an object's write uses. */
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
}

interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: Record<string, string>;
}

/**
 * An object's bytes written whole before anyone reads them, as S3 answers a PUT: s3rver writes the object file in
 * place and answers before the bytes are on disk, so a read just after (or during) a write could see part of it. Here
 * they go to a file of their own, renamed over the object's once complete (a reader has the old file or the new).
 */
const writeWhole =
  (store: FilesystemStore) =>
  async (object: StoredObject): Promise<{ size: number; md5: string }> => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${randomUUID()}.part`;
    const md5 = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(source, counted, createWriteStream(partial));
      await rename(partial, objectPath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** The bucket's CORS rules: the portal's pages PUT files and GET them through presigned URLs. */
const corsConfiguration = (origins: string[]): string => `<CORSConfiguration>
  <CORSRule>
    ${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('\n    ')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** Starts s3rver on `port` with its objects under `directory`; (re)applies the bucket and its CORS rules on every start. */
export const startS3Local = async (port: number, directory: string, bucket: string, origins: string[]): Promise<S3Local> => {
  enforcePostPolicies();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [corsConfiguration(origins)] }],
  });
  // After s3rver's logger and its XML encoder, so that a refusal is answered as S3 answers one.
  (server as unknown as { middleware: unknown[] }).middleware.splice(2, 0, guard);
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.putObject = writeWhole(store);
  const address = await server.run();
  return { endpoint: `http://localhost:${address.port}`, stop: () => server.close() };
};
