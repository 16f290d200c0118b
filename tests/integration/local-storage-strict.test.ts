// The local cloud's storage is as strict as S3 where s3rver is not: the files bucket is private, so an unsigned read,
// write or listing is refused, a presigned link stops working when it expires, and a request for another host (a
// page that rebinds its DNS name to this machine) is refused; the portal's own signed calls work as ever.
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

const putObject = async () => {
  const { s3, bucket, PutObjectCommand } = await filesStore();
  const key = `staged/strict/${uniqueTag()}.pdf`;
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'a private document', ContentType: 'application/pdf' }));
  return { s3, bucket, key };
};

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
});
