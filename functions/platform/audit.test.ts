import { describe, expect, it } from 'vitest';
import { changesBetween } from './audit';

describe('changesBetween', () => {
  it('names each changed field with its old and new value when they are small scalars', () => {
    // Prepare
    const before = { name: 'Diploma of Business', fee: 12000, active: true, phone: undefined as string | undefined };
    const after = { name: 'Diploma of Leadership', fee: 12500, active: false, phone: '0400 000 000' };
    // Act
    const changes = changesBetween(before, after, ['name', 'fee', 'active', 'phone']);
    // Assess
    expect(changes).toEqual([
      { field: 'name', old: 'Diploma of Business', new: 'Diploma of Leadership' },
      { field: 'fee', old: 12000, new: 12500 },
      { field: 'active', old: true, new: false },
      { field: 'phone', old: null, new: '0400 000 000' },
    ]);
  });

  it.each([
    ['a list', { modes: ['online'] }, { modes: ['online', 'blended'] }],
    ['long text', { modes: 'short' }, { modes: 'x'.repeat(201) }],
    ['an object', { modes: { a: 1 } }, { modes: { a: 2 } }],
  ])('names a field holding %s without copying its values', (_, before, after) => {
    expect(changesBetween(before as Record<string, unknown>, after as Record<string, unknown>, ['modes'])).toEqual([{ field: 'modes' }]);
  });

  it('leaves out fields that did not change, and fields it was not asked about', () => {
    // Prepare
    const before = { name: 'Same', intakes: ['2026-02-02'], secret: 'a' };
    const after = { name: 'Same', intakes: ['2026-02-02'], secret: 'b' };
    // Act / Assess
    expect(changesBetween(before, after, ['name', 'intakes'])).toEqual([]);
  });

  it('treats a missing value and null alike', () => {
    expect(changesBetween({ phone: undefined }, { phone: null } as { phone: null | undefined }, ['phone'])).toEqual([]);
  });
});
