// The local cloud's storage is as strict as S3 where s3rver is not: the files bucket is private, so an unsigned read,
// write, listing or deletion is refused, a signature must be the one the emulator credentials give for exactly that
// request (a presigned link with another response type, key or expiry is refused), a presigned link stops working
// when it expires, and a request for another host (a page that rebinds its DNS name to this machine) is refused; the
// portal's own signed calls work as ever. The mail catcher refuses another host too.
import { request } from 'node:http';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { uniqueTag } from '../support/fixtures';
import { filesStore } from '../support/store';

/** A raw request to the storage, as a browser or a script would send it, with `headers` as given. */
const raw = (method: string, url: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });

const putObject = async (body = 'a private document') => {
  const { s3, bucket, PutObjectCommand } = await filesStore();
  const key = `staged/strict/${uniqueTag()}.pdf`;
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/pdf' }));
  return { s3, bucket, key };
};

/** An S3 client as the portal's, but signing with a secret that is not the emulator's. */
const clientWithWrongSecret = async () => {
  const env = inject('cloudEnv');
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: env.AWS_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: `${env.AWS_SECRET_ACCESS_KEY!}-guessed` },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
};

/** The HTTP status and error code an SDK call ended with. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 200, code: 'none' }),
    (err: { name: string; $metadata?: { httpStatusCode?: number } }) => ({ status: err.$metadata?.httpStatusCode, code: err.name }),
  );

describe('the local storage', () => {
  it('refuses an unsigned read, listing or write with 403, and serves the portal’s signed calls', async () => {
    // Prepare
    const { s3, bucket, key } = await putObject();
    const endpoint = inject('cloudEnv').S3_ENDPOINT!;
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    // Act
    const read = await raw('GET', `${endpoint}/${bucket}/${key}`);
    const listing = await raw('GET', `${endpoint}/${bucket}?list-type=2`);
    const write = await raw('PUT', `${endpoint}/${bucket}/staged/strict/planted.html`, { 'content-type': 'text/html' }, '<script>alert(1)</script>');
    const signed = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    // Assess
    expect([read.status, listing.status, write.status]).toEqual([403, 403, 403]);
    expect(read.text).toContain('<Code>AccessDenied</Code>');
    expect(await signed.Body!.transformToString()).toBe('a private document');
  });

  it('serves a presigned link until it expires, and refuses it once expired or sent for another host', async () => {
    // Prepare
    const { s3, bucket, key } = await putObject();
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const link = await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 60 });
    const expired = await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), {
      expiresIn: 1,
      signingDate: new Date(Date.now() - 60_000),
    });
    // Act
    const fresh = await raw('GET', link);
    const late = await raw('GET', expired);
    const rebound = await raw('GET', link, { host: 'evil.example' });
    // Assess
    expect(fresh.status).toBe(200);
    expect(fresh.text).toBe('a private document');
    expect(late.status).toBe(403);
    expect(late.text).toContain('Request has expired');
    expect(rebound.status).toBe(403);
  });

  it('refuses calls signed with another secret with 403, and stores nothing they sent', async () => {
    // Prepare
    const { s3, bucket, key } = await putObject();
    const wrong = await clientWithWrongSecret();
    const { GetObjectCommand, PutObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const plantedKey = `staged/strict/${uniqueTag()}.html`;
    // Act
    const read = await failureOf(wrong.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
    const write = await failureOf(wrong.send(new PutObjectCommand({ Bucket: bucket, Key: plantedKey, Body: '<script>alert(1)</script>' })));
    const planted = await failureOf(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: plantedKey })));
    wrong.destroy();
    // Assess
    expect(read).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(write).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(planted.status).toBe(404);
  });

  it.each([
    [
      'its response-content-type made text/html',
      (link: string) => link.replace('response-content-type=application%2Fpdf', 'response-content-type=text%2Fhtml'),
    ],
    ['another key', (link: string, otherKey: string) => link.replace(/staged\/strict\/[^?]+/, otherKey)],
    ['its expiry made a week', (link: string) => link.replace('X-Amz-Expires=60', 'X-Amz-Expires=604800')],
  ])('refuses a presigned link with %s, and serves it unchanged', async (_, change) => {
    // Prepare
    const { s3, bucket, key } = await putObject();
    const other = await putObject('another person’s document');
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const link = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: 'application/pdf', ResponseContentDisposition: 'attachment' }),
      { expiresIn: 60 },
    );
    const changed = change(link, other.key);
    // Act
    const altered = await raw('GET', changed);
    const unchanged = await raw('GET', link);
    // Assess
    expect(changed).not.toBe(link);
    expect(altered.status).toBe(403);
    expect(altered.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(unchanged.status).toBe(200);
    expect(unchanged.text).toBe('a private document');
  });

  it('refuses an unsigned deletion of objects (POST ?delete), which a form upload’s exemption does not cover', async () => {
    // Prepare
    const { s3, bucket, key } = await putObject();
    const endpoint = inject('cloudEnv').S3_ENDPOINT!;
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    // Act
    const deletion = await raw(
      'POST',
      `${endpoint}/${bucket}?delete`,
      { 'content-type': 'application/xml' },
      `<Delete><Object><Key>${key}</Key></Object></Delete>`,
    );
    const still = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    // Assess
    expect(deletion.status).toBe(403);
    expect(await still.Body!.transformToString()).toBe('a private document');
  });
});

describe('the mail catcher', () => {
  it('refuses a request for another host (a DNS name rebound to this machine) and answers this machine at any name', async () => {
    // Prepare
    const mailUrl = inject('mailUrl');
    const { port } = new URL(mailUrl);
    // Act
    const rebound = await raw('GET', `${mailUrl}/store`, { host: 'evil.example' });
    const reboundWithPort = await raw('GET', `${mailUrl}/store`, { host: `evil.example:${port}` });
    const byName = await raw('GET', `${mailUrl}/store`, { host: `localhost:${port}` });
    const byAddress = await raw('GET', `${mailUrl}/store`, { host: `127.0.0.1:${port}` });
    // Assess
    expect([rebound.status, reboundWithPort.status]).toEqual([421, 421]);
    expect(rebound.text).not.toContain('emails');
    expect([byName.status, byAddress.status]).toEqual([200, 200]);
    expect(JSON.parse(byName.text)).toHaveProperty('emails');
  });
});
