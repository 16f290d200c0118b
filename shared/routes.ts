// The route table: every REST call of the portal, the domain function that serves it and who may call it.
// The CDK stack makes one HTTP API route per entry, the local gateway dispatches by it, the middleware
// enforces it and the authorization suite walks it. Add a call here first.
import { ROLE, type AccessRule } from './permissions';

export const DOMAINS = ['auth', 'users', 'roles', 'courses'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

const publicRoute = (method: HttpMethod, path: string, domain: Domain): RouteDef => ({ method, path, domain, auth: 'public' });
const userRoute = (method: HttpMethod, path: string, domain: Domain, rule: AccessRule = {}, extra: Partial<RouteDef> = {}): RouteDef => ({
  method,
  path,
  domain,
  auth: 'user',
  ...rule,
  ...extra,
});

const superadminOnly: AccessRule = { roles: [ROLE.superadmin] };

export const ROUTES: RouteDef[] = [
  // Sign-in and accounts (spec §7)
  publicRoute('POST', '/api/login', 'auth'),
  userRoute('POST', '/api/logout', 'auth'),
  userRoute('POST', '/api/get-user', 'auth'),
  publicRoute('POST', '/api/register', 'auth'),
  publicRoute('POST', '/api/email/verify/{id}/{token}', 'auth'),
  userRoute('POST', '/api/email/resend', 'auth'),
  publicRoute('POST', '/api/forgot-password', 'auth'),
  publicRoute('POST', '/api/reset-password', 'auth'),

  // Own profile: every signed-in user
  userRoute('GET', '/api/profile', 'users'),
  userRoute('PUT', '/api/profile', 'users'),
  userRoute('POST', '/api/profile/password', 'users'),
  userRoute('POST', '/api/profile/avatar', 'users'),
  userRoute('DELETE', '/api/profile/avatar', 'users'),

  // Users
  userRoute('GET', '/api/users', 'users', { permissions: ['list-user'] }),
  userRoute('GET', '/api/non-student-users', 'users', { permissions: ['list-user', 'update-ticket'] }),
  userRoute('POST', '/api/users', 'users', { permissions: ['create-user'] }),
  userRoute('GET', '/api/users/{id}', 'users', { permissions: ['show-user'] }),
  userRoute('PUT', '/api/users/{id}', 'users', { permissions: ['update-user'] }),
  userRoute('DELETE', '/api/users/{id}', 'users', { permissions: ['delete-user'] }),
  userRoute('POST', '/api/users/{id}/verify', 'users', { permissions: ['update-user'] }),
  userRoute('POST', '/api/users/{id}/change-password', 'users', { permissions: ['update-user'] }),
  userRoute('GET', '/api/users/{id}/trainer', 'users', { permissions: ['show-user', 'update-trainer-profile'] }, { ownerScoped: true }),
  userRoute('PUT', '/api/users/{id}/trainer', 'users', { permissions: ['update-user', 'update-trainer-profile'] }, { ownerScoped: true }),

  // Roles and permission settings: Superadmin only (spec §6), except the list the user forms pick from
  userRoute('GET', '/api/roles/list', 'roles', { permissions: ['list-user', 'create-user', 'update-user'] }),
  userRoute('GET', '/api/roles', 'roles', superadminOnly),
  userRoute('POST', '/api/roles', 'roles', superadminOnly),
  userRoute('GET', '/api/roles/{id}', 'roles', superadminOnly),
  userRoute('PUT', '/api/roles/{id}', 'roles', superadminOnly),
  userRoute('DELETE', '/api/roles/{id}', 'roles', superadminOnly),
  userRoute('GET', '/api/permission-settings', 'roles', superadminOnly),
  userRoute('PUT', '/api/permission-settings', 'roles', superadminOnly),

  // Course catalogue (issue 3). The pickers inside forms read the catalogue: every signed-in user may, and
  // may open an active course's page (issue 7: fees stay behind list-/show-course).
  userRoute('GET', '/api/course-list', 'courses'),
  userRoute('GET', '/api/course-list/{id}', 'courses'),
  userRoute('GET', '/api/courses/aqf-levels', 'courses'),
  userRoute('GET', '/api/parent-category-course-location/{locationId}', 'courses'),
  userRoute('GET', '/api/location-courses/{id}', 'courses'),
  userRoute('GET', '/api/course', 'courses', { permissions: ['list-course'] }),
  userRoute('POST', '/api/course', 'courses', { permissions: ['create-course'] }),
  userRoute('GET', '/api/course/{id}', 'courses', { permissions: ['show-course', 'list-course'] }),
  userRoute('PUT', '/api/course/{id}', 'courses', { permissions: ['update-course'] }),
  userRoute('DELETE', '/api/course/{id}', 'courses', { permissions: ['delete-course'] }),
  userRoute('GET', '/api/category', 'courses'),
  userRoute('POST', '/api/category', 'courses', { permissions: ['create-category'] }),
  userRoute('PUT', '/api/category/{id}', 'courses', { permissions: ['update-category'] }),
  userRoute('DELETE', '/api/category/{id}', 'courses', { permissions: ['delete-category'] }),
  userRoute('GET', '/api/location', 'courses'),
  userRoute('POST', '/api/location', 'courses', { permissions: ['create-location'] }),
  userRoute('PUT', '/api/location/{id}', 'courses', { permissions: ['update-location'] }),
  userRoute('DELETE', '/api/location/{id}', 'courses', { permissions: ['delete-location'] }),
];

/** `"GET /api/users/{id}"`: the API Gateway route key of an entry. */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

const BY_KEY = new Map(ROUTES.map((r) => [routeKey(r), r]));

/** The entry for a route key, if the table has one. */
export const findRoute = (key: string): RouteDef | undefined => BY_KEY.get(key);

/**
 * Matches a concrete method and path to an entry and its path parameters, preferring literal segments
 * over `{param}` ones as API Gateway does (`/api/roles/list` before `/api/roles/{id}`).
 */
export const matchRoute = (method: string, rawPath: string): { route: RouteDef; params: Record<string, string> } | undefined => {
  const segments = rawPath.replace(/\/+$/, '').split('/');
  let best: { route: RouteDef; params: Record<string, string>; literals: number } | undefined;
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const template = route.path.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = template.every((part, i) => {
      const seg = segments[i] ?? '';
      if (part.startsWith('{') && part.endsWith('}')) {
        if (!seg) return false;
        params[part.slice(1, -1)] = decodeURIComponent(seg);
        return true;
      }
      literals++;
      return part === seg;
    });
    if (matches && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
};

/** True when some entry serves this path with another method (the gateway answers 405, not 404). */
export const pathExists = (rawPath: string): boolean =>
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((m) => matchRoute(m, rawPath));
