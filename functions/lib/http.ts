// The one middleware stack every HTTP handler goes through: parse, validate, authenticate, authorize
// from the route table, and map errors to the spec §8 error model. Handlers never build responses by hand.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { z } from 'zod';
import { findRoute, type Domain, type RouteDef } from '@shared/routes';
import { isAllowed } from '@shared/permissions';
import { AppError, ForbiddenError, NotFoundError, PayloadTooLargeError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { authenticate, type Caller } from './session';
import { clientOf } from './client-address';
import { logger } from './logger';
import { noteCaller, observe } from './observability';

/** What a route function receives: validated inputs and, on signed-in routes, the caller. */
export interface Request<B, Q, P> {
  body: B;
  query: Q;
  path: P;
  caller: Caller;
  headers: Record<string, string | undefined>;
  /** The caller's client address as rate limits key it (see client-address.ts). */
  client: string;
}

/** What a route function returns; `raw` replaces the `{ message, data }` envelope for the spec's top-level answers. */
export interface Reply {
  status?: number;
  message?: string;
  data?: unknown;
  meta?: unknown;
  raw?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface RouteSpec<B = unknown, Q = unknown, P = unknown> {
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  path?: z.ZodType<P>;
  handler: (req: Request<B, Q, P>) => Promise<Reply>;
}

/** Declares one route's schemas beside its function, keeping the inferred input types. */
export const route = <B = undefined, Q = undefined, P = undefined>(spec: RouteSpec<B, Q, P>): RouteSpec<B, Q, P> => spec;

// JSON bodies larger than this are refused with 413; files go to S3 by presigned URL (ARCHITECTURE.md).
const MAX_JSON_BYTES = 1024 * 1024;

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

const parse = <T>(schema: z.ZodType<T> | undefined, value: unknown, refusal = (error: z.ZodError): AppError => new ValidationError(zodErrors(error))): T => {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw refusal(result.error);
  return result.data;
};

/** Path parameters name records: one that is not a well-formed id names no record, so it is a 404, not a 422. */
const noSuchRecord = () => new NotFoundError('record.not_found', 'This record does not exist.');

/** `{id}` and `{token}` of `/api/email/verify/{id}/{token}`. */
const pathParamsOf = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** `application/json`, `APPLICATION/JSON; charset=UTF-8`, `application/merge-patch+json`: yes; another charset: no. */
const isJsonInUtf8 = (contentType: string): boolean => {
  const [type = '', ...parameters] = contentType.toLowerCase().split(';').map((part) => part.trim());
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
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

const bearerToken = (event: APIGatewayProxyEventV2): string | undefined => {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

const authorize = async (route: RouteDef, event: APIGatewayProxyEventV2): Promise<Caller> => {
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

const toResponse = (reply: Reply): APIGatewayProxyStructuredResultV2 => {
  const status = reply.status ?? 200;
  if (status === 204) return { statusCode: 204, headers: reply.headers ?? {} };
  const body = reply.raw ?? { message: reply.message, data: reply.data, meta: reply.meta };
  return json(status, body, reply.headers);
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
 * Builds a domain's Lambda handler from its route functions. Every key must be in the route table with the
 * same domain; validation, authentication and authorization come from it.
 */
export const routes = (domain: Domain, table: Record<string, RouteSpec<any, any, any>>) => {
  for (const [key, spec] of Object.entries(table)) {
    const def = findRoute(key);
    if (!def || def.domain !== domain) throw new Error(`Route ${key} is not in the route table for domain ${domain}`);
    // Every path parameter is checked (canonical id, bounded) before any guard or lookup sees it.
    if (pathParamsOf(def.path).length && !spec.path) throw new Error(`Route ${key} has path parameters but no path schema`);
  }

  const dispatch = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    try {
      const spec = table[event.routeKey];
      const def = findRoute(event.routeKey);
      if (!spec || !def) throw new NotFoundError('route.not_found', 'Not Found');
      const caller = await authorize(def, event);
      const reply = await spec.handler({
        caller,
        path: parse(spec.path, event.pathParameters ?? {}, noSuchRecord),
        query: parse(spec.query, event.queryStringParameters ?? {}),
        body: parse(spec.body, spec.body ? readBody(event) : {}),
        headers: event.headers ?? {},
        client: clientOf(event),
      });
      return toResponse(reply);
    } catch (error) {
      return errorResponse(error, event);
    }
  };

  // The specs ride along so suites can check every route's schemas (e.g. that every string is bounded).
  return Object.assign(middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>(dispatch).use(observe(domain)), { routeSpecs: table });
};
