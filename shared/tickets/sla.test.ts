// Working-hour targets: across the evening, a weekend, a public holiday and daylight saving, in the
// college's own time (Sydney: +11 in summer, +10 in winter).
import { describe, expect, it } from 'vitest';
import { addWorkingHours, targetState, worstOf } from './sla';

describe('addWorkingHours', () => {
  it.each([
    ['within one day', '2026-11-24T22:00:00Z', 2, '2026-11-25T00:00:00.000Z'], // Wed 9 am + 2 h = 11 am (AEDT)
    ['across the evening', '2026-11-25T04:00:00Z', 4, '2026-11-26T00:00:00.000Z'], // Wed 3 pm + 4 h = Thu 11 am
    ['from Friday afternoon across the weekend', '2026-11-27T05:00:00Z', 8, '2026-11-30T05:00:00.000Z'], // Fri 4 pm + 8 h = Mon 4 pm
    ['from a Saturday: the clock starts on Monday morning', '2026-11-28T01:00:00Z', 1, '2026-11-29T23:00:00.000Z'], // Sat → Mon 10 am
    ['before opening: from 9 am', '2026-11-24T18:00:00Z', 1, '2026-11-24T23:00:00.000Z'], // Wed 5 am → 10 am
    ['across Christmas and Boxing Day (public holidays)', '2026-12-24T05:00:00Z', 2, '2026-12-28T23:00:00.000Z'], // Thu 4 pm +2 h = Tue 29 Dec 10 am (Mon 28 is the Boxing Day substitute)
    ['in winter time (+10)', '2026-07-01T00:00:00Z', 8, '2026-07-02T00:00:00.000Z'], // Wed 10 am + 8 h = Thu 10 am
  ])('counts %s', (_, start, hours, due) => {
    expect(addWorkingHours(start, hours, 'NSW')).toBe(due);
  });

  it('ends a target at 5 pm exactly when the day holds it, not at 9 am the next day', () => {
    expect(addWorkingHours('2026-11-24T22:00:00Z', 8, 'NSW')).toBe('2026-11-25T06:00:00.000Z'); // Wed 9 am + 8 h = 5 pm
  });

  it('refuses a negative target', () => {
    expect(() => addWorkingHours('2026-11-24T22:00:00Z', -1, 'NSW')).toThrow(RangeError);
  });
});

describe('targetState', () => {
  const due = '2026-11-25T06:00:00.000Z';
  it.each([
    ['met when done in time', due, '2026-11-25T05:00:00.000Z', '2026-11-26T00:00:00Z', 'met'],
    ['breached when done late', due, '2026-11-25T07:00:00.000Z', '2026-11-26T00:00:00Z', 'breached'],
    ['breached when still open past it', due, undefined, '2026-11-25T06:00:01Z', 'breached'],
    ['due soon in its last two hours', due, undefined, '2026-11-25T04:30:00Z', 'due-soon'],
    ['on time before that', due, undefined, '2026-11-25T03:00:00Z', 'on-time'],
  ] as const)('is %s', (_, dueAt, doneAt, now, state) => {
    expect(targetState(dueAt, doneAt, new Date(now))).toBe(state);
  });

  it('takes the worse of two targets for a ticket', () => {
    expect(worstOf('met', 'due-soon')).toBe('due-soon');
    expect(worstOf('breached', 'on-time')).toBe('breached');
    expect(worstOf('met', 'met')).toBe('met');
  });
});
