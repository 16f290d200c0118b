// The SigV4 check against what the AWS SDK really sends: each request is made by @aws-sdk/client-s3 (or presigned by
// @aws-sdk/s3-request-presigner) and caught, as it arrived on the wire, by a server on the loopback; then checked,
// and checked again changed as an attacker would change it. (tests/integration/local-storage-strict.test.ts drives
// the local S3 itself.)
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSigV4, type ReceivedRequest, type SigV4Context } from './sigv4-check';

const KEYS = { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local-secret' };
const BUCKET = 'portal-files';
/** A key with what a file name brings: spaces, a plus, brackets, a tilde, a percent sign and letters beyond ASCII. */
const AWKWARD_KEY = 'staged/u-1/Zoë’s CV (final) + 100% ~draft.pdf';

const context = (now = new Date()): SigV4Context => ({ now, secretOf: (id) => (id === KEYS.accessKeyId ? KEYS.secretAccessKey : undefined) });

let server: Server;
let endpoint: string;
const caught: ReceivedRequest[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    caught.push({ method: req.method!, url: req.url!, headers: req.headers });
    // An empty listing: an answer every command here reads without complaint.
    res.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><ListBucketResult></ListBucketResult>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** An S3 client as the portal's functions make one for the local cloud, signing with `secretAccessKey`. */
const clientWith = (secretAccessKey = KEYS.secretAccessKey) =>
  new S3Client({
    region: 'ap-southeast-2',
    endpoint,
    forcePathStyle: true,
    credentials: { ...KEYS, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** The request as the server received it when `send` ran. */
const receivedFrom = async (send: () => Promise<unknown>): Promise<ReceivedRequest> => {
  caught.length = 0;
  await send();
  expect(caught).toHaveLength(1);
  return caught[0]!;
};

/** A link as a browser follows it, with `headers` added. */
const follow = (link: string, headers: Record<string, string> = {}) =>
  receivedFrom(
    () =>
      new Promise<void>((resolve, reject) => {
        request(link, { headers }, (res) => res.resume().on('end', resolve))
          .on('error', reject)
          .end();
      }),
  );

const presignedDownload = (client = clientWith(), expiresIn = 60) =>
  getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: BUCKET,
      Key: AWKWARD_KEY,
      ResponseContentType: 'application/pdf',
      ResponseContentDisposition: 'attachment; filename="CV.pdf"',
    }),
    { expiresIn },
  );

const MISMATCH = expect.objectContaining({ code: 'SignatureDoesNotMatch' });

describe('checkSigV4', () => {
  it.each([
    ['a ranged read', new GetObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY, Range: 'bytes=0-15' })],
    ['a write with its Content-Type', new PutObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY, Body: 'bytes', ContentType: 'application/pdf' })],
    ['a deletion', new DeleteObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })],
    ['a head request', new HeadObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })],
    ['a listing under a prefix', new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'staged/u-1/Zoë’s CV (', MaxKeys: 5 })],
  ])('accepts %s as the SDK signs it', async (_, command) => {
    // Prepare
    const client = clientWith();
    const received = await receivedFrom(() => client.send(command as GetObjectCommand));
    // Act
    const refusal = checkSigV4(received, context());
    // Assess
    expect(refusal).toBeUndefined();
  });

  it('accepts a presigned download with the response headers it names', async () => {
    // Prepare
    const received = await follow(await presignedDownload());
    // Act
    const refusal = checkSigV4(received, context());
    // Assess
    expect(received.url).toContain('response-content-type=application%2Fpdf');
    expect(refusal).toBeUndefined();
  });

  it('refuses a request signed with another secret', async () => {
    // Prepare
    const client = clientWith('not-the-secret');
    const received = await receivedFrom(() => client.send(new GetObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })));
    // Act
    const refusal = checkSigV4(received, context());
    // Assess
    expect(refusal).toEqual({
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    });
  });

  it.each([
    [
      'its response-content-type made text/html',
      (url: string) => url.replace('response-content-type=application%2Fpdf', 'response-content-type=text%2Fhtml'),
    ],
    ['its key changed', (url: string) => url.replace('draft.pdf', 'draft.html')],
    ['its expiry made longer', (url: string) => url.replace('X-Amz-Expires=60', 'X-Amz-Expires=600')],
    ['a parameter added', (url: string) => `${url}&response-cache-control=public`],
    ['a signed parameter dropped', (url: string) => url.replace(/&response-content-disposition=[^&]*/, '')],
  ])('refuses a presigned link with %s', async (_, change) => {
    // Prepare
    const link = await presignedDownload();
    const received = await follow(link);
    // Act
    const refusal = checkSigV4({ ...received, url: change(received.url) }, context());
    // Assess
    expect(change(link)).not.toBe(link);
    expect(refusal).toEqual(MISMATCH);
  });

  it('refuses a presigned link sent for another host', async () => {
    // Prepare
    const received = await follow(await presignedDownload());
    // Act
    const refusal = checkSigV4({ ...received, headers: { ...received.headers, host: 'evil.example' } }, context());
    // Assess
    expect(refusal).toEqual(MISMATCH);
  });

  it.each([
    ['a signed header’s value changed', (r: ReceivedRequest) => ({ ...r, headers: { ...r.headers, range: 'bytes=0-99999' } })],
    ['a query parameter added', (r: ReceivedRequest) => ({ ...r, url: `${r.url}&response-content-type=text%2Fhtml` })],
    ['another key', (r: ReceivedRequest) => ({ ...r, url: r.url.replace('draft.pdf', 'draft.html') })],
    ['another method', (r: ReceivedRequest) => ({ ...r, method: 'DELETE' })],
    ['another payload hash', (r: ReceivedRequest) => ({ ...r, headers: { ...r.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } })],
  ])('refuses a header-signed request with %s', async (_, change) => {
    // Prepare
    const client = clientWith();
    const received = await receivedFrom(() => client.send(new GetObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY, Range: 'bytes=0-15' })));
    // Act
    const refusal = checkSigV4(change(received), context());
    // Assess
    expect(refusal).toEqual(MISMATCH);
  });

  it('refuses an Amazon header the signature leaves out', async () => {
    // Prepare
    const client = clientWith();
    const received = await receivedFrom(() => client.send(new GetObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })));
    // Act
    const refusal = checkSigV4({ ...received, headers: { ...received.headers, 'x-amz-acl': 'public-read' } }, context());
    // Assess
    expect(refusal).toEqual({ code: 'AccessDenied', message: 'There were headers present in the request which were not signed: x-amz-acl' });
  });

  it('refuses a presigned link once it has expired, and a signed request replayed after 15 minutes', async () => {
    // Prepare
    const link = await follow(await presignedDownload(clientWith(), 60));
    const client = clientWith();
    const signed = await receivedFrom(() => client.send(new GetObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })));
    const now = Date.now();
    // Act
    const linkJustInTime = checkSigV4(link, context(new Date(now + 55_000)));
    const linkLate = checkSigV4(link, context(new Date(now + 65_000)));
    const replayedInTime = checkSigV4(signed, context(new Date(now + 14 * 60_000)));
    const replayedLate = checkSigV4(signed, context(new Date(now + 16 * 60_000)));
    // Assess
    expect(linkJustInTime).toBeUndefined();
    expect(linkLate).toEqual({ code: 'AccessDenied', message: 'Request has expired' });
    expect(replayedInTime).toBeUndefined();
    expect(replayedLate).toEqual(expect.objectContaining({ code: 'RequestTimeTooSkewed' }));
  });

  it.each([
    ['an unsigned request', () => undefined, 'AccessDenied'],
    [
      'an unknown access key',
      (signed: string) => signed.replace(`Credential=${KEYS.accessKeyId}/`, 'Credential=AKIDSTRANGER/'),
      'InvalidAccessKeyId',
    ],
    ['a Signature Version 2 header', () => `AWS ${KEYS.accessKeyId}:c2lnbmF0dXJl`, 'InvalidRequest'],
    ['a header without its signature', (signed: string) => signed.replace(/, Signature=.*/, ''), 'AuthorizationHeaderMalformed'],
  ])('refuses %s', async (_, authorizationFrom, code) => {
    // Prepare
    const client = clientWith();
    const received = await receivedFrom(() => client.send(new GetObjectCommand({ Bucket: BUCKET, Key: AWKWARD_KEY })));
    const authorization = authorizationFrom(String(received.headers.authorization));
    // Act
    const refusal = checkSigV4({ ...received, headers: { ...received.headers, authorization } }, context());
    // Assess
    expect(refusal).toEqual(expect.objectContaining({ code }));
  });
});
