// Why the server ends a socket's session, as plain data: auth.ts builds its schema on it, and the socket's frame check
// (shared/realtime/server-event-readers.ts) reads it without zod.
export const SESSION_END_REASONS = ['signed-out', 'password-changed', 'password-reset', 'account-deleted', 'account-deactivated', 'expired'] as const;

/**
 * Why the server closes a socket whose session lives on (`access.changed`): its person's role changed, or their role's
 * permissions did. The page reads who they are again and reconnects, to hear only what they may now.
 */
export const ACCESS_CHANGE_REASONS = ['role-changed', 'permissions-changed'] as const;
export type AccessChangeReason = (typeof ACCESS_CHANGE_REASONS)[number];
