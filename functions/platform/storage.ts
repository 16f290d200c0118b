// Files in S3: presigned PUT uploads straight from the browser (S3 itself enforces the key, the type, the exact size
// and that the key is written once), checks of what really arrived, presigned downloads and deletion.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadTicket } from '@shared/schemas/uploads';
import { s3 } from './clients';
import { config } from './config';
import { SNIFF_BYTES, sniffType } from './file-types';

// Long enough for a slow phone connection to send a few megabytes, short enough to be useless if leaked.
const UPLOAD_URL_SECONDS = 10 * 60;

/**
 * The headers an upload ticket's PUT must carry as signed: S3 refuses another Content-Type or another length than the
 * ones signed, and with `If-None-Match: *` (a conditional write) a PUT to a key that already holds an object, so the
 * ticket writes its key once. The browser sets Content-Length from the file itself.
 */
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length', 'if-none-match']);

/** A presigned PUT of exactly this key, this Content-Type and exactly `bytes` (the size the browser declared), once. */
export const presignUpload = async (key: string, contentType: string, bytes: number): Promise<Omit<UploadTicket, 'upload_id'>> => {
  const command = new PutObjectCommand({ Bucket: config.bucketName, Key: key, ContentType: contentType, ContentLength: bytes, IfNoneMatch: '*' });
  const url = await getSignedUrl(s3, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: SIGNED_UPLOAD_HEADERS });
  return { upload_url: url, method: 'PUT', headers: { 'content-type': contentType, 'if-none-match': '*' }, key, max_bytes: bytes };
};

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as Error).name);

/** Total size of an object from a ranged answer (`bytes 0-15/12345`), or its length when the whole came back. */
const totalSize = (contentRange: string | undefined, contentLength: number | undefined): number =>
  Number(contentRange?.split('/')[1] ?? contentLength ?? 0);

/**
 * What an uploaded object really is, from one ranged read: its size and the type its first bytes show
 * (see file-types.ts; undefined for anything the portal does not accept). Undefined when nothing is there.
 */
export const inspectFile = async (key: string): Promise<{ size: number; type: string | undefined } | undefined> => {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
    const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return { size: totalSize(object.ContentRange, object.ContentLength), type: sniffType(head.subarray(0, SNIFF_BYTES)) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

/** Writes an object the API received itself (a multipart file part, a rendered PDF). */
export const putFile = async (key: string, bytes: Uint8Array, contentType: string): Promise<void> => {
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: bytes, ContentType: contentType }));
};

/** The whole of an object (a signature to draw into a PDF): for small files only. */
export const readFile = async (key: string): Promise<Uint8Array> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
};

/** The whole of an object, or undefined when nothing is there (a confirmation that lost a race finds it gone). */
export const readFileIfPresent = async (key: string): Promise<Uint8Array | undefined> => {
  try {
    return await readFile(key);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

/** Deletes an object; a missing one is not an error. */
export const removeFile = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
};

/**
 * A presigned GET for `seconds`, answered with this Content-Type and Content-Disposition whatever the
 * object was stored with. Callers check the reader's right to the file first.
 */
export const presignDownload = (key: string, seconds: number, contentType: string, disposition: string): Promise<string> =>
  getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.bucketName, Key: key, ResponseContentType: contentType, ResponseContentDisposition: disposition }),
    { expiresIn: seconds },
  );
