/**
 * A presigned POST upload, as the API hands it to the browser: send `fields` and then the file (as the
 * form field `file`) to `upload_url`. S3 refuses another key, another Content-Type, or more than `max_bytes`.
 */
export interface UploadTicket {
  upload_url: string;
  fields: Record<string, string>;
  key: string;
  max_bytes: number;
}
