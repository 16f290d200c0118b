// Reads a frame the server pushed (`{ "event": <server event>, "data", "timestamp" }`) against the catalogue's events,
// for the SPA's socket client (web/src/lib/socket-client.ts) and the suites that listen on a socket. A per-chat variant
// (`<name>.<chat id>`, event-names.ts) is read as its event with the chat's id beside it. The data is read by hand
// (server-event-readers.ts), the twin of the catalogue's schemas, so the SPA's socket loads no zod.
import type { ServerData, ServerEventName } from './event-catalogue';
import { isServerEventName, PER_CHAT_EVENTS, SERVER_EVENT_READERS } from './server-event-readers';
import { REFUSED } from './value-readers';

/** A server message checked against the catalogue: its event (per-chat variants resolved) and data. */
export type ServerMessage = { [N in ServerEventName]: { event: N; chatId?: string; data: ServerData<N>; timestamp: string } }[ServerEventName];

/** Reads a server message; undefined for anything the catalogue does not describe. */
export const parseServerMessage = (raw: string): ServerMessage | undefined => {
  let message: { event?: unknown; data?: unknown; timestamp?: unknown };
  try {
    message = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null || typeof message.event !== 'string') return undefined;
  const name = message.event;
  let event: ServerEventName | undefined = isServerEventName(name) ? name : undefined;
  let chatId: string | undefined;
  if (!event) {
    // The longest first: `chat.staff.joined.<id>` is no `chat.staff` variant.
    const base = PER_CHAT_EVENTS.find((n) => name.startsWith(`${n}.`));
    if (!base) return undefined;
    event = base;
    chatId = name.slice(base.length + 1);
  }
  const data = SERVER_EVENT_READERS[event](message.data);
  if (data === REFUSED) return undefined;
  return { event, ...(chatId ? { chatId } : {}), data, timestamp: String(message.timestamp ?? '') } as ServerMessage;
};
