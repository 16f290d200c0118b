// The ownership walk: every owner-scoped record, read, changed or deleted by another person of the owner's
// role, answers 404 and stays as it was, while the same call by the owner succeeds (so the 404 cannot come
// from a bad body or a wrong path). The route walk admits these roles; this walk checks whose record.
import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, routeKey } from '@shared/routes';
import { signedInPerson } from '../support/fixtures';
import { EXPECTED_ACCESS, OWNER_SCOPED_ROUTES, PUBLIC } from './expected-access';
import { RECORD_KINDS, callAs } from './owner-scoped-records';

const walked = RECORD_KINDS.flatMap((kind) => kind.routes.map((route) => route.key));
const flagged = ROUTES.filter((r) => r.ownerScoped).map(routeKey);
const notWalked = (keys: readonly string[]) => keys.filter((key) => !walked.includes(key));

describe('the owner-scoped routes', () => {
  it('are flagged in the route table exactly as the hand-written list says', () => {
    // Catches a route that loses its flag as well as one flagged without a line in expected-access.ts.
    expect([...flagged].sort()).toEqual([...OWNER_SCOPED_ROUTES].sort());
  });

  it('each have an ownership entry when the route table flags them', () => {
    expect(notWalked(flagged)).toEqual([]);
  });

  it('each have an ownership entry when the hand-written list names them', () => {
    expect(notWalked(OWNER_SCOPED_ROUTES)).toEqual([]);
  });

  it('are the only routes the ownership entries walk, and all in the route table', () => {
    expect(walked.filter((key) => !findRoute(key) || !OWNER_SCOPED_ROUTES.includes(key))).toEqual([]);
  });

  it('admit the owners’ roles in the expected-access table', () => {
    // Otherwise the owner's own call would be refused and the walk would prove nothing.
    const refusedOwners = RECORD_KINDS.flatMap((kind) =>
      kind.routes.flatMap((route) => {
        const access = EXPECTED_ACCESS[route.key];
        return kind.ownerRoles.filter((role) => access !== PUBLIC && !access?.includes(role)).map((role) => `${route.key}: ${role}`);
      }),
    );
    expect(refusedOwners).toEqual([]);
  });
});

const CASES = RECORD_KINDS.flatMap((kind) =>
  kind.ownerRoles.flatMap((role) => kind.routes.map((route) => [`${route.key} on a ${role}’s ${kind.name}`, { kind, role, route }] as const)),
);

describe.concurrent.each(CASES)('%s', (_name, { kind, role, route }) => {
  it(`answers 404 to another ${role} and leaves the record as it was, while the owner’s same call succeeds`, async () => {
    // Prepare
    const [owner, stranger] = await Promise.all([signedInPerson({ role }), signedInPerson({ role })]);
    const record = await kind.create(owner);
    const before = await kind.read(owner, record);

    // Act
    const byStranger = await callAs(stranger.client, route, record);
    const afterStranger = await kind.read(owner, record);
    const byOwner = await callAs(owner.client, route, record);

    // Assess
    expect(byStranger.status, JSON.stringify(byStranger.body).slice(0, 300)).toBe(404);
    expect(afterStranger, `the stranger's ${route.action} must leave the record as it was`).toEqual(before);
    const ownerSaw = `the owner's ${route.action} must succeed: ${byOwner.status} ${JSON.stringify(byOwner.body).slice(0, 300)}`;
    expect(byOwner.status, ownerSaw).toBeGreaterThanOrEqual(200);
    expect(byOwner.status, ownerSaw).toBeLessThan(300);
  });
});
