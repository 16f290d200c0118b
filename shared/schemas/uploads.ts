import * as z from 'zod';

/**
 * A presigned upload, as the API hands it to the browser: PUT the file as the body to `upload_url` with exactly
 * `headers` (the browser adds Content-Length, which must be `max_bytes`). S3 refuses another key, another
 * Content-Type, another size, and a second PUT with the same ticket (412: the key is written once).
 * The file lands under a staged key; `upload_id` confirms it (functions/platform/attachments.ts).
 */
export const UploadTicket = z.strictObject({
  upload_url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  max_bytes: z.number().int(),
  upload_id: z.string(),
});
export type UploadTicket = z.infer<typeof UploadTicket>;
