// s3rver: the S3 stand-in, with the files bucket ready for presigned uploads from the portal's origin. It checks every
// request's signature (sigv4-check.ts) and a POST upload's policy (s3-post-uploads.ts) as S3 does, and writes a key
// once for a PUT that asks so (an upload ticket's).
import { createRequire } from 'node:module';
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
  if (ctx.method === 'PUT' && ctx.headers['if-none-match'] === '*') return writeOnce(ctx, next);
  await next();
};

// The keys a conditional PUT is writing right now: S3 lets one of two PUTs at once win, and so does this.
const beingWritten = new Set<string>();

/**
 * A PUT with `If-None-Match: *` (an upload ticket's: it writes its key once) as S3 answers it: 412 when the key holds
 * an object or another such PUT is writing it. s3rver ignores the header.
 */
const writeOnce = async (ctx: GuardContext, next: () => Promise<void>) => {
  const [bucket = '', ...key] = ctx.path.slice(1).split('/').map(decodeURIComponent);
  const path = `${bucket}/${key.join('/')}`;
  const refused = () => new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
  if (beingWritten.has(path)) throw refused();
  // Claimed before anything is awaited, so a second PUT arriving meanwhile finds it taken.
  beingWritten.add(path);
  try {
    if (await ctx.store.existsObject(bucket, key.join('/'))) throw refused();
    await next();
  } finally {
    beingWritten.delete(path);
  }
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
  const address = await server.run();
  return { endpoint: `http://localhost:${address.port}`, stop: () => server.close() };
};
