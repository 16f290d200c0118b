// The Superadmin's users-by-role figure: which roles it counts one by one, and that the dashboard's kept counts still
// fit the one batch (100 keys) that reads them, however many roles the college makes.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ROLE } from '@shared/permissions';
import { chatFigures } from '@functions/chat/chat';
import { familyFigures } from '@functions/forms/forms';
import type { Role } from '@functions/platform/identity-records';
import type { Caller } from '@functions/platform/session';
import { orderFigures } from '@functions/short-courses/short-courses';
import { ticketFigures } from '@functions/tickets/tickets';
import { rolesCounted, ROLES_COUNTED } from '@functions/users/users';

/** DynamoDB's BatchGetItem takes at most 100 keys. */
const BATCH_KEYS = 100;

const role = (id: string, system: boolean, createdAt: string): Role => ({ id, name: id, permissions: [], system, revision: 0, createdAt });

describe("the Superadmin's users by role", () => {
  it('counts the shipped roles first, then the newest made, no more than its limit', () => {
    // Prepare: 3 shipped roles made first, then 40 of the college's own, a day apart
    const shipped = ['superadmin', 'admin', 'student'].map((id) => role(id, true, '2026-01-01T00:00:00.000Z'));
    const own = Array.from({ length: 40 }, (_, i) => role(`own-${i}`, false, new Date(Date.UTC(2026, 1, 1 + i)).toISOString()));
    // Act
    const counted = rolesCounted([...own, ...shipped]);
    // Assess
    expect(counted).toHaveLength(ROLES_COUNTED);
    expect(counted.slice(0, 3).map((r) => r.id)).toEqual(['superadmin', 'admin', 'student']);
    expect(counted.slice(3).map((r) => r.id)).toEqual(Array.from({ length: ROLES_COUNTED - 3 }, (_, i) => `own-${39 - i}`));
    expect(rolesCounted(shipped)).toHaveLength(3);
  });

  it("leaves the dashboard's kept counts within one batch beside every other figure a Superadmin sees", () => {
    // Prepare
    const caller = {
      userId: 'boss',
      role: ROLE.superadmin,
      roles: [],
      permissions: DEFAULT_ROLE_PERMISSIONS[ROLE.superadmin],
    } as unknown as Caller;
    // Act
    const others = [familyFigures(caller), ticketFigures(caller), orderFigures(caller), chatFigures(caller)];
    const keys = others.reduce((n, part) => n + (part?.keys.length ?? 0), 0) + 1 + ROLES_COUNTED;
    // Assess: every part is the Superadmin's, and the users' counts (all, and each role counted) fit beside them
    expect(others.every(Boolean)).toBe(true);
    expect(keys).toBeLessThanOrEqual(BATCH_KEYS);
  });
});
