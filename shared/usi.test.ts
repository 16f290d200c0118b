import { describe, expect, it } from 'vitest';
import { USI_ALPHABET, hasValidCheckCharacter, usiCheckCharacter, whyNotAUsi } from './usi';

describe('the USI check character', () => {
  it('accepts a USI whose last character is the Luhn mod 32 of the first nine', () => {
    expect(hasValidCheckCharacter('BNGH7C75FN')).toBe(true);
    expect(usiCheckCharacter('BNGH7C75F')).toBe('N');
  });

  it('refuses every single mistyped character and every swap of two neighbours that changes the USI', () => {
    // Prepare
    const usi = 'BNGH7C75FN';
    const mistyped = [...usi].flatMap((_, i) => [...USI_ALPHABET].filter((c) => c !== usi[i]).map((c) => usi.slice(0, i) + c + usi.slice(i + 1)));
    const swapped = [...usi.slice(0, -1)].map((_, i) => usi.slice(0, i) + usi[i + 1] + usi[i] + usi.slice(i + 2)).filter((s) => s !== usi);
    // Assess
    expect(mistyped).toHaveLength(10 * 31);
    expect(mistyped.filter(hasValidCheckCharacter)).toEqual([]);
    expect(swapped.filter(hasValidCheckCharacter)).toEqual([]);
  });

  it.each([
    ['BNGH7C75FN', undefined],
    ['BNGH7C75FNX', 'A USI has 10 characters'],
    ['BNGH7C75F', 'A USI has 10 characters: digits 2–9 and capital letters except I and O'],
    ['BNGH7C75F0', 'A USI has 10 characters: digits 2–9 and capital letters except I and O'],
    ['BNGH7C75FM', 'This is not a valid USI: check each character (its last one does not match the others)'],
  ])('says of %s why it is not a USI', (usi, why) => {
    expect(whyNotAUsi(usi)).toBe(why);
  });
});
