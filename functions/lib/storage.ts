// Files in S3: presigned uploads straight from the browser, checks of what arrived, and deletion.
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './clients';
import { config } from './config';

// Long enough for a slow phone connection to send a few megabytes, short enough to be useless if leaked.
const UPLOAD_URL_SECONDS = 10 * 60;

/** A presigned PUT for one key; the browser must send the same Content-Type. */
export const presignUpload = async (key: string, contentType: string) => ({
  upload_url: await getSignedUrl(s3, new PutObjectCommand({ Bucket: config.bucketName, Key: key, ContentType: contentType }), {
    expiresIn: UPLOAD_URL_SECONDS,
  }),
  key,
  headers: { 'Content-Type': contentType },
});

/** Size and type of an uploaded object, or undefined when nothing is there. */
export const describeFile = async (key: string): Promise<{ size: number; contentType: string } | undefined> => {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return undefined;
    throw error;
  }
};

/** Deletes an object; a missing one is not an error. */
export const removeFile = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
};
