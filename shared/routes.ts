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

/**
 * Matches a concrete method and path to an entry and its path parameters, preferring literal segments
 * over `{param}` ones as API Gateway does (`/api/roles/list` before `/api/roles/{id}`).
 */
export const matchRoute = (method: string, rawPath: string): { route: AnyRoute; params: Record<string, string> } | undefined => {
  const segments = rawPath.replace(/\/+$/, '').split('/');
  let best: { route: AnyRoute; params: Record<string, string>; literals: number } | undefined;
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
export const pathExists = (rawPath: string): boolean => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((m) => matchRoute(m, rawPath));
