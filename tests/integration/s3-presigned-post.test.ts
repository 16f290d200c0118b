// The local S3 enforces presigned POST policies as S3 does: a browser upload made with a policy from
// @aws-sdk/s3-presigned-post is stored only when it matches the policy (size range, Content-Type, key,
// bucket, expiry, every field accounted for) and the policy carries a valid SigV4 signature of the
// emulator credentials; otherwise the refusal is S3's, in S3's words, with CORS headers for the portal.
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../infra/local/credentials';

const BUCKET = 'portal-files';
const PORTAL_ORIGIN = inject('apiUrl');
const s3 = new S3Client({
  endpoint: `http://localhost:${inject('cloudPorts').s3}`,
  region: 'ap-southeast-2',
  credentials: EMULATOR_CREDENTIALS,
  forcePathStyle: true, // s3rver serves buckets by path
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

afterAll(() => s3.destroy());

const uniqueKey = (name = 'picture.png') => `tests/post-policy/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}/${name}`;

/** A file of `size` bytes of a given type. */
const fileOf = (size: number, type = 'image/png') => new Blob([new Uint8Array(size).fill(7)], { type });

interface PolicyOptions {
  key?: string;
  contentType?: string;
  maxBytes?: number;
  expiresSeconds?: number;
  /** How the Content-Type condition is written: `{"Content-Type": ...}` or `["eq", "$Content-Type", ...]`. */
  contentTypeCondition?: 'object' | 'eq';
}

/** A presigned POST as the portal's functions will issue them. */
const presign = ({
  key = uniqueKey(),
  contentType = 'image/png',
  maxBytes = 1024,
  expiresSeconds = 600,
  contentTypeCondition = 'object',
}: PolicyOptions = {}) =>
  createPresignedPost(s3, {
    Bucket: BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      contentTypeCondition === 'object' ? { 'Content-Type': contentType } : ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresSeconds,
  });

interface UploadAnswer {
  status: number;
  code?: string;
  message?: string;
  text: string;
  headers: Headers;
}

/** Posts the form the browser would: the policy's fields (changed by `fields`), then the file, last. */
const upload = async (
  post: PresignedPost,
  file: Blob,
  fields: Record<string, string | undefined> = {},
  fileName = 'picture.png',
): Promise<UploadAnswer> => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...fields })) if (value !== undefined) form.append(name, value);
  form.append('file', file, fileName);
  const res = await fetch(post.url, { method: 'POST', body: form, headers: { origin: PORTAL_ORIGIN } });
  const text = await res.text();
  return {
    status: res.status,
    code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1],
    message: /<Message>([^<]*)<\/Message>/.exec(text)?.[1]?.replace(/&quot;/g, '"'),
    text,
    headers: res.headers,
  };
};

const isStored = async (key: string): Promise<boolean> =>
  s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

describe('presigned POST uploads to the local S3', () => {
  it('stores a file that matches its policy, with the policy’s Content-Type', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key, maxBytes: 100 });
    // Act
    const res = await upload(post, fileOf(100));
    // Assess
    expect(res.status).toBe(204);
    const stored = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(stored.ContentType).toBe('image/png');
    expect((await stored.Body!.transformToByteArray()).length).toBe(100);
  });

  it('refuses a file over the size range with EntityTooLarge, and stores nothing', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key, maxBytes: 100 });
    // Act
    const res = await upload(post, fileOf(101));
    // Assess
    expect(res).toMatchObject({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
    expect(res.text).toContain('<ProposedSize>101</ProposedSize>');
    expect(res.text).toContain('<MaxSizeAllowed>100</MaxSizeAllowed>');
    expect(await isStored(key)).toBe(false);
  });

  it('refuses an empty file under the range with EntityTooSmall', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key });
    // Act
    const res = await upload(post, fileOf(0));
    // Assess
    expect(res).toMatchObject({ status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' });
    expect(await isStored(key)).toBe(false);
  });

  it.each(['object', 'eq'] as const)('refuses another Content-Type than the policy names (condition written as %s)', async (contentTypeCondition) => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key, contentTypeCondition });
    // Act: an HTML page passed off as the picture
    const res = await upload(post, fileOf(10, 'text/html'), { 'Content-Type': 'text/html' });
    // Assess
    expect(res).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    });
    expect(await isStored(key)).toBe(false);
  });

  it('refuses another key than the policy names', async () => {
    // Prepare
    const key = uniqueKey();
    const elsewhere = uniqueKey('someone-else.png');
    const post = await presign({ key });
    // Act
    const res = await upload(post, fileOf(10), { key: elsewhere });
    // Assess
    expect(res).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${key}"]`,
    });
    expect(await isStored(elsewhere)).toBe(false);
    expect(await isStored(key)).toBe(false);
  });

  it('refuses an expired policy', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key, expiresSeconds: -1 });
    // Act
    const res = await upload(post, fileOf(10));
    // Assess
    expect(res).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    expect(await isStored(key)).toBe(false);
  });

  it('refuses a policy changed after signing (a larger size range) with SignatureDoesNotMatch', async () => {
    // Prepare: the signed policy allows 100 bytes; the forged one 10 MB, under the original signature
    const key = uniqueKey();
    const post = await presign({ key, maxBytes: 100 });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((c) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10_000_000] : c,
    );
    const forged = Buffer.from(JSON.stringify(policy)).toString('base64');
    // Act
    const res = await upload(post, fileOf(500), { Policy: forged });
    // Assess
    expect(res).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await isStored(key)).toBe(false);
  });

  it('refuses a signature made with another secret', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key });
    // Act
    const res = await upload(post, fileOf(10), { 'X-Amz-Signature': post.fields['X-Amz-Signature']!.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
    // Assess
    expect(res).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await isStored(key)).toBe(false);
  });

  it('refuses an upload without a policy as anonymous', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key });
    // Act
    const res = await upload(post, fileOf(10), { Policy: undefined, 'X-Amz-Signature': undefined });
    // Assess
    expect(res).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect(await isStored(key)).toBe(false);
  });

  it('refuses a field the policy does not account for', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key });
    // Act
    const res = await upload(post, fileOf(10), { 'x-amz-meta-owner': 'mallory' });
    // Assess
    expect(res).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner' });
    expect(await isStored(key)).toBe(false);
  });

  it('reads form field names in any case, as S3 does', async () => {
    // Prepare
    const key = uniqueKey();
    const post = await presign({ key });
    const lowerCased = Object.fromEntries(Object.entries(post.fields).map(([name, value]) => [name.toLowerCase(), value]));
    // Act
    const res = await upload({ url: post.url, fields: {} }, fileOf(10), lowerCased);
    // Assess
    expect(res.status).toBe(204);
    expect(await isStored(key)).toBe(true);
  });

  it('stores under the key the policy allows when the key names ${filename}', async () => {
    // Prepare
    const folder = uniqueKey('').replace(/\/$/, '');
    const post = await presign({ key: `${folder}/\${filename}` });
    // Act
    const res = await upload(post, fileOf(10), {}, 'scan.png');
    // Assess
    expect(res.status).toBe(204);
    expect(await isStored(`${folder}/scan.png`)).toBe(true);
  });

  it('answers the portal’s origin with CORS headers, refusals included, so the SPA can read the status', async () => {
    // Prepare
    const post = await presign({ maxBytes: 10 });
    // Act
    const preflight = await fetch(post.url, { method: 'OPTIONS', headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'POST' } });
    const refusal = await upload(post, fileOf(11));
    // Assess
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(refusal.status).toBe(400);
    expect(refusal.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
  });
});
