// s3rver: the S3 stand-in, with the files bucket ready for presigned uploads from the portal's origin,
// whose POST policies it checks as S3 does (s3-post-uploads.ts).
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { isThisMachine } from './http-responses';
import { enforcePostPolicies } from './s3-post-uploads';

const require = createRequire(import.meta.url);
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

/** The part of s3rver's Koa context the guard reads. */
interface GuardContext {
  method: string;
  host: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * As strict as S3 where s3rver is not (docs/decisions.md, "Headers, origins and the local cloud"): an unsigned request (a GET, a PUT, a
 * listing) is refused, as the files bucket is private on AWS; a presigned link is refused once it has expired; and a
 * request for another host (a page that rebinds its DNS name to this machine) is refused. A browser's POST upload is
 * signed by its form's policy, which s3-post-uploads.ts checks; a CORS preflight carries no signature on AWS either.
 */
const guard = async (ctx: GuardContext, next: () => Promise<void>) => {
  if (!isThisMachine(ctx.host)) throw new S3Error('AccessDenied', 'This storage answers for this machine only.');
  if (ctx.method !== 'OPTIONS' && ctx.method !== 'POST') {
    const presigned = typeof ctx.query['X-Amz-Signature'] === 'string';
    if (!presigned && !String(ctx.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
      throw new S3Error('AccessDenied', 'Access Denied: the request is not signed.');
    }
    if (presigned) {
      const at = String(ctx.query['X-Amz-Date'] ?? '');
      const signedAt = Date.parse(`${at.slice(0, 4)}-${at.slice(4, 6)}-${at.slice(6, 11)}:${at.slice(11, 13)}:${at.slice(13, 15)}Z`);
      const expires = Number(ctx.query['X-Amz-Expires']);
      if (!Number.isFinite(signedAt) || !Number.isFinite(expires) || Date.now() > signedAt + expires * 1000) {
        throw new S3Error('AccessDenied', 'Request has expired');
      }
    }
  }
  await next();
};

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** The bucket's CORS rules: the portal's pages POST files and GET them through presigned URLs. */
const corsConfiguration = (origins: string[]): string => `<CORSConfiguration>
  <CORSRule>
    ${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('\n    ')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
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
