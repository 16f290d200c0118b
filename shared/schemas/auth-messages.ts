// What the sign-in form says of a missing e-mail or password: the schemas (auth.ts) word their issues with these,
// and the SPA's sign-in form, which checks those two fields without loading zod, says the same.
export const ENTER_EMAIL = 'Enter a valid e-mail address';
export const ENTER_PASSWORD = 'Enter your password';
