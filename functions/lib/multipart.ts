// multipart/form-data bodies (RFC 7578), for the calls whose contract takes files beside fields (the form
// calls of spec §7), parsed by busboy. The gateway hands the whole body over at once (base64), so the buffer
// is written to busboy in one piece. Field names in brackets nest: `form[firstname]` becomes `{ form: { firstname } }`.
import busboy from 'busboy';
import { PayloadTooLargeError, ValidationError } from './errors';

export interface FilePart {
  /** The part's name: `passport[0]`, `signature[signature1]`, `profile_image`. */
  name: string;
  /** The file name the browser sent, as given (shown, never used in a key). */
  filename: string;
  /** The browser's word for the type; what the first bytes show decides. */
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, unknown>;
  files: FilePart[];
}

// Bounds that keep a hostile body from costing much: a real form has a few dozen parts.
const MAX_PARTS = 120;
const MAX_NAME_LENGTH = 100;
const MAX_FIELD_BYTES = 512 * 1024;

const refuse = (message: string) => new ValidationError({ _: [message] }, message);

/** The boundary of a `multipart/form-data` content type, or undefined for any other type. */
export const boundaryOf = (contentType: string | undefined): string | undefined => {
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((p) => p.trim());
  if (type.toLowerCase() !== 'multipart/form-data') return undefined;
  const boundary = parameters.find((p) => p.toLowerCase().startsWith('boundary='))?.slice('boundary='.length);
  const unquoted = boundary?.replace(/^"(.*)"$/, '$1');
  return unquoted && unquoted.length <= 70 ? unquoted : undefined;
};

/** `form[firstname]` → ['form', 'firstname']; a name that is not `word` or `word[word]...` is refused. */
const pathOf = (name: string): string[] => {
  const match = name.match(/^([A-Za-z_][\w-]*)((?:\[[\w-]+\])*)$/);
  if (!match) throw refuse(`The part name "${name.slice(0, MAX_NAME_LENGTH)}" is not one this call takes.`);
  return [match[1]!, ...[...match[2]!.matchAll(/\[([\w-]+)\]/g)].map((m) => m[1]!)];
};

const setNested = (target: Record<string, unknown>, path: string[], value: string, name: string) => {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'string') throw refuse(`The part "${name}" clashes with another part of the same name.`);
    node = (next as Record<string, unknown> | undefined) ?? (node[key] = {});
  }
  const last = path.at(-1)!;
  if (last in node) throw refuse(`The part "${name}" was sent twice.`);
  node[last] = value;
};

/** A part's name, checked: present, short, and of the bracketed form the calls use. */
const checkedName = (name: string | undefined): string => {
  if (!name) throw refuse('Every part of the request body needs a name.');
  if (name.length > MAX_NAME_LENGTH) throw refuse('A part name is too long.');
  return name;
};

// busboy's words for a body it cannot read, in the portal's.
const REFUSALS: Record<string, string> = {
  'Unexpected end of form': 'The request body ends before its closing boundary.',
  'Malformed part header': 'A part of the request body has headers that are not well formed.',
};

/**
 * Splits a multipart body into its fields (nested by their bracketed names) and its files. Refuses with
 * 422 a body that is not well formed, a part without a name, a repeated field, and more parts than a form
 * has; with 413 a field larger than any answer needs. File sizes and types are the caller's to check.
 */
export const parseMultipart = (body: Buffer, boundary: string): Promise<MultipartBody> =>
  new Promise((resolve, reject) => {
    // busboy reads a body without its boundary as one that ends early; say which it is.
    if (!body.includes(`--${boundary}`)) throw refuse('The request body is not multipart/form-data with the boundary it names.');
    const fields: Record<string, unknown> = {};
    const files: FilePart[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error instanceof Error && error.message in REFUSALS ? refuse(REFUSALS[error.message]!) : error);
    };
    const guarded =
      <A extends unknown[]>(handle: (...args: A) => void) =>
      (...args: A) => {
        if (failed) return;
        try {
          handle(...args);
        } catch (error) {
          fail(error);
        }
      };
    const parser = busboy({
      headers: { 'content-type': `multipart/form-data; boundary="${boundary.replace(/["\\]/g, '\\$&')}"` },
      // Part names and file names arrive as the browser's UTF-8 bytes; file names are kept as given, paths and all.
      defParamCharset: 'utf8',
      preservePath: true,
      // busboy acts on reaching a limit, not on passing it: one more lets a field of exactly the bound, and exactly
      // MAX_PARTS parts, through.
      limits: { parts: MAX_PARTS + 1, fieldSize: MAX_FIELD_BYTES + 1 },
    });
    parser.on(
      'field',
      guarded((name: string | undefined, value: string, info: busboy.FieldInfo) => {
        const checked = checkedName(name);
        if (info.valueTruncated) throw new PayloadTooLargeError('request.field_too_large', `The field "${checked}" is too large.`);
        setNested(fields, pathOf(checked), value, checked);
      }),
    );
    parser.on('file', (name: string | undefined, stream: NodeJS.ReadableStream, info: busboy.FileInfo) => {
      // Read every file to its end, even after a refusal: busboy waits for each before it reads on.
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      guarded(() => {
        const checked = checkedName(name);
        pathOf(checked);
        if (files.some((f) => f.name === checked)) throw refuse(`The file part "${checked}" was sent twice.`);
        // busboy also counts an application/octet-stream part without a file name as a file: an empty file input sends one.
        const file: FilePart = { name: checked, filename: info.filename ?? '', declaredType: info.mimeType, bytes: Buffer.alloc(0) };
        files.push(file);
        stream.on('end', () => (file.bytes = Buffer.concat(chunks)));
      })();
    });
    parser.on(
      'partsLimit',
      guarded(() => {
        throw refuse(`Send at most ${MAX_PARTS} parts.`);
      }),
    );
    parser.on('error', guarded(fail));
    parser.on(
      'close',
      guarded(() => resolve({ fields, files })),
    );
    parser.end(body);
  });
