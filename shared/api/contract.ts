// The typed route contract: one entry per REST call with its access rule and the zod schemas of its path
// parameters, query, body and answer. The functions serve it (functions/platform/http.ts), the SPA calls it
// (web/src/lib/api-client.ts `api.call`), the CDK stack and the local gateway route by it, and the suites
// walk it. A domain's calls live in one file beside this one; shared/routes.ts gathers them.
import * as z from 'zod';
import type { AccessRule } from '../permissions';
import { ListMeta } from '../schemas/common';
import type { FilePartRule, HttpMethod, RouteDef } from './route-def';

export { MESSAGE_FILE_PARTS, pathOf, pathParamsOf, routeKey, type FilePartRule, type HttpMethod, type RouteDef } from './route-def';

export const DOMAINS = [
  'auth',
  'users',
  'roles',
  'courses',
  'forms',
  'pdf',
  'tickets',
  'short-courses',
  'chat',
  'notifications',
  'dashboard',
] as const;
export type Domain = (typeof DOMAINS)[number];

/** Schemas of one call. A missing schema means the call takes nothing there. */
export interface RouteSchemas<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The call takes `multipart/form-data` (or JSON, for a save without files): its fields, nested by their
   * bracketed names, are checked by `body`; its file parts by these rules.
   */
  fileParts?: readonly FilePartRule[];
  /** The JSON answer of a success (2xx); the integration suite checks every answer it receives against it. */
  response: R;
}

export type Route<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = RouteDef & RouteSchemas<P, Q, B, R>;

/** A route whose schema slots may be absent, for code that handles any route. */
export type AnyRoute = RouteDef & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  fileParts?: readonly FilePartRule[];
  response: z.ZodType;
};

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; fileParts?: readonly FilePartRule[]; response: z.ZodType };
type Slot<S, K extends keyof Schemas> = S extends { [key in K]: infer T extends z.ZodType } ? T : z.ZodUndefined;

/** Builds the routes of one domain; `publicCall` and `userCall` keep each entry's schema types. */
export const routesOf = (domain: Domain) => ({
  publicCall: <const M extends HttpMethod, const S extends Schemas>(method: M, path: string, schemas: S) =>
    ({ method, path, domain, auth: 'public', ...schemas }) as Typed<M, S>,
  userCall: <const M extends HttpMethod, const S extends Schemas>(
    method: M,
    path: string,
    rule: AccessRule & { ownerScoped?: boolean },
    schemas: S,
  ) => ({ method, path, domain, auth: 'user', ...rule, ...schemas }) as Typed<M, S>,
});

/** An entry keeps its method as a literal: the SPA's client knows a DELETE asks first and may answer nothing. */
type Typed<M extends HttpMethod, S extends Schemas> = Route<Slot<S, 'params'>, Slot<S, 'query'>, Slot<S, 'body'>, S['response']> & { method: M };

/** What a handler receives, parsed. */
export type ParamsOf<R extends AnyRoute> = R extends Route<infer P> ? z.output<P> : never;
export type QueryOf<R extends AnyRoute> = R extends Route<z.ZodType, infer Q> ? z.output<Q> : never;
export type BodyOf<R extends AnyRoute> = R extends Route<z.ZodType, z.ZodType, infer B> ? z.output<B> : never;
/** What the call answers on success. */
export type ResponseOf<R extends AnyRoute> = R extends Route<z.ZodType, z.ZodType, z.ZodType, infer A> ? z.output<A> : never;

/** What a client sends: the body as its schema accepts it; query fields as parsed, each optional (defaults apply). */
export type BodyInput<R extends AnyRoute> = R extends Route<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
export type QueryInput<R extends AnyRoute> = R extends Route<z.ZodType, infer Q> ? Partial<z.output<Q>> : never;

// Answers shared by every domain (spec §8 success model).

/**
 * A call that answers a file the server makes (a PDF, a CSV), not JSON: its success carries the file's bytes
 * with their Content-Type and a file name (`Content-Disposition`). The suites check the type, not a schema.
 */
export const FileResponse = z.custom<FileResponse>(() => true).describe('file');
export interface FileResponse {
  readonly __file: true;
}

/** `{ message }`: a mutation that returns nothing else. */
export const MessageAnswer = z.strictObject({ message: z.string() });

/** `{ message?, data }`: one record (reads carry no message, mutations do). */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.strictObject({ message: z.string().optional(), data });

/** `{ message, code?, errors? }`: every refusal (spec §8); `errors` names each offending field of a 422. */
export const ErrorAnswer = z.strictObject({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A fault's request (500, 503): what a person quotes when they report it, and what the log line carries. */
  request_id: z.string().optional(),
  /** A save overtaken by another (409 `record.changed`, shared/schemas/revisions.ts): who saved, when, the record now. */
  changed_by: z.strictObject({ id: z.string(), name: z.string() }).nullable().optional(),
  changed_at: z.string().nullable().optional(),
  current: z.looseObject({ revision: z.number().int() }).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** `{ data: [...], meta: { page, pagination, total } }`: one page of a list. */
export const listAnswer = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item), meta: ListMeta });
