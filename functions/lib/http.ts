// The one middleware stack every HTTP handler goes through: parse, validate, authenticate, authorize
// from the route table, and map errors to the spec §8 error model. Handlers never build responses by hand.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import {
  pathParamsOf,
  routeKey,
  type AnyRoute,
  type BodyOf,
  type Domain,
  type FilePartRule,
  type FileResponse,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@shared/api/contract';
import type { FileType } from '@shared/schemas/attachments';
import { isAllowed } from '@shared/permissions';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { sniffType } from './file-types';
import { boundaryOf, parseMultipart, type FilePart } from './multipart';
import { authenticate, type Caller } from './session';
import { clientOf } from './client-address';
import { logger } from './logger';
import { noteCaller, observe } from './observability';

/** What a route function receives: its route's inputs, parsed by the contract's schemas, and the caller. */
export interface Request<R extends AnyRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The signed-in caller; public routes never read it. */
  caller: Caller;
  headers: Record<string, string | undefined>;
  /** The caller's client address as rate limits key it (see client-address.ts). */
  client: string;
  /** The file parts of a multipart call, each checked against the route's `fileParts` rules. */
  files: CheckedFile[];
}

/** A file part that passed its rule: `type` is what its first bytes show. */
export interface CheckedFile {
  name: string;
  filename: string;
  type: FileType;
  bytes: Buffer;
}

/** An answer with a status other than 200, or headers. A handler that returns a plain body answers 200. */
export class Answer<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const answer = <T>(status: number, body: T, headers?: Record<string, string>): Answer<T> => new Answer(status, body, headers);

/** A file the API makes itself (a PDF, a CSV export), answered as bytes with its type and a file name. */
export class FileAnswer {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly filename: string,
    /** `inline` lets a browser show it (a PDF preview); otherwise it is saved. */
    readonly inline = false,
  ) {}
}

export type RouteHandler<R extends AnyRoute> = (
  req: Request<R>,
) => Promise<ResponseOf<R> | Answer<ResponseOf<R>> | (ResponseOf<R> extends FileResponse ? FileAnswer : never)>;

/** One function per call of a domain's contract: the compiler refuses a missing call or a wrong answer. */
export type Implementation<A extends Record<string, AnyRoute>> = { [K in keyof A]: RouteHandler<A[K]> };

interface Served {
  route: AnyRoute;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler takes its own route's inputs; the contract typed it when it was implemented
  handler: RouteHandler<any>;
}

/** Pairs a contract with its functions, for `serve`. */
export const implement = <A extends Record<string, AnyRoute>>(api: A, functions: Implementation<A>): Served[] =>
  Object.entries(api).map(([name, route]) => ({ route, handler: functions[name as keyof A] as Served['handler'] }));

// JSON bodies larger than this are refused with 413; files go to S3 by presigned URL (ARCHITECTURE.md).
const MAX_JSON_BYTES = 1024 * 1024;
// API Gateway takes 10 MB, but Lambda's 6 MB invocation payload holds the body base64-encoded (4/3 larger)
// beside the event's other fields: 4 MB of multipart is what reliably reaches a function. Larger files go
// through the attachments block's presigned uploads.
export const MAX_MULTIPART_BYTES = 4 * 1024 * 1024;

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** Turns zod issues into the `{ field: [text] }` map of a 422, dotted paths for nested fields. */
export const zodErrors = (error: z.ZodError): Record<string, string[]> => {
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  return Object.fromEntries(errors);
};

const parse = <T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  refusal = (error: z.ZodError): AppError => new ValidationError(zodErrors(error)),
): T => {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw refusal(result.error);
  return result.data;
};

/** Path parameters name records: one that is not a well-formed id names no record, so it is a 404, not a 422. */
const noSuchRecord = () => new NotFoundError('record.not_found', 'This record does not exist.');

/** `application/json`, `APPLICATION/JSON; charset=UTF-8`, `application/merge-patch+json`: yes; another charset: no. */
const isJsonInUtf8 = (contentType: string): boolean => {
  const [type = '', ...parameters] = contentType
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return /^application\/([a-z0-9.+-]+\+)?json$/.test(type) && (!charset || charset === 'utf-8' || charset === 'utf8');
};

