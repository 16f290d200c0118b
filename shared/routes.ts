// The route table: every REST call of the portal, gathered from each domain's typed contract in
// shared/api/. The CDK stack makes one HTTP API route per entry, the local gateway dispatches by it, the
// middleware enforces it and the authorization suite walks it. Add a call to its domain's file first.
import { routeKey, type AnyRoute } from './api/contract';
import { authApi } from './api/auth';
import { categoryApi, courseApi, locationApi, pickerApi } from './api/courses';
import { formApi, formPdfApi } from './api/forms';
import { roleApi } from './api/roles';
import { profileApi, userApi } from './api/users';
import { guestTicketApi, ticketApi, ticketCategoryApi } from './api/tickets';
import { chatApi, guestChatApi, presenceApi } from './api/chat';
import { documentsApi, invoicePdfApi, ordersApi, publicBookingApi, shortCoursesApi } from './api/short-courses';
import { notificationsApi } from './api/notifications';
import { dashboardApi } from './api/dashboard';

export { DOMAINS, routeKey, type AnyRoute, type Domain, type HttpMethod, type RouteDef } from './api/contract';

const entries = (api: Record<string, AnyRoute>): AnyRoute[] => Object.values(api);

export const ROUTES: AnyRoute[] = [
  ...entries(authApi),
  ...entries(profileApi),
  ...entries(userApi),
  ...entries(roleApi),
  ...entries(pickerApi),
  ...entries(courseApi),
  ...entries(categoryApi),
  ...entries(locationApi),
  ...entries(formApi),
  ...entries(formPdfApi),
  ...entries(ticketCategoryApi),
  ...entries(ticketApi),
  ...entries(guestTicketApi),
  ...entries(shortCoursesApi),
  ...entries(publicBookingApi),
  ...entries(ordersApi),
  ...entries(documentsApi),
  ...entries(invoicePdfApi),
  ...entries(chatApi),
  ...entries(guestChatApi),
  ...entries(presenceApi),
  ...entries(notificationsApi),
  ...entries(dashboardApi),
];

const BY_KEY = new Map(ROUTES.map((r) => [routeKey(r), r]));

/** The entry for a route key, if the table has one. */
export const findRoute = (key: string): AnyRoute | undefined => BY_KEY.get(key);

interface CompiledRoute {
  route: AnyRoute;
  /** Each segment of the path: a literal, or the name of a `{param}`. */
  parts: { literal?: string; param?: string }[];
  literals: number;
}

// The table by method and number of segments, each path split once: the gateway matches every request.
const COMPILED = new Map<string, CompiledRoute[]>();
for (const route of ROUTES) {
  const parts = route.path.split('/').map((part) => (part.startsWith('{') && part.endsWith('}') ? { param: part.slice(1, -1) } : { literal: part }));
  const bucket = `${route.method} ${parts.length}`;
  COMPILED.set(bucket, [...(COMPILED.get(bucket) ?? []), { route, parts, literals: parts.filter((p) => p.literal !== undefined).length }]);
}

/**
 * Matches a concrete method and path to an entry and its path parameters, preferring literal segments
 * over `{param}` ones as API Gateway does (`/api/roles/list` before `/api/roles/{id}`).
 */
export const matchRoute = (method: string, rawPath: string): { route: AnyRoute; params: Record<string, string> } | undefined => {
  const segments = rawPath.replace(/\/+$/, '').split('/');
  let best: CompiledRoute | undefined;
  for (const candidate of COMPILED.get(`${method} ${segments.length}`) ?? []) {
    const fits = candidate.parts.every((part, i) => (part.literal === undefined ? segments[i] !== '' : part.literal === segments[i]));
    if (fits && (!best || candidate.literals > best.literals)) best = candidate;
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.parts.forEach((part, i) => {
    if (part.param !== undefined) params[part.param] = decodeURIComponent(segments[i]!);
  });
  return { route: best.route, params };
};

/** True when some entry serves this path with another method (the gateway answers 405, not 404). */
export const pathExists = (rawPath: string): boolean => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((m) => matchRoute(m, rawPath));
