import * as z from 'zod';

/**
 * A presigned POST upload, as the API hands it to the browser: send `fields` and then the file (as the
 * form field `file`) to `upload_url`. S3 refuses another key, another Content-Type, or more than `max_bytes`.
 * The file lands under a staged key; `upload_id` confirms it (functions/platform/attachments.ts).
 */
export const UploadTicket = z.strictObject({
  upload_url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  max_bytes: z.number().int(),
  upload_id: z.string(),
});
export type UploadTicket = z.infer<typeof UploadTicket>;
