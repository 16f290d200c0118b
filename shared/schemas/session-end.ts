// Why the server ends a socket's session, as plain data: auth.ts builds its schema on it, and the socket's frame check
// (shared/realtime/server-event-readers.ts) reads it without zod.
export const SESSION_END_REASONS = ['signed-out', 'password-changed', 'password-reset', 'account-deleted', 'expired'] as const;
