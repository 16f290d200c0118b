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
import { inspectContent } from './file-content';
import { megabytes, sniffType } from './file-types';
import { boundaryOf, parseMultipart, type FilePart } from './multipart';
import { getTogether, type TableKey } from './db';
import { authenticateReading, userIdOf, type Caller } from './session';
import { clientOf } from './client-address';
import { logger } from './logger';
import { isUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from './unavailable';
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

/** Reads items by key in one round trip, in key order (undefined where there is none). */
export type ReadItems = (keys: readonly TableKey[]) => Promise<(Record<string, unknown> | undefined)[]>;

/**
 * What a read-ahead route reads before its caller is known. It runs as the request arrives, once its path
 * parameters are canonical: the items it asks for with `items(keys)` (before its first await) ride in the
 * same BatchGetItem as the caller's session, and any other read it starts runs beside that one. It only
 * reads (nothing it does may change anything), and nothing it reads reaches anyone unless the caller passes
 * the route's checks and the handler's own. `userId` is the user the bearer token names (undefined without one):
 * the session is refused unless it is that user's, so once the caller is known it is the caller's id, and what was
 * read by it is the caller's own (a person's kept counts). `query` is the route's query, valid (a query the route
 * refuses starts no read-ahead): what a list shows, whose kept count can ride with the session.
 */
export type ReadAheadStart<R extends AnyRoute, T> = (
  params: ParamsOf<R>,
  items: ReadItems,
  userId: string | undefined,
  query: QueryOf<R>,
) => Promise<T>;

const READ_AHEAD = Symbol('read ahead');
type ReadAheadHandler = RouteHandler<AnyRoute> & { [READ_AHEAD]?: ReadAheadStart<AnyRoute, unknown> };

/**
 * A route that answers in the round trip its caller's check already makes (a record's read, `GET /form/{id}`):
 * `handle` gets what `start` read as `ahead`, and must still decide whether the caller may see it.
 */
export const readAhead = <R extends AnyRoute, T>(
  start: ReadAheadStart<R, T>,
  handle: (req: Request<R>, ahead: Promise<T>) => ReturnType<RouteHandler<R>>,
): RouteHandler<R> =>
  Object.assign(
    // Started by the dispatch when it could; a direct call (a suite's) starts it here.
    (req: Request<R>) => handle(req, (req as { ahead?: Promise<T> }).ahead ?? start(req.params, getTogether, req.caller?.userId, req.query)),
    { [READ_AHEAD]: start },
  );

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

// JSON bodies larger than this are refused with 413; files go to S3 by presigned URL (attachments.ts).
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

/** A part of the request checked against its schema (undefined where the route has none), before it is accepted. */
type Checked<T> = ReturnType<z.ZodType<T>['safeParse']> | undefined;

const check = <T>(schema: z.ZodType<T> | undefined, value: unknown): Checked<T> => schema?.safeParse(value);

/** The checked value, or the refusal its errors earn (a 422 naming the fields, unless told otherwise). */
const accepted = <T>(checked: Checked<T>, refusal = (error: z.ZodError): AppError => new ValidationError(zodErrors(error))): T => {
  if (!checked) return undefined as T;
  if (!checked.success) throw refusal(checked.error);
  return checked.data;
};

const parse = <T>(schema: z.ZodType<T> | undefined, value: unknown): T => accepted(check(schema, value));

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
    // Read whole as its type is built: a file that is also a web page, or carries more after its end, is refused.
    const content = inspectContent(file.bytes);
    if ('refused' in content) throw new UnsupportedMediaTypeError('file.content', `The file "${file.name}" is refused: ${content.refused}.`);
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

/** A read-ahead begun as a request arrived: the keys it wants read with the session, and what it will give the handler. */
interface EarlyRead {
  keys: TableKey[];
  deliver: (items: (Record<string, unknown> | undefined)[]) => void;
  fail: (error: unknown) => void;
  result: Promise<unknown>;
}

/** The request's path parameters and query, checked once: the read-ahead and the handler both take them from here. */
interface CheckedRequest {
  params: Checked<unknown>;
  query: Checked<unknown>;
}

const startEarlyRead = (
  handler: ReadAheadHandler,
  route: AnyRoute,
  event: APIGatewayProxyEventV2,
  { params, query }: CheckedRequest,
): EarlyRead | undefined => {
  const start = handler[READ_AHEAD];
  // No reads for a call that will be refused for want of a token, or whose parameters name no record.
  const token = bearerToken(event);
  if (!start || (route.auth !== 'public' && !token)) return undefined;
  if (params?.success === false || query?.success === false) return undefined;
  const keys: TableKey[] = [];
  let deliver: EarlyRead['deliver'] = () => undefined;
  let fail: EarlyRead['fail'] = () => undefined;
  // A caller who fails the checks leaves it pending, and its reads are dropped with it.
  const delivered = new Promise<(Record<string, unknown> | undefined)[]>((resolve, reject) => ((deliver = resolve), (fail = reject)));
  let asking = true;
  const items: ReadItems = (wanted) => {
    if (!asking) throw new Error('A read-ahead asks for its items before its first await.');
    const from = keys.length;
    keys.push(...wanted);
    const read = delivered.then((all) => all.slice(from, from + wanted.length));
    // A failed read is answered through the handler; a read-ahead that dropped this promise must not end the process.
    read.catch(() => undefined);
    return read;
  };
  let result: Promise<unknown>;
  try {
    result = start(
      (params?.data ?? {}) as ParamsOf<AnyRoute>,
      items,
      token === undefined ? undefined : userIdOf(token),
      (query?.data ?? {}) as QueryOf<AnyRoute>,
    );
  } catch (error) {
    result = Promise.reject(error);
  }
  asking = false;
  // Its failure is the handler's to answer, after the checks; until then it must not end the process.
  result.catch(() => undefined);
  return { keys, deliver, fail, result };
};

const authorize = async (route: AnyRoute, event: APIGatewayProxyEventV2, early?: EarlyRead): Promise<Caller> => {
  const token = bearerToken(event);
  // Public routes never read the caller: they serve people who are not signed in.
  if (route.auth === 'public') {
    if (early) getTogether(early.keys).then(early.deliver, early.fail);
    return undefined as unknown as Caller;
  }
  if (!token) throw new UnauthorizedError();
  const { caller, items } = await authenticateReading(token, early?.keys ?? []);
  if (!caller) throw new UnauthorizedError();
  noteCaller(caller.userId);
  if (!isAllowed(route, caller.role, caller.permissions)) throw new ForbiddenError();
  early?.deliver(items);
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
    return json(error.status, { message: error.message, code: error.code, errors: error.errors, ...error.details }, headers);
  }
  // The request id is in the answer and in the log line, so a person's report leads to what went wrong.
  const requestId = event.requestContext?.requestId ?? '';
  if (isUnavailable(error)) {
    logger.warn('a dependency is unavailable', { routeKey: event.routeKey, requestId, error });
    return json(503, { message: UNAVAILABLE_MESSAGE, code: UNAVAILABLE_CODE, request_id: requestId }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
  logger.error('unhandled error', { routeKey: event.routeKey, requestId, error });
  return json(500, { message: 'Something went wrong on our side. Please try again.', code: 'server.error', request_id: requestId });
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
      const checked = { params: check(route.params, event.pathParameters ?? {}), query: check(route.query, event.queryStringParameters ?? {}) };
      const early = startEarlyRead(handler as ReadAheadHandler, route, event, checked);
      const caller = await authorize(route, event, early);
      const params = accepted(checked.params, noSuchRecord);
      const query = accepted(checked.query);
      const { body, files } = route.fileParts ? readMultipart(event, route.fileParts) : { body: route.body ? readBody(event) : {}, files: [] };
      const result = await handler({
        caller,
        params,
        query,
        body: parse(route.body, body),
        headers: event.headers ?? {},
        client: clientOf(event),
        files,
        ...(early && { ahead: early.result }),
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