const readBody = (event: APIGatewayProxyEventV2): unknown => {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new PayloadTooLargeError('request.too_large', 'The request body is too large.');
  if (!isJsonInUtf8(event.headers?.['content-type'] ?? 'application/json')) {
    throw new UnsupportedMediaTypeError('request.unsupported_type', 'Send the request body as JSON in UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ _: ['The request body is not valid JSON.'] }, 'The request body is not valid JSON.');
  }
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Checks each file part against the first rule its name matches: 422 for no rule, 413 for size, 415 for type. */
const checkFiles = (files: FilePart[], rules: readonly FilePartRule[]): CheckedFile[] =>
  files.map((file) => {
    const rule = rules.find((r) => r.name.test(file.name));
    if (!rule) throw new ValidationError({ [file.name]: ['This call takes no file by that name.'] });
    if (file.bytes.length === 0) throw new ValidationError({ [file.name]: ['The file is empty.'] });
    if (file.bytes.length > rule.maxBytes) {
      throw new PayloadTooLargeError('file.too_large', `The file "${file.name}" must be ${megabytes(rule.maxBytes)} or smaller.`);
    }
    const type = sniffType(file.bytes.subarray(0, 16)) as FileType | undefined;
    if (!type || !rule.types.includes(type)) throw new UnsupportedMediaTypeError('file.type', `The file "${file.name}" is refused: ${rule.accepts}.`);
    return { name: file.name, filename: file.filename, type, bytes: file.bytes };
  });

/** A multipart call's fields and checked files; the same call also takes JSON when it sends no files. */
const readMultipart = (event: APIGatewayProxyEventV2, rules: readonly FilePartRule[]): { body: unknown; files: CheckedFile[] } => {
  const boundary = boundaryOf(event.headers?.['content-type']);
  if (!boundary) return { body: readBody(event), files: [] };
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (raw.length > MAX_MULTIPART_BYTES) {
    throw new PayloadTooLargeError(
      'request.too_large',
      `The request is larger than ${megabytes(MAX_MULTIPART_BYTES)}. Upload large files one at a time with the upload button.`,
    );
  }
  const { fields, files } = parseMultipart(raw, boundary);
  return { body: fields, files: checkFiles(files, rules) };
};

const bearerToken = (event: APIGatewayProxyEventV2): string | undefined => {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

const authorize = async (route: AnyRoute, event: APIGatewayProxyEventV2): Promise<Caller> => {
  const token = bearerToken(event);
  // Public routes never read the caller: they serve people who are not signed in.
  if (route.auth === 'public') return undefined as unknown as Caller;
  if (!token) throw new UnauthorizedError();
  const caller = await authenticate(token);
  if (!caller) throw new UnauthorizedError();
  noteCaller(caller.userId);
  if (!isAllowed(route, caller.role, caller.permissions)) throw new ForbiddenError();
  return caller;
};

/** `attachment; filename="..."` with an ASCII fallback and the UTF-8 name (RFC 6266). */
const disposition = (file: FileAnswer) => {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
};

const toResponse = (result: unknown): APIGatewayProxyStructuredResultV2 => {
  if (result instanceof FileAnswer) {
    return {
      statusCode: 200,
      headers: { 'content-type': result.contentType, 'content-disposition': disposition(result), 'cache-control': 'no-store' },
      body: Buffer.from(result.bytes).toString('base64'),
      isBase64Encoded: true,
    };
  }
  const { status, body, headers } = result instanceof Answer ? result : new Answer(200, result);
  if (status === 204) return { statusCode: 204, headers };
  return json(status, body, headers);
};

const errorResponse = (error: unknown, event: APIGatewayProxyEventV2): APIGatewayProxyStructuredResultV2 => {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') headers['retry-after'] = String(error.retryAfterSeconds);
    return json(error.status, { message: error.message, code: error.code, errors: error.errors }, headers);
  }
  logger.error('unhandled error', { routeKey: event.routeKey, error });
  return json(500, { message: 'Something went wrong on our side. Please try again.', code: 'server.error' });
};

/**
 * Builds a domain's Lambda handler from its implemented contracts. Every route must belong to the domain
 * and declare its path parameters; validation, authentication and authorization come from the contract.
 */
export const serve = (domain: Domain, ...implementations: Served[][]) => {
  const served = new Map<string, Served>();
  for (const entry of implementations.flat()) {
    const key = routeKey(entry.route);
    if (entry.route.domain !== domain) throw new Error(`Route ${key} belongs to ${entry.route.domain}, not ${domain}`);
    // Every path parameter is checked (canonical id, bounded) before any guard or lookup sees it.
    if (pathParamsOf(entry.route.path).length && !entry.route.params) throw new Error(`Route ${key} has path parameters but no schema for them`);
    served.set(key, entry);
  }

  const dispatch = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    try {
      const entry = served.get(event.routeKey);
      if (!entry) throw new NotFoundError('route.not_found', 'Not Found');
      const { route, handler } = entry;
      const caller = await authorize(route, event);
      const params = parse(route.params, event.pathParameters ?? {}, noSuchRecord);
      const query = parse(route.query, event.queryStringParameters ?? {});
      const { body, files } = route.fileParts ? readMultipart(event, route.fileParts) : { body: route.body ? readBody(event) : {}, files: [] };
      const result = await handler({
        caller,
        params,
        query,
        body: parse(route.body, body),
        headers: event.headers ?? {},
        client: clientOf(event),
        files,
      });
      return toResponse(result);
    } catch (error) {
      return errorResponse(error, event);
    }
  };

  // The served routes ride along so suites can check that every entry of the table has a function.
  return Object.assign(middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>(dispatch).use(observe(domain)), {
    servedRoutes: [...served.keys()],
  });
};
