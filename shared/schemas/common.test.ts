import { describe, expect, it } from 'vitest';
import { OptionalText } from './common';

describe('OptionalText', () => {
  const Text = OptionalText(10);

  it.each([[undefined], [''], ['   ']])('takes %j as no answer', (value) => {
    expect(Text.parse(value)).toBeUndefined();
  });

  it('keeps text trimmed', () => {
    expect(Text.parse('  Mon–Fri ')).toBe('Mon–Fri');
  });

  it.each([['x'.repeat(11)], [42], [null]])('refuses %j', (value) => {
    expect(Text.safeParse(value).success).toBe(false);
  });
});
