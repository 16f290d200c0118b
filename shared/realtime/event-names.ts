// The names of per-chat events, apart from the catalogue (event-catalogue.ts): a function that only pushes events need
// not carry the catalogue's schemas in its bundle.

/** The name of a per-chat variant (spec §7: "per-chat variants with the chat id as suffix"). */
export const perChatEventName = (name: string, chatId: string): string => `${name}.${chatId}`;
