// What a route of the contract (contract.ts) is without its schemas: method, path, access, file parts. Nothing
// here builds a zod schema, so a public page can name and call a route without loading zod (routeRef).
import type { AccessRule } from '../access-rules';
import type { FileType } from '../schemas/attachments';
import type { AnyRoute, Domain } from './contract';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every entry of the route table says, whatever its schemas. */
export interface RouteDef extends AccessRule {
  method: HttpMethod;
  /** API Gateway path template, e.g. `/api/users/{id}`. */
  path: string;
  domain: Domain;
  /** `public` needs no token; `user` needs a signed-in user who passes the access rule. */
  auth: 'public' | 'user';
  /**
   * Calls a handler narrows further by ownership (e.g. a trainer may update only their own profile): another
   * caller's record answers 404. The ownership walk (tests/authz) checks every flagged route, and its own
   * hand-written list must agree with these flags.
   */
  ownerScoped?: boolean;
}

/**
 * File parts a multipart call takes: parts whose name matches `name`, of these types (by their first
 * bytes) and size. Any other file part is refused with 422, a larger one with 413, another type with 415,
 * each naming the part.
 */
export interface FilePartRule {
  name: RegExp;
  types: readonly FileType[];
  maxBytes: number;
  /** The accepted types in words: "Upload a PDF, PNG or JPEG file". */
  accepts: string;
}

/** A message's files (a ticket's, a chat's): up to five, each a PDF or a picture; the attachments block's area holds the record's total. */
export const MESSAGE_FILE_PARTS: readonly FilePartRule[] = [
  {
    name: /^attachments\[[0-4]\]$/,
    types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 4 * 1024 * 1024,
    accepts: 'attach a PDF, PNG, JPEG or WebP file',
  },
];

/** `"GET /api/users/{id}"`: the API Gateway route key of an entry. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/** `{id}` and `{token}` of `/api/email/verify/{id}/{token}`. */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** The concrete path of a call, each parameter encoded: `/api/course/{id}` with `{ id: 'x' }` → `/api/course/x`. */
export const pathOf = (route: Pick<RouteDef, 'path'>, params: Record<string, string> = {}): string =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });

/**
 * A route of the contract named by its method and path only, typed as that route (`R`, through `import type`):
 * the SPA's client calls it as it calls the route itself. The method must be the route's; the path and method
 * come from the same plain data the contract builds the route from.
 */
export type RouteRef<R extends AnyRoute> = Pick<RouteDef, 'path'> & {
  method: R['method'];
  fileParts?: R['fileParts'];
  /** Never set: carries the route's type. */
  readonly route?: R;
};

/** `routeRef<typeof authApi.login>(AUTH_CALLS.login)`: a schema-free handle on a route of the contract. */
export const routeRef = <R extends AnyRoute>([method, path]: readonly [R['method'], string], fileParts?: R['fileParts']): RouteRef<R> =>
  fileParts ? { method, path, fileParts } : { method, path };
