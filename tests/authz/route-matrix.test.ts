// The authorization walk: every route-table entry, called by every shipped role's demo account, by an
// anonymous visitor and by a made-up token, is admitted or refused as the hand-written table in
// expected-access.ts says. The table is never derived from the route table, so a route opened (or closed)
// by mistake in shared/routes.ts fails here.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerFile } from '@infra/local/paths';
import { isKnownPermission, ROLE } from '@shared/permissions';
import { DOMAINS, findRoute, ROUTES, routeKey, type RouteDef } from '@shared/routes';
import { call, demoEmail, signIn, type ApiResponse, type Client } from '../support/api';
import { EXPECTED_ACCESS, PRINCIPALS, PUBLIC, SHIPPED_ROLES, type Access, type Principal, type ShippedRole } from './expected-access';

// Authorization runs before validation and lookups: an id that matches nothing and an empty body let an
// admitted call end in 404/409/422 without changing or deleting anything. The id stays valid under the
// strict id rule (lower-case letters, digits and hyphens), so a 422 never hides a missing check.
const MISSING_ID = 'does-not-exist';
const MADE_UP_TOKEN = 'not-a-real-token-0000000000000000';

const concretePath = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, MISSING_ID);
const hasBody = (route: RouteDef) => route.method !== 'GET' && route.method !== 'DELETE';
const callRoute = (route: RouteDef, token: string | undefined): Promise<ApiResponse> =>
  call(route.method, concretePath(route), { token, body: hasBody(route) ? {} : undefined });

// Logout revokes the token it is called with, so it gets a session of its own every time.
const revokesToken = (route: RouteDef) => routeKey(route) === 'POST /api/logout';

type Outcome = 'admitted' | 'refused' | 'unauthenticated';

const isShippedRole = (p: Principal): p is ShippedRole => (SHIPPED_ROLES as readonly string[]).includes(p);

/** What the hand-written table says should happen to this principal; undefined when the route has no entry. */
const expectedOutcome = (access: Access | undefined, principal: Principal): Outcome | undefined => {
  if (access === undefined) return undefined;
  if (access === PUBLIC) return 'admitted';
  if (!isShippedRole(principal)) return 'unauthenticated';
  return access.includes(principal) ? 'admitted' : 'refused';
};

/** What a response means for the access check alone. */
const outcomeOf = (status: number): Outcome => (status === 401 ? 'unauthenticated' : status === 403 ? 'refused' : 'admitted');

const behaviour: Record<Outcome | 'missing', (p: Principal) => string> = {
  admitted: (p) => `admits ${p}`,
  refused: (p) => `refuses ${p} with 403`,
  unauthenticated: (p) => `answers ${p} with 401`,
  missing: (p) => `has an expected answer for ${p} in expected-access.ts`,
};

describe('the route table', () => {
  it('has one entry per method and path', () => {
    const keys = ROUTES.map(routeKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('serves every path under /api', () => {
    expect(ROUTES.filter((r) => !r.path.startsWith('/api/')).map(routeKey)).toEqual([]);
  });

  it('names a domain that has a handler file for every entry', () => {
    expect(DOMAINS.filter((d) => !existsSync(handlerFile(d)))).toEqual([]);
    expect(ROUTES.filter((r) => !DOMAINS.includes(r.domain)).map(routeKey)).toEqual([]);
  });

  it('gates routes only by permissions of the catalogue and roles the rules know', () => {
    // A misspelt permission would silently refuse everyone but the Superadmin.
    const unknownPermissions = ROUTES.flatMap((r) => (r.permissions ?? []).filter((p) => !isKnownPermission(p)).map((p) => `${routeKey(r)}: ${p}`));
    const knownRoles: string[] = Object.values(ROLE);
    const unknownRoles = ROUTES.flatMap((r) => (r.roles ?? []).filter((role) => !knownRoles.includes(role)).map((role) => `${routeKey(r)}: ${role}`));
    expect([...unknownPermissions, ...unknownRoles]).toEqual([]);
  });
});

describe('the expected-access table', () => {
  it('has an expectation for every route-table entry', () => {
    expect(ROUTES.map(routeKey).filter((key) => !(key in EXPECTED_ACCESS))).toEqual([]);
  });

  it('names only routes the route table has', () => {
    expect(Object.keys(EXPECTED_ACCESS).filter((key) => !findRoute(key))).toEqual([]);
  });

  it('walks every role the portal ships with', () => {
    // A new shipped role needs its column here, or the walk would never call as it.
    expect([...Object.values(ROLE)].sort()).toEqual([...SHIPPED_ROLES].sort());
  });
});

// One session per demo account for the whole walk: signing in hashes a password, the slow part of a call.
const sessions = new Map<ShippedRole, Client>();

beforeAll(async () => {
  await Promise.all(
    SHIPPED_ROLES.map(async (role) => {
      const client = await signIn(demoEmail(role));
      // The table's columns are roles: a demo account that lost its role would make every answer of its column lie.
      const me = await client.post('/api/get-user');
      if (me.body?.roles?.[0]?.name !== role) throw new Error(`The demo account for ${role} signs in as ${JSON.stringify(me.body?.roles)}`);
      sessions.set(role, client);
    }),
  );
});

/** The token a principal calls with: none, a made-up one, or its role's session (a fresh one for logout). */
const tokenOf = async (principal: Principal, route: RouteDef): Promise<string | undefined> => {
  if (principal === 'anonymous') return undefined;
  if (!isShippedRole(principal)) return MADE_UP_TOKEN;
  return revokesToken(route) ? (await signIn(demoEmail(principal))).token : sessions.get(principal)!.token;
};

// Tuples, not objects: vitest shortens `$key` names to 40 characters.
const CASES = ROUTES.map((route) => [routeKey(route), route] as const);

describe.concurrent.each(CASES)('%s', (key, route) => {
  const walk = PRINCIPALS.map((principal) => ({ principal, expected: expectedOutcome(EXPECTED_ACCESS[key], principal) }));

  it.each(walk.map((w) => [behaviour[w.expected ?? 'missing'](w.principal), w] as const))('%s', async (_name, { principal, expected }) => {
    // Prepare
    expect(expected, `expected-access.ts has no line for ${key}`).toBeDefined();
    const token = await tokenOf(principal, route);

    // Act
    const res = await callRoute(route, token);

    // Assess: never a server error, never a route the handler forgot, and the access decision of the table
    const seen = `status ${res.status}: ${JSON.stringify(res.body)?.slice(0, 300)}`;
    expect(res.status, seen).toBeLessThan(500);
    expect(res.body?.code, seen).not.toBe('route.not_found');
    expect(outcomeOf(res.status), seen).toBe(expected);
  });
});
