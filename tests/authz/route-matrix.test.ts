// The authorization walk (issue 2 §7): every route-table entry, called by every seeded role, by an
// anonymous visitor and by a made-up token, must be admitted or refused exactly as the route table and
// the spec §6 rule say. The expectation comes from `isAllowed` with the permissions the server reports
// for that account, so a permission change in the data never makes this suite lie.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerFile } from '@infra/local/paths';
import { DEMO_ACCOUNTS } from '@infra/local/demo-accounts';
import { isAllowed, isKnownPermission, primaryRole, ROLE } from '@shared/permissions';
import { DOMAINS, ROUTES, routeKey, type RouteDef } from '@shared/routes';
import { call, signIn, type ApiResponse, type Client } from '../support/api';

// Authorization runs before validation and lookups: an id that matches nothing and an empty body let an
// admitted call end in 404/409/422 without changing or deleting anything.
const MISSING_ID = 'does-not-exist';
const concretePath = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, MISSING_ID);
const hasBody = (route: RouteDef) => route.method !== 'GET' && route.method !== 'DELETE';

const callRoute = (route: RouteDef, token?: string): Promise<ApiResponse> =>
  call(route.method, concretePath(route), { token, body: hasBody(route) ? {} : undefined });

// Logout revokes the token it is called with, so it gets a session of its own every time.
const revokesToken = (route: RouteDef) => routeKey(route) === 'POST /api/logout';

type Caller = { label: string } & ({ kind: 'anonymous' | 'unknown-token' } | { kind: 'account'; email: string });

const CALLERS: Caller[] = [
  { label: 'anonymous', kind: 'anonymous' },
  { label: 'a made-up token', kind: 'unknown-token' },
  ...DEMO_ACCOUNTS.map((a): Caller => ({ label: a.role, kind: 'account', email: a.email })),
];

const CASES = ROUTES.map((route) => ({ key: routeKey(route), route }));

/** The outcome a response means for the access check alone. */
const outcomeOf = (status: number) => (status === 401 ? 'unauthenticated' : status === 403 ? 'refused' : 'admitted');

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

// One session per demo account for the whole walk: signing in hashes a password, the slow part of a call.
const sessions = new Map<string, Client>();

beforeAll(async () => {
  const clients = await Promise.all(DEMO_ACCOUNTS.map((a) => signIn(a.email)));
  DEMO_ACCOUNTS.forEach((a, i) => sessions.set(a.email, clients[i]!));
});

describe.concurrent.each(CASES)('$key', ({ route }) => {
  /** The account's shared session, or a fresh one when the call would revoke it. */
  const sessionOf = async (email: string): Promise<Client> => (revokesToken(route) ? signIn(email) : sessions.get(email)!);

  it.each(CALLERS.map((c) => [c.label, c] as const))('as %s', async (_label, caller) => {
    // Prepare: who calls, and what the rule says about them right now
    let token: string | undefined;
    let expected: 'admitted' | 'refused' | 'unauthenticated';
    if (caller.kind === 'account') {
      const client = await sessionOf(caller.email);
      const me = await client.post('/api/get-user');
      expect(me.status).toBe(200);
      token = client.token;
      expected = route.auth === 'public' || isAllowed(route, primaryRole(me.body.roles), me.body.permissions) ? 'admitted' : 'refused';
    } else {
      token = caller.kind === 'unknown-token' ? 'not-a-real-token-0000000000000000' : undefined;
      expected = route.auth === 'public' ? 'admitted' : 'unauthenticated';
    }

    // Act
    const res = await callRoute(route, token);

    // Assess: never a server error, never a route the handler forgot, and the access decision of the table.
    // ownerScoped routes answer 404 for someone else's record, which the admitted outcome already covers.
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.body?.code).not.toBe('route.not_found');
    expect(outcomeOf(res.status), `status ${res.status}: ${JSON.stringify(res.body)}`).toBe(expected);
  });
});
