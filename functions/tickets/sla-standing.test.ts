import { describe, expect, it } from 'vitest';
import { breachedCounts, breachedMoves, nextDueAtOf, type Targets } from './sla-standing';

const NOW = '2026-03-02T12:00:00.000Z';
const EARLIER = '2026-03-02T10:00:00.000Z';
const LATER = '2026-03-02T15:00:00.000Z';
const MUCH_LATER = '2026-03-04T15:00:00.000Z';

const ticket = (fields: Partial<Targets> = {}): Targets => ({
  status: 'open',
  departmentRoleId: 'role-support',
  firstResponseDueAt: LATER,
  resolutionDueAt: MUCH_LATER,
  firstResponseLate: false,
  ...fields,
});

describe('nextDueAtOf', () => {
  it.each([
    ['an unanswered ticket in time: its first response', ticket(), LATER],
    ['an answered one: its resolution', ticket({ firstResponseAt: EARLIER }), MUCH_LATER],
    ['an assigned one, as an open one', ticket({ status: 'assigned' }), LATER],
    ['one whose first response is overdue: none, it is breached', ticket({ firstResponseDueAt: EARLIER }), ''],
    ['one answered late: none, it stays breached', ticket({ firstResponseAt: EARLIER, firstResponseLate: true }), ''],
    ['one answered in time whose resolution is overdue: none', ticket({ firstResponseAt: EARLIER, resolutionDueAt: EARLIER }), ''],
    ['one due this very instant: still that instant, as lateness starts after it', ticket({ firstResponseDueAt: NOW }), NOW],
    ['a closed one: none, whatever its targets', ticket({ status: 'closed' }), ''],
  ])('answers for %s', (_, standing, expected) => {
    expect(nextDueAtOf(standing, NOW)).toBe(expected);
  });
});

describe('breachedMoves', () => {
  const counted = { status: 'open' as const, departmentRoleId: 'role-support', nextDueAt: '' };
  const watched = { ...counted, nextDueAt: LATER };

  it.each([
    ['a ticket newly past a target', watched, counted, { 'sla-breached:role-support:open': 1, 'sla-breached:open': 1 }],
    [
      'a counted ticket closed',
      counted,
      { ...counted, status: 'closed' as const },
      { 'sla-breached:role-support:open': -1, 'sla-breached:open': -1 },
    ],
    [
      'a counted ticket assigned',
      counted,
      { ...counted, status: 'assigned' as const },
      {
        'sla-breached:role-support:open': -1,
        'sla-breached:open': -1,
        'sla-breached:role-support:assigned': 1,
        'sla-breached:assigned': 1,
      },
    ],
    ['a counted ticket written again as it was', counted, counted, {}],
    ['a watched ticket answered', watched, { ...watched, nextDueAt: MUCH_LATER }, {}],
    ['a counted ticket deleted', counted, undefined, { 'sla-breached:role-support:open': -1, 'sla-breached:open': -1 }],
    ['a ticket stored before the standing was kept', { status: 'open' as const, departmentRoleId: 'role-support' }, watched, {}],
  ])('moves the counts for %s', (_, before, after, expected) => {
    expect(Object.fromEntries(breachedMoves(before, after))).toEqual(expected);
  });

  it('counts tickets from nothing, with a 0 for each scope their departments could count in', () => {
    expect(Object.fromEntries(breachedCounts([counted, watched, { ...counted, departmentRoleId: 'role-admissions', status: 'assigned' }]))).toEqual({
      'sla-breached:role-support:open': 1,
      'sla-breached:open': 1,
      'sla-breached:role-support:assigned': 0,
      'sla-breached:assigned': 1,
      'sla-breached:role-admissions:open': 0,
      'sla-breached:role-admissions:assigned': 1,
    });
  });
});
