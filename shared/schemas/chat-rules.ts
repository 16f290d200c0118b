// A chat's statuses and its longest message, as plain data: chat.ts builds its schemas on them, and a guest's chat (its
// forms, and the socket's frame check in shared/realtime/server-event-readers.ts) reads them without zod.
export const CHAT_STATUSES = ['pending', 'active', 'transferred', 'ended'] as const;

/** The longest message, in characters (the socket's own limit is larger). */
export const CHAT_MESSAGE_MAX = 5000;
