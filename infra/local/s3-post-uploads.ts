// Browser uploads by presigned POST, checked as S3 checks them. s3rver stores a POST upload without
// reading its policy (controllers/object.js, postObject), so a form that names another key, another
// Content-Type or a bigger file than its policy allows would be stored locally and refused on AWS.
//
// The check wraps s3rver's own POST handler rather than sitting in front of s3rver: by then s3rver has
// routed the request (path or virtual-host bucket), found the bucket and set its CORS headers, and a
// refusal thrown as its S3Error becomes S3's XML answer with those CORS headers kept, so the SPA reads
// the status as it would from S3. The form is read whole (bounded), checked, and handed on re-encoded:
// exactly the fields that were checked, then the file, so s3rver cannot read anything else from it.
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { EMULATOR_CREDENTIALS } from './credentials';
import { checkPostPolicy } from './post-policy';
import { PayloadTooLargeError, readBody } from './request-body';

/** The part of s3rver's Koa context the check uses. */
interface S3rverContext {
  req: IncomingMessage;
  request: { req: IncomingMessage };
  params: { bucket: string };
  is(type: string): string | false | null;
  get(header: string): string;
}

type S3ErrorClass = new (code: string, message: string, detail?: Record<string, string | number>) => Error;

// s3rver 3 is CommonJS without types; its routes call `objectController.postObject` at request time.
const require = createRequire(import.meta.url);
const objectController = require('s3rver/lib/controllers/object') as { postObject(ctx: S3rverContext): Promise<void> };
const S3Error = require('s3rver/lib/models/error') as S3ErrorClass;

/** Bodies above this are refused unread: far above any file the portal accepts, far below S3's 5 GB. */
const BODY_LIMIT_BYTES = 64 * 1024 * 1024;
/** S3 refuses a form whose fields before the file take more than 20 KB. */
const FIELDS_LIMIT_BYTES = 20 * 1024;
const FILENAME_VARIABLE = '${filename}';

/** The part of a browser's file name after its last slash or backslash, which S3 puts in place of `${filename}`. */
const baseName = (fileName: string): string => fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);

const readForm = async (req: IncomingMessage): Promise<FormData> => {
  let body: Buffer;
  try {
    body = await readBody(req, BODY_LIMIT_BYTES);
  } catch (err) {
    if (!(err instanceof PayloadTooLargeError)) throw err;
    throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { MaxSizeAllowed: BODY_LIMIT_BYTES });
  }
  try {
    // The platform's multipart parser (undici), rather than a second copy of busboy.
    const request = new Request('http://local-s3/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    });
    return await request.formData();
  } catch {
    throw new S3Error('MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  }
};

interface CheckedUpload {
  /** Lower-case field name to value, `${filename}` expanded; repeated names joined by commas, as S3 reads them. */
  fields: Map<string, string>;
  file: FormDataEntryValue;
}

/** The fields before the file, and the file; S3 ignores whatever follows the file. */
const splitForm = (form: FormData): CheckedUpload => {
  const entries = [...form.entries()];
  const fileAt = entries.findIndex(([name]) => name.toLowerCase() === 'file');
  if (fileAt < 0)
    throw new S3Error('IncorrectNumberOfFilesInPostRequest', 'POST requires exactly one file upload per request.', {
      ArgumentName: 'file',
      ArgumentValue: 0,
    });
  const file = entries[fileAt]![1];
  const fileName = typeof file === 'string' ? '' : baseName(file.name);
  const fields = new Map<string, string>();
  let fieldBytes = 0;
  for (const [name, value] of entries.slice(0, fileAt)) {
    const text = typeof value === 'string' ? value : value.name;
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(text);
    const key = name.toLowerCase();
    const expanded = text.replaceAll(FILENAME_VARIABLE, fileName);
    fields.set(key, fields.has(key) ? `${fields.get(key)},${expanded}` : expanded);
  }
  if (fieldBytes > FIELDS_LIMIT_BYTES) {
    throw new S3Error('MaxPostPreDataLengthExceededError', 'Your POST request fields preceeding the upload file was too large.', {
      MaxPostPreDataLength: FIELDS_LIMIT_BYTES,
    });
  }
  return { fields, file };
};

/** A request that reads as `body` and otherwise is `req` (socket, method, URL), for s3rver's handler to parse again. */
const replayOf = async (req: IncomingMessage, { fields, file }: CheckedUpload): Promise<IncomingMessage> => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  form.append('file', file);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const replay = Readable.from([body], { objectMode: false });
  return Object.assign(replay, {
    headers: { ...req.headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
    socket: req.socket,
    connection: req.socket,
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
  }) as unknown as IncomingMessage;
};

const fileSizeOf = (file: FormDataEntryValue): number => (typeof file === 'string' ? Buffer.byteLength(file) : file.size);

const secretOf = (accessKeyId: string): string | undefined =>
  accessKeyId === EMULATOR_CREDENTIALS.accessKeyId ? EMULATOR_CREDENTIALS.secretAccessKey : undefined;

let installed = false;

/** Makes s3rver check every POST upload's policy, signature and file size as S3 does (once per process). */
export const enforcePostPolicies = (): void => {
  if (installed) return;
  installed = true;
  const storeUpload = objectController.postObject;
  objectController.postObject = async (ctx) => {
    // Not a form: s3rver answers that itself, as S3 does.
    if (!ctx.is('multipart/form-data')) return storeUpload(ctx);
    const upload = splitForm(await readForm(ctx.req));
    const refusal = checkPostPolicy(
      { fields: upload.fields, fileSize: fileSizeOf(upload.file) },
      { bucket: ctx.params.bucket, now: new Date(), secretOf },
    );
    if (refusal) throw new S3Error(refusal.code, refusal.message, refusal.detail);
    ctx.req = ctx.request.req = await replayOf(ctx.req, upload);
    return storeUpload(ctx);
  };
};
