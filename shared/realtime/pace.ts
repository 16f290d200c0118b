// How fast people may send in live chats, as plain data: the functions enforce it (functions/platform/socket-pace.ts
// for each socket, functions/chat/chat-store.ts for each sender in a chat), the suites and the bench send within it.
// Why these values: docs/decisions.md, "Live chat".

/** Each socket: a burst of 20 frames, then 2 a second (a person typing and sending, with the SPA's typing and activity frames). */
export const SOCKET_PACE = { burst: 20, perSecond: 2 } as const;

/** Each sender in a chat, over the socket and REST alike: at most 10 messages in a window of 10 s. */
export const CHAT_MESSAGE_PACE = { limit: 10, windowSeconds: 10 } as const;
