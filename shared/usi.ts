// The Unique Student Identifier (usi.gov.au): ten characters from 2–9 and A–Z without I and O, the tenth a check
// character (Luhn mod N, N = 32, over that alphabet in that order, computed on the first nine). A wrong check character
// is a typing error caught where it is typed, not months later by the USI Registry or NCVER's validation.

/** The USI's 32 characters, in the order the check character is computed over. */
export const USI_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Ten characters of the alphabet (the check character not yet checked). */
export const USI_PATTERN = /^[2-9A-HJ-NP-Z]{10}$/;

export const USI_LENGTH = 10;

export const USI_MESSAGES = {
  tooLong: 'A USI has 10 characters',
  characters: 'A USI has 10 characters: digits 2–9 and capital letters except I and O',
  checkCharacter: 'This is not a valid USI: check each character (its last one does not match the others)',
} as const;

/** The check character of a USI's first nine characters (Luhn mod N). */
export const usiCheckCharacter = (first9: string): string => {
  const n = USI_ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let i = first9.length - 1; i >= 0; i--) {
    const addend = factor * USI_ALPHABET.indexOf(first9[i]!);
    factor = factor === 2 ? 1 : 2;
    sum += Math.floor(addend / n) + (addend % n);
  }
  return USI_ALPHABET[(n - (sum % n)) % n]!;
};

/** True for ten characters of the alphabet whose last is the check character of the first nine. */
export const hasValidCheckCharacter = (usi: string): boolean =>
  USI_PATTERN.test(usi) && usiCheckCharacter(usi.slice(0, USI_LENGTH - 1)) === usi[USI_LENGTH - 1];

/** Why a typed USI (trimmed, upper-cased) is not one, or undefined when it is. */
export const whyNotAUsi = (usi: string): string | undefined =>
  usi.length > USI_LENGTH
    ? USI_MESSAGES.tooLong
    : !USI_PATTERN.test(usi)
      ? USI_MESSAGES.characters
      : !hasValidCheckCharacter(usi)
        ? USI_MESSAGES.checkCharacter
        : undefined;
