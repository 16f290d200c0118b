// Files in S3: presigned POST uploads straight from the browser (S3 itself enforces the size range, the
// type and the key), checks of what really arrived, and deletion.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { UploadTicket } from '@shared/schemas/uploads';
import { s3 } from './clients';
import { config } from './config';
import { SNIFF_BYTES, sniffType } from './file-types';

// Long enough for a slow phone connection to send a few megabytes, short enough to be useless if leaked.
const UPLOAD_URL_SECONDS = 10 * 60;

/** A presigned POST for exactly this key, this Content-Type and at most `maxBytes`. */
export const presignUpload = async (key: string, contentType: string, maxBytes: number): Promise<UploadTicket> => {
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: config.bucketName,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_URL_SECONDS,
  });
  return { upload_url: url, fields, key, max_bytes: maxBytes };
};

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as Error).name);

/** Size and declared type of an uploaded object, or undefined when nothing is there. */
export const describeFile = async (key: string): Promise<{ size: number; contentType: string } | undefined> => {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

/** The type an uploaded object's first bytes show (see file-types.ts), or undefined for anything else. */
export const sniffFile = async (key: string): Promise<string | undefined> => {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
    const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return sniffType(head.subarray(0, SNIFF_BYTES));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

/** Deletes an object; a missing one is not an error. */
export const removeFile = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
};
