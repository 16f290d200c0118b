// The auth domain (sign-in, registration, e-mail verification and password reset) as the rest of the portal may use
// it: the one-time links a script mails (the first Superadmin's). Sessions themselves are the platform's (session.ts).
export { issueToken, type TokenPurpose } from './one-time-tokens';
