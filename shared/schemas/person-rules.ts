// What a person's name, e-mail address and password must be, as plain data: the schemas (auth.ts) are built on these,
// and the SPA's public forms (sign-in, booking), which check those fields without loading zod, say the same.
export const ENTER_EMAIL = 'Enter a valid e-mail address';
export const ENTER_PASSWORD = 'Enter your password';

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** zod's own pattern for an address (`z.email()`'s default), named here so that a form without zod checks the same. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A person's full name, trimmed. */
export const PERSON_NAME = { min: 2, max: 120, tooShort: 'Enter the full name', tooLong: 'The name must be at most 120 characters' } as const;
