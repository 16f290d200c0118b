// multipart/form-data bodies (RFC 7578), for the calls whose contract takes files beside fields (the form
// calls of spec §7). The gateway hands the whole body over at once (base64), so this splits a buffer; it
// never streams. Field names in brackets nest: `form[firstname]` becomes `{ form: { firstname } }`.
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

/** `form-data; name="form[firstname]"; filename="a.pdf"` → its name and file name. */
const dispositionOf = (header: string): { name?: string; filename?: string } => {
  const value = (key: string) => header.match(new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i'))?.[1]?.replace(/\\(.)/g, '$1');
  return { name: value('name'), filename: value('filename') };
};

const headersOf = (block: string): Record<string, string> =>
  Object.fromEntries(
    block
      .split('\r\n')
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((m): m is RegExpMatchArray => Boolean(m))
      .map((m) => [m[1]!.trim().toLowerCase(), m[2]!.trim()]),
  );

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

/**
 * Splits a multipart body into its fields (nested by their bracketed names) and its files. Refuses with
 * 422 a body that is not well formed, a part without a name, a repeated field, and more parts than a form
 * has; with 413 a field larger than any answer needs. File sizes and types are the caller's to check.
 */
export const parseMultipart = (body: Buffer, boundary: string): MultipartBody => {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, unknown> = {};
  const files: FilePart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw refuse('The request body is not multipart/form-data with the boundary it names.');
  let parts = 0;
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    // `--` after a delimiter ends the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) throw refuse('The request body ends before its closing boundary.');
    if (++parts > MAX_PARTS) throw refuse(`Send at most ${MAX_PARTS} parts.`);
    // A part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) throw refuse('A part of the request body has no headers.');
    const headers = headersOf(part.subarray(0, split).toString('utf8'));
    const content = part.subarray(split + 4);
    const { name, filename } = dispositionOf(headers['content-disposition'] ?? '');
    if (!name) throw refuse('Every part of the request body needs a name.');
    if (name.length > MAX_NAME_LENGTH) throw refuse('A part name is too long.');
    const path = pathOf(name);
    if (filename !== undefined) {
      if (files.some((f) => f.name === name)) throw refuse(`The file part "${name}" was sent twice.`);
      files.push({ name, filename, declaredType: headers['content-type'] ?? 'application/octet-stream', bytes: Buffer.from(content) });
    } else {
      if (content.length > MAX_FIELD_BYTES) throw new PayloadTooLargeError('request.field_too_large', `The field "${name}" is too large.`);
      setNested(fields, path, content.toString('utf8'), name);
    }
    start = next;
  }
  return { fields, files };
};
